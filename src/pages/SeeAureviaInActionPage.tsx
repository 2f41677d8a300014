import { routeCopy } from '../content/routes.ts';
import { PageIntro } from '../ui/PageIntro.tsx';

export default function SeeAureviaInActionPage() {
  return <PageIntro {...routeCopy('/see-aurevia-in-action')} />;
}
