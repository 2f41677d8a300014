import { PageIntro } from '../ui/PageIntro.tsx';

export default function WorkWithDesignerPage() {
  return <PageIntro path="/work-with-designer" />;
}
