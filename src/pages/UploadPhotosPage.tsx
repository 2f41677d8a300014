import { PageIntro } from '../ui/PageIntro.tsx';

export default function UploadPhotosPage() {
  return <PageIntro path="/upload-photos" />;
}
