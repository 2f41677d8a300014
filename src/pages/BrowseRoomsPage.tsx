import { routeCopy } from '../content/routes.ts';
import { PageIntro } from '../ui/PageIntro.tsx';

export default function BrowseRoomsPage() {
  return <PageIntro {...routeCopy('/browse-rooms')} />;
}
