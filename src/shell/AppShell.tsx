import { Suspense, lazy, useState, type ComponentType, type ReactNode } from 'react';
import { useAuth } from '../features/auth/useAuth.ts';
import { firstModules } from '../lib/firstModules.ts';
import { BottomNav } from './BottomNav.tsx';
import { StickyActionBar } from './StickyActionBar.tsx';
import { TopBar } from './TopBar.tsx';
import './AppShell.css';

const loadFooter = () => import('./Footer.tsx');
type FooterModule = Awaited<ReturnType<typeof loadFooter>>;

// Below the fold on every page: its code (the newsletter form, the install button) is not part of
// the first paint, while the prerendered footer is already on screen.
let Footer: ComponentType = lazy(() => loadFooter().then((module) => ({ default: module.Footer })));

// Sync has nothing to do until someone signs in: its runner loads then. Code that cannot load
// (offline before the worker kept it) leaves sync for the next visit rather than break the shell.
const SyncRunner = lazy(() =>
  import('../features/sync/SyncRunner.tsx').then(
    (module) => ({ default: module.SyncRunner }),
    (error: unknown) => {
      console.error('Could not load sync', error);
      return { default: () => null };
    },
  ),
);

/**
 * Loads the footer's code before the app hydrates, so the footer hydrates with the page. Left
 * to load on its own, a footer whose boundary received an update before its code arrived would
 * be drawn anew, and what the visitor had typed in its newsletter box would be gone.
 */
export async function preloadFooter(): Promise<void> {
  const built = firstModules()?.footer;
  Footer = (built ? ((await import(/* @vite-ignore */ built)) as FooterModule) : await loadFooter())
    .Footer;
}

export function AppShell({
  children,
  stickyActions,
}: {
  children: ReactNode;
  stickyActions: boolean;
}) {
  const { user } = useAuth();
  // Once someone was signed in, the runner stays: it stops sync when they sign out.
  const [followsAccounts, setFollowsAccounts] = useState(false);
  if (user && !followsAccounts) setFollowsAccounts(true);
  return (
    <div className={`app-shell${stickyActions ? ' app-shell--sticky-actions' : ''}`}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <TopBar />
      <main id="main" tabIndex={-1} className="app-main">
        {children}
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <StickyActionBar enabled={stickyActions} />
      <BottomNav />
      {followsAccounts ? (
        <Suspense fallback={null}>
          <SyncRunner userId={user?.id ?? null} />
        </Suspense>
      ) : null}
    </div>
  );
}
