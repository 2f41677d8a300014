import { PageIntro } from '../ui/PageIntro.tsx';

export default function DesignDashboardPage() {
  return <PageIntro path="/design-dashboard" />;
}
