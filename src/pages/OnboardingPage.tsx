import { routeCopy } from '../content/routes.ts';
import { Onboarding } from '../features/onboarding/index.ts';
import { PageIntro } from '../ui/PageIntro.tsx';
import './OnboardingPage.css';

export default function OnboardingPage() {
  return (
    <>
      <PageIntro {...routeCopy('/onboarding')} />
      <div className="container onboarding-page">
        <Onboarding />
      </div>
    </>
  );
}
