import { routeCopy } from '../content/routes.ts';
import { PageIntro } from '../ui/PageIntro.tsx';

export default function CookiePolicyPage() {
  return <PageIntro {...routeCopy('/cookie-policy')} />;
}
