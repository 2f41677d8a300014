import { PageIntro } from '../ui/PageIntro.tsx';

export default function ReviewsPage() {
  return <PageIntro path="/reviews" />;
}
