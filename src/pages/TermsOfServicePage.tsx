import { TERMS_OF_SERVICE } from '../content/legal.ts';
import { routeCopy } from '../content/routes.ts';
import { LegalDocument } from '../features/legal/index.ts';
import { PageIntro } from '../ui/PageIntro.tsx';

export default function TermsOfServicePage() {
  return (
    <>
      <PageIntro {...routeCopy('/terms-of-service')} />
      <LegalDocument document={TERMS_OF_SERVICE} />
    </>
  );
}
