import { routeCopy } from '../content/routes.ts';
import {
  BackToAbout,
  PartnerIndustries,
  PartnerInquiry,
  PartnershipOptions,
  SuccessStories,
} from '../features/company/index.ts';
import { buttonClass } from '../ui/Button.tsx';
import { PageIntro } from '../ui/PageIntro.tsx';

export default function PartnersPage() {
  return (
    <>
      <PageIntro {...routeCopy('/partners')}>
        <BackToAbout />
        <div className="company-intro-actions">
          <a href="#partner-inquiry" className={buttonClass({ size: 'lg' })}>
            <span>Become a Partner</span>
          </a>
        </div>
      </PageIntro>
      <PartnerIndustries />
      <SuccessStories />
      <PartnershipOptions />
      <PartnerInquiry />
    </>
  );
}
