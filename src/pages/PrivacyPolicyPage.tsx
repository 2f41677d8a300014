import { routeCopy } from '../content/routes.ts';
import { PageIntro } from '../ui/PageIntro.tsx';

export default function PrivacyPolicyPage() {
  return <PageIntro {...routeCopy('/privacy-policy')} />;
}
