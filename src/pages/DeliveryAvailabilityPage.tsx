import { PageIntro } from '../ui/PageIntro.tsx';

export default function DeliveryAvailabilityPage() {
  return <PageIntro path="/delivery-availability" />;
}
