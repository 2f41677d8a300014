import { PageIntro } from '../ui/PageIntro.tsx';

export default function HelpCenterPage() {
  return <PageIntro path="/help-center" />;
}
