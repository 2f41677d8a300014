import { useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { KeyRound } from 'lucide-react';
import { ButtonLink } from '../../ui/Button.tsx';
import { OnceTabShown, Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/Tabs.tsx';
import { secondStepDueAtom, useAuth } from '../auth/index.ts';
import { SecurityTab } from '../security/index.ts';
import { AccountHeader } from './AccountHeader.tsx';
import { DesignsTab } from './DesignsTab.tsx';
import { DeviceDataCard } from './DeviceDataCard.tsx';
import { MessagesTab } from './MessagesTab.tsx';
import { OrdersTab } from './OrdersTab.tsx';
import { OverviewTab } from './OverviewTab.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import { SubscriptionCard } from './SubscriptionCard.tsx';
import { SupportTab } from './SupportTab.tsx';
import { TrackPackageDialog } from './TrackPackageDialog.tsx';
import './AccountArea.css';

export const ACCOUNT_TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'designs', label: 'My Designs' },
  { value: 'orders', label: 'Orders' },
  { value: 'messages', label: 'Messages' },
  { value: 'account', label: 'Account' },
  { value: 'security', label: 'Sign-in and security' },
  { value: 'support', label: 'Support' },
] as const;

export type AccountTab = (typeof ACCOUNT_TABS)[number]['value'];

function isAccountTab(value: string): value is AccountTab {
  return ACCOUNT_TABS.some((tab) => tab.value === value);
}

/** The account area (spec 02 section 2): the header and its tabs. */
export function AccountArea({ title }: { title: string }) {
  const { user } = useAuth();
  const secondStepDue = useAtomValue(secondStepDueAtom);
  const [tab, setTab] = useState<AccountTab>('overview');
  const [tracking, setTracking] = useState<string | null>(null);
  const fullName = useRef<HTMLInputElement>(null);
  const focusNameOnShow = useRef(false);

  const editProfile = () => {
    focusNameOnShow.current = true;
    setTab('account');
    // The Account tab's panel mounts on this render; its field takes focus right after.
    requestAnimationFrame(() => {
      if (!focusNameOnShow.current) return;
      focusNameOnShow.current = false;
      fullName.current?.focus();
    });
  };

  return (
    <>
      {secondStepDue ? <FinishSignIn /> : null}
      <AccountHeader title={title} onEditProfile={editProfile} />
      <div className="container account-body">
        <Tabs
          value={tab}
          onValueChange={(value) => {
            if (isAccountTab(value)) setTab(value);
          }}
        >
          <TabsList aria-label="Account sections" className="account-tabs">
            {ACCOUNT_TABS.map((item) => (
              <TabsTrigger key={item.value} value={item.value}>
                {item.label}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="overview">
            <OverviewTab onShowTab={setTab} onTrack={setTracking} />
          </TabsContent>
          <TabsContent value="designs">
            <DesignsTab />
          </TabsContent>
          <TabsContent value="orders">
            <OrdersTab onTrack={setTracking} />
          </TabsContent>
          <TabsContent value="messages">
            <MessagesTab />
          </TabsContent>
          <TabsContent value="account">
            <div className="account-settings">
              <section className="account-card" aria-labelledby="profile-title">
                <h2 id="profile-title" className="account-block__title">
                  Profile
                </h2>
                <ProfileForm ref={fullName} user={user} />
              </section>
              <SubscriptionCard />
              <OnceTabShown>
                <DeviceDataCard />
              </OnceTabShown>
            </div>
          </TabsContent>
          <TabsContent value="security">
            <OnceTabShown>
              <SecurityTab />
            </OnceTabShown>
          </TabsContent>
          <TabsContent value="support">
            <SupportTab />
          </TabsContent>
        </Tabs>
      </div>
      <TrackPackageDialog orderId={tracking} onClose={() => setTracking(null)} />
    </>
  );
}

/**
 * A password sign-in that still owes its code is not a signed-in account: the area says so and
 * leads back to the code step.
 */
function FinishSignIn() {
  return (
    <div className="container account-finish-wrap">
      <div className="account-finish" role="status">
        <KeyRound aria-hidden="true" />
        <p>
          Your sign-in isn't finished: enter the code from your authenticator app to see your
          account.
        </p>
        <ButtonLink href="/auth" size="sm">
          Enter code
        </ButtonLink>
      </div>
    </div>
  );
}
