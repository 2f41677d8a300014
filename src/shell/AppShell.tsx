import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { useAuth } from '../features/auth/useAuth.ts';
import { firstModules, importBuilt } from '../lib/firstModules.ts';
import { SyncRunner } from '../features/sync/SyncRunner.tsx';
import { BottomNav } from './BottomNav.tsx';
import { StickyActionBar } from './StickyActionBar.tsx';
import { TopBar } from './TopBar.tsx';
import './AppShell.css';

const loadFooter = () => import('./Footer.tsx');
type FooterModule = Awaited<ReturnType<typeof loadFooter>>;

// Below the fold on every page: its code (the newsletter form, the install button) is not part of
// the first paint, while the prerendered footer is already on screen.
let Footer: ComponentType = lazy(() => loadFooter().then((module) => ({ default: module.Footer })));

/**
 * Loads the footer's code before the app hydrates, so the footer hydrates with the page. Left
 * to load on its own, a footer whose boundary received an update before its code arrived would
 * be drawn anew, and what the visitor had typed in its newsletter box would be gone.
 */
export async function preloadFooter(): Promise<void> {
  const built = firstModules()?.footer;
  Footer = (built ? await importBuilt<FooterModule>(built) : await loadFooter()).Footer;
}

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
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <StickyActionBar enabled={stickyActions} />
      <BottomNav />
      <SyncRunner userId={user?.id ?? null} />
    </div>
  );
}
