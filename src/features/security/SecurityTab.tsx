import { PasswordCard } from './PasswordCard.tsx';
import { TwoStepCard } from './TwoStepCard.tsx';
import './SecurityTab.css';

/** The account area's "Sign-in and security" tab: two-step sign-in and the password. */
export function SecurityTab() {
  return (
    <div className="security-tab">
      <h2 className="visually-hidden">Sign-in and security</h2>
      <TwoStepCard />
      <PasswordCard />
    </div>
  );
}
