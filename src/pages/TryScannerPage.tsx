import { PageIntro } from '../ui/PageIntro.tsx';

export default function TryScannerPage() {
  return <PageIntro path="/try-scanner" />;
}
