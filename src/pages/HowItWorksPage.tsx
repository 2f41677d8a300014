import { PageIntro } from '../ui/PageIntro.tsx';

export default function HowItWorksPage() {
  return <PageIntro path="/how-it-works" />;
}
