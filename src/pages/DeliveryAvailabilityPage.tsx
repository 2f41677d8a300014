import { routeCopy } from '../content/routes.ts';
import { DeliveryAreas, DeliveryChecker } from '../features/delivery/index.ts';
import { PageIntro } from '../ui/PageIntro.tsx';
import './DeliveryAvailabilityPage.css';

export default function DeliveryAvailabilityPage() {
  return (
    <>
      <PageIntro {...routeCopy('/delivery-availability')} />
      <div className="container delivery-page">
        <DeliveryChecker />
        <DeliveryAreas />
      </div>
    </>
  );
}
