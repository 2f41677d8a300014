import { PageIntro } from '../ui/PageIntro.tsx';

export default function TermsOfServicePage() {
  return <PageIntro path="/terms-of-service" />;
}
