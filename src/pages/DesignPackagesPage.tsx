import { routeCopy } from '../content/routes.ts';
import { PageIntro } from '../ui/PageIntro.tsx';

export default function DesignPackagesPage() {
  return <PageIntro {...routeCopy('/design-packages')} />;
}
