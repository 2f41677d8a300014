import { PageIntro } from '../ui/PageIntro.tsx';

export default function StartRoomPage() {
  return <PageIntro path="/start-room" />;
}
