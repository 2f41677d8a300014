import { COOKIE_POLICY } from '../content/legal.ts';
import { routeCopy } from '../content/routes.ts';
import { LegalDocument } from '../features/legal/index.ts';
import { PageIntro } from '../ui/PageIntro.tsx';

export default function CookiePolicyPage() {
  return (
    <>
      <PageIntro {...routeCopy('/cookie-policy')} />
      <LegalDocument document={COOKIE_POLICY} />
    </>
  );
}
