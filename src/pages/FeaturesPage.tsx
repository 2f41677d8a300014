import { PageIntro } from '../ui/PageIntro.tsx';

export default function FeaturesPage() {
  return <PageIntro path="/features" />;
}
