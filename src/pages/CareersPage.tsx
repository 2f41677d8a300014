import { routeCopy } from '../content/routes.ts';
import { BackToAbout, CareersBenefits, OpenPositions } from '../features/company/index.ts';
import { buttonClass } from '../ui/Button.tsx';
import { PageIntro } from '../ui/PageIntro.tsx';

export default function CareersPage() {
  return (
    <>
      <PageIntro {...routeCopy('/careers')}>
        <BackToAbout />
        <div className="company-intro-actions">
          <a href="#positions" className={buttonClass({ size: 'lg' })}>
            <span>See Open Positions</span>
          </a>
        </div>
      </PageIntro>
      <CareersBenefits />
      <OpenPositions />
    </>
  );
}
