import { routeCopy } from '../content/routes.ts';
import { PageIntro } from '../ui/PageIntro.tsx';

export default function DesignDashboardPage() {
  return <PageIntro {...routeCopy('/design-dashboard')} />;
}
