import { routeCopy } from '../content/routes.ts';
import {
  DeliveryNextSteps,
  DeliverySteps,
  IncludedServices,
  ShippingDetails,
} from '../features/delivery/index.ts';
import { PageIntro } from '../ui/PageIntro.tsx';

export default function DeliveryInfoPage() {
  return (
    <>
      <PageIntro {...routeCopy('/delivery-info')} />
      <DeliverySteps />
      <IncludedServices />
      <ShippingDetails />
      <DeliveryNextSteps />
    </>
  );
}
