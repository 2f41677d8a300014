import { PageIntro } from '../ui/PageIntro.tsx';

export default function AuthPage() {
  return <PageIntro path="/auth" />;
}
