import { routeCopy } from '../content/routes.ts';
import { AccountArea } from '../features/account/AccountArea.tsx';

export default function AccountPage() {
  return <AccountArea title={routeCopy('/account').title} />;
}
