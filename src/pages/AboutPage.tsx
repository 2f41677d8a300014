import { routeCopy } from '../content/routes.ts';
import {
  AboutCallToAction,
  AboutMission,
  AboutStory,
  AboutTeam,
} from '../features/company/index.ts';
import { PageIntro } from '../ui/PageIntro.tsx';

export default function AboutPage() {
  return (
    <>
      <PageIntro {...routeCopy('/about')} />
      <AboutStory />
      <AboutMission />
      <AboutTeam />
      <AboutCallToAction />
    </>
  );
}
