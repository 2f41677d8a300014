import { routeCopy } from '../content/routes.ts';
import { PageIntro } from '../ui/PageIntro.tsx';

export default function StartRoomPage() {
  return <PageIntro {...routeCopy('/start-room')} />;
}
