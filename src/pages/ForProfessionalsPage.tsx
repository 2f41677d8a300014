import { routeCopy } from '../content/routes.ts';
import { PageIntro } from '../ui/PageIntro.tsx';

export default function ForProfessionalsPage() {
  return <PageIntro {...routeCopy('/for-professionals')} />;
}
