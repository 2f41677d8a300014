import { routeCopy } from '../content/routes.ts';
import {
  FloatingChatButton,
  PhotoTips,
  UploadHelp,
  UploadLanding,
} from '../features/upload/index.ts';
import './UploadPhotosPage.css';

export default function UploadPhotosPage() {
  return (
    <>
      <UploadLanding {...routeCopy('/upload-photos')} />
      <div className="container upload-photos__more">
        <PhotoTips />
        <UploadHelp />
      </div>
      <FloatingChatButton />
    </>
  );
}
