import { PageIntro } from '../ui/PageIntro.tsx';

export default function PricingPage() {
  return <PageIntro path="/pricing" />;
}
