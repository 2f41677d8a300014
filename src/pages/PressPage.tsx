import { PageIntro } from '../ui/PageIntro.tsx';

export default function PressPage() {
  return <PageIntro path="/press" />;
}
