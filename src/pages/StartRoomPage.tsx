import { routeCopy } from '../content/routes.ts';
import { CaptureChooser } from '../features/scan/index.ts';
import { PageIntro } from '../ui/PageIntro.tsx';
import './StartRoomPage.css';

export default function StartRoomPage() {
  return (
    <>
      <PageIntro {...routeCopy('/start-room')} />
      <div className="container start-room">
        <CaptureChooser />
      </div>
    </>
  );
}
