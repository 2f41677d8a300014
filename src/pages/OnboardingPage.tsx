import { PageIntro } from '../ui/PageIntro.tsx';

export default function OnboardingPage() {
  return <PageIntro path="/onboarding" />;
}
