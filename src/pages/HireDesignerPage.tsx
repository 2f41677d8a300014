import { routeCopy } from '../content/routes.ts';
import { PageIntro } from '../ui/PageIntro.tsx';

export default function HireDesignerPage() {
  return <PageIntro {...routeCopy('/hire-designer')} />;
}
