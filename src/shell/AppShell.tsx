import { Suspense, lazy, type ReactNode } from 'react';
import { useAuth } from '../features/auth/useAuth.ts';
import { SyncRunner } from '../features/sync/SyncRunner.tsx';
import { BottomNav } from './BottomNav.tsx';
import { StickyActionBar } from './StickyActionBar.tsx';
import { TopBar } from './TopBar.tsx';
import './AppShell.css';

// Below the fold on every page: its code (the newsletter form, the install button) loads after
// the page's, while the prerendered footer is already on screen.
const Footer = lazy(() => import('./Footer.tsx').then((module) => ({ default: module.Footer })));

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
      {/* Hydrated on its own, after the page, in a short task of its own. */}
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <StickyActionBar enabled={stickyActions} />
      <BottomNav />
      <SyncRunner userId={user?.id ?? null} />
    </div>
  );
}
