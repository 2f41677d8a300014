import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { getDefaultStore } from 'jotai';
import { AppRoot } from './app/AppRoot.tsx';
import { PAGE_LOADERS, loadNotFoundPage } from './app/pageLoaders.ts';
import { installPageLoaders, preloadPage } from './app/pages.ts';
import { findRoute } from './app/routeTable.ts';
import { discardHeldInput } from './lib/heldInputQueue.ts';
import { beginHydration } from './lib/hydration.ts';
import { registerServiceWorker } from './lib/pwa.ts';
import { preloadFooter } from './shell/AppShell.tsx';
import './ui/base.css';

installPageLoaders(PAGE_LOADERS, loadNotFoundPage);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// index.html's inline script has already read the unlock flag: it shows the prerendered page
// (removing data-gate) or keeps it hidden behind the gate. Its answer decides here too, so the
// gate's own code stays out of the first paint.
const unlocked = !document.documentElement.hasAttribute('data-gate');
if (unlocked && root.firstElementChild) {
  // The page's and the footer's modules are already on their way (the prerendered HTML preloads
  // them): both hydrate with their code at hand. A footer that cannot load is drawn later.
  await Promise.all([
    preloadPage(findRoute(window.location.pathname)?.path),
    preloadFooter().catch(() => undefined),
  ]);
  // As a transition, hydration works in short slices between which the browser can paint and
  // answer input; a tap meanwhile hydrates its part of the page at once and is then handled.
  beginHydration(['page', 'footer']);
  startTransition(() => {
    hydrateRoot(root, <AppRoot unlocked />);
  });
} else {
  // Whatever was tapped on markup that is not hydrated is gone with it.
  discardHeldInput();
  root.replaceChildren();
  document.documentElement.removeAttribute('data-gate');
  // Nothing prerendered waits for hydration here: the gate (or a page without prerendered
  // markup) is drawn by the app itself.
  document.documentElement.setAttribute('data-ready', '');
  createRoot(root).render(<AppRoot unlocked={unlocked} />);
}

const store = getDefaultStore();
// The worker is not needed for first paint; registering after load keeps it off the critical path.
if (document.readyState === 'complete') registerServiceWorker(store);
else window.addEventListener('load', () => registerServiceWorker(store), { once: true });
