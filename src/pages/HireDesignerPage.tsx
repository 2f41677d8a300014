import { PageIntro } from '../ui/PageIntro.tsx';

export default function HireDesignerPage() {
  return <PageIntro path="/hire-designer" />;
}
