import { PageIntro } from '../ui/PageIntro.tsx';

export default function BrowseRoomsPage() {
  return <PageIntro path="/browse-rooms" />;
}
