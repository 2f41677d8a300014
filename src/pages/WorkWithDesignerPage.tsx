import { routeCopy } from '../content/routes.ts';
import { PageIntro } from '../ui/PageIntro.tsx';

export default function WorkWithDesignerPage() {
  return <PageIntro {...routeCopy('/work-with-designer')} />;
}
