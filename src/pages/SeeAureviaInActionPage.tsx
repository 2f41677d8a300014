import { PageIntro } from '../ui/PageIntro.tsx';

export default function SeeAureviaInActionPage() {
  return <PageIntro path="/see-aurevia-in-action" />;
}
