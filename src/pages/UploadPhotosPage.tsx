import { routeCopy } from '../content/routes.ts';
import { PageIntro } from '../ui/PageIntro.tsx';

export default function UploadPhotosPage() {
  return <PageIntro {...routeCopy('/upload-photos')} />;
}
