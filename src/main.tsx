import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { getDefaultStore } from 'jotai';
import { AppRoot } from './app/AppRoot.tsx';
import { preloadPage } from './app/pages.ts';
import { findRoute } from './app/routeTable.ts';
import { isUnlocked } from './features/gate/gateLogic.ts';
import { beginHydration } from './lib/hydration.ts';
import { registerServiceWorker } from './lib/pwa.ts';
import './ui/base.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// index.html's inline script has already shown the prerendered page or kept it hidden behind
// the gate; the same check here decides between hydrating that page and drawing the gate.
const unlocked = isUnlocked(sessionStorage);
if (unlocked && root.firstElementChild) {
  // The page's module is already on its way (the prerendered HTML preloads it).
  await preloadPage(findRoute(window.location.pathname)?.path);
  // As a transition, hydration works in short slices between which the browser can paint and
  // answer input; a tap meanwhile hydrates its part of the page at once and is then handled.
  beginHydration(['page', 'footer']);
  startTransition(() => {
    hydrateRoot(root, <AppRoot unlocked />);
  });
} else {
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
