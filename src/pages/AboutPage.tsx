import { routeCopy } from '../content/routes.ts';
import { PageIntro } from '../ui/PageIntro.tsx';

export default function AboutPage() {
  return <PageIntro {...routeCopy('/about')} />;
}
