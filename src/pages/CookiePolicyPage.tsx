import { PageIntro } from '../ui/PageIntro.tsx';

export default function CookiePolicyPage() {
  return <PageIntro path="/cookie-policy" />;
}
