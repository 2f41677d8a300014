import { routeCopy } from '../content/routes.ts';
import { PageIntro } from '../ui/PageIntro.tsx';

export default function DeliveryInfoPage() {
  return <PageIntro {...routeCopy('/delivery-info')} />;
}
