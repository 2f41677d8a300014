import { PageIntro } from '../ui/PageIntro.tsx';

export default function CareersPage() {
  return <PageIntro path="/careers" />;
}
