import { PageIntro } from '../ui/PageIntro.tsx';

export default function ForProfessionalsPage() {
  return <PageIntro path="/for-professionals" />;
}
