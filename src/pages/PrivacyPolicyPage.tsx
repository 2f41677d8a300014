import { PageIntro } from '../ui/PageIntro.tsx';

export default function PrivacyPolicyPage() {
  return <PageIntro path="/privacy-policy" />;
}
