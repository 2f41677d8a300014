import { PRIVACY_POLICY } from '../content/legal.ts';
import { routeCopy } from '../content/routes.ts';
import { LegalDocument } from '../features/legal/index.ts';
import { PageIntro } from '../ui/PageIntro.tsx';

export default function PrivacyPolicyPage() {
  return (
    <>
      <PageIntro {...routeCopy('/privacy-policy')} />
      <LegalDocument document={PRIVACY_POLICY} />
    </>
  );
}
