import { routeCopy } from '../content/routes.ts';
import { PageIntro } from '../ui/PageIntro.tsx';

export default function OnboardingPage() {
  return <PageIntro {...routeCopy('/onboarding')} />;
}
