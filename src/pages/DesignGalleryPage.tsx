import { routeCopy } from '../content/routes.ts';
import { PageIntro } from '../ui/PageIntro.tsx';

export default function DesignGalleryPage() {
  return <PageIntro {...routeCopy('/design-gallery')} />;
}
