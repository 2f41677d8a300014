import { PageIntro } from '../ui/PageIntro.tsx';

export default function AboutPage() {
  return <PageIntro path="/about" />;
}
