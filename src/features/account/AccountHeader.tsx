import { CalendarDays, Crown, PencilLine } from 'lucide-react';
import { MEMBER_BADGE, MEMBER_SINCE } from '../../content/account.ts';
import { Button } from '../../ui/Button.tsx';
import { useAuth } from '../auth/index.ts';
import { avatarInitial, displayName } from './accountRules.ts';

interface AccountHeaderProps {
  title: string;
  onEditProfile: () => void;
}

/** The user's name (or its fallbacks), avatar initial, membership and 'Edit Profile'. */
export function AccountHeader({ title, onEditProfile }: AccountHeaderProps) {
  const { user } = useAuth();
  const name = displayName(user);
  return (
    <section className="account-header">
      <div className="container account-header__inner">
        <h1 className="account-header__page-title">{title}</h1>
        <div className="account-header__card">
          <span className="account-header__avatar" aria-hidden="true">
            {avatarInitial(name)}
          </span>
          <div className="account-header__who">
            <p className="account-header__name">{name}</p>
            <div className="account-header__meta">
              <span className="account-header__badge">
                <Crown aria-hidden="true" />
                {MEMBER_BADGE}
              </span>
              <span className="account-header__since">
                <CalendarDays aria-hidden="true" />
                {MEMBER_SINCE}
              </span>
            </div>
          </div>
          <div className="account-header__edit">
            <Button
              variant="secondary"
              size="sm"
              icon={<PencilLine aria-hidden="true" />}
              onClick={onEditProfile}
            >
              Edit Profile
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
