import { routeCopy } from '../content/routes.ts';
import { PageIntro } from '../ui/PageIntro.tsx';

export default function FeaturesPage() {
  return <PageIntro {...routeCopy('/features')} />;
}
