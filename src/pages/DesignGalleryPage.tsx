import { PageIntro } from '../ui/PageIntro.tsx';

export default function DesignGalleryPage() {
  return <PageIntro path="/design-gallery" />;
}
