export { AboutCallToAction, AboutMission, AboutStory, AboutTeam } from './About.tsx';
export { BackToAbout } from './BackToAbout.tsx';
export { CareersBenefits, OpenPositions } from './Careers.tsx';
export { MediaInquiry, PartnerInquiry } from './InquiryForms.tsx';
export { PartnershipOptions, PartnerIndustries, SuccessStories } from './Partners.tsx';
export { PressCoverage, PressKit } from './Press.tsx';
