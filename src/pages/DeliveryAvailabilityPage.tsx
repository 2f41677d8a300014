import { routeCopy } from '../content/routes.ts';
import { PageIntro } from '../ui/PageIntro.tsx';

export default function DeliveryAvailabilityPage() {
  return <PageIntro {...routeCopy('/delivery-availability')} />;
}
