import { routeCopy } from '../content/routes.ts';
import { PageIntro } from '../ui/PageIntro.tsx';

export default function TryScannerPage() {
  return <PageIntro {...routeCopy('/try-scanner')} />;
}
