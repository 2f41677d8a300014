import { routeCopy } from '../content/routes.ts';
import { PageIntro } from '../ui/PageIntro.tsx';

export default function HowItWorksPage() {
  return <PageIntro {...routeCopy('/how-it-works')} />;
}
