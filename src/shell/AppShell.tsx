import type { ReactNode } from 'react';
import { useAuth } from '../features/auth/useAuth.ts';
import { SyncRunner } from '../features/sync/SyncRunner.tsx';
import { BottomNav } from './BottomNav.tsx';
import { Footer } from './Footer.tsx';
import { StickyActionBar } from './StickyActionBar.tsx';
import { TopBar } from './TopBar.tsx';
import './AppShell.css';

export function AppShell({
  children,
  stickyActions,
}: {
  children: ReactNode;
  stickyActions: boolean;
}) {
  const { user } = useAuth();
  return (
    <div className={`app-shell${stickyActions ? ' app-shell--sticky-actions' : ''}`}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <TopBar />
      <main id="main" tabIndex={-1} className="app-main">
        {children}
      </main>
      <Footer />
      <StickyActionBar enabled={stickyActions} />
      <BottomNav />
      <SyncRunner userId={user?.id ?? null} />
    </div>
  );
}
