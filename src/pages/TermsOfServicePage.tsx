import { routeCopy } from '../content/routes.ts';
import { PageIntro } from '../ui/PageIntro.tsx';

export default function TermsOfServicePage() {
  return <PageIntro {...routeCopy('/terms-of-service')} />;
}
