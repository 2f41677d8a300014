import { PageIntro } from '../ui/PageIntro.tsx';

export default function PartnersPage() {
  return <PageIntro path="/partners" />;
}
