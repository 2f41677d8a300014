import { routeCopy } from '../content/routes.ts';
import { PageIntro } from '../ui/PageIntro.tsx';

export default function HelpCenterPage() {
  return <PageIntro {...routeCopy('/help-center')} />;
}
