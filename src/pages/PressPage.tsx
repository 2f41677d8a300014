import { routeCopy } from '../content/routes.ts';
import { BackToAbout, MediaInquiry, PressCoverage, PressKit } from '../features/company/index.ts';
import { PageIntro } from '../ui/PageIntro.tsx';

export default function PressPage() {
  return (
    <>
      <PageIntro {...routeCopy('/press')}>
        <BackToAbout />
      </PageIntro>
      <PressCoverage />
      <PressKit />
      <MediaInquiry />
    </>
  );
}
