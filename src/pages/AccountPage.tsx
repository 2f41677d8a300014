import { routeCopy } from '../content/routes.ts';
import { PageIntro } from '../ui/PageIntro.tsx';

export default function AccountPage() {
  return <PageIntro {...routeCopy('/account')} />;
}
