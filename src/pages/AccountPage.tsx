import { PageIntro } from '../ui/PageIntro.tsx';

export default function AccountPage() {
  return <PageIntro path="/account" />;
}
