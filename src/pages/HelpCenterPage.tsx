import { routeCopy } from '../content/routes.ts';
import { HelpCenter } from '../features/help/index.ts';

export default function HelpCenterPage() {
  return <HelpCenter {...routeCopy('/help-center')} />;
}
