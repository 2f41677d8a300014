import { PageIntro } from '../ui/PageIntro.tsx';

export default function DashboardPage() {
  return <PageIntro path="/dashboard" />;
}
