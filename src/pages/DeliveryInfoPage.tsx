import { PageIntro } from '../ui/PageIntro.tsx';

export default function DeliveryInfoPage() {
  return <PageIntro path="/delivery-info" />;
}
