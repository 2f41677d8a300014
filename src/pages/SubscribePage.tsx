import { routeCopy } from '../content/routes.ts';
import { PremiumPlans } from '../features/checkout/PremiumPlans.tsx';
import { PageIntro } from '../ui/PageIntro.tsx';

export default function SubscribePage() {
  return (
    <>
      <PageIntro {...routeCopy('/subscribe')} />
      <PremiumPlans />
    </>
  );
}
