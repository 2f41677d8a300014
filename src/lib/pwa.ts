import { atom, type getDefaultStore } from 'jotai';
import { TAKEOVER_FALLBACK_MS } from './timing.ts';

type Store = ReturnType<typeof getDefaultStore>;

/** Chromium's install prompt event; the DOM typings do not include it. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

declare global {
  interface WindowEventMap {
    beforeinstallprompt: BeforeInstallPromptEvent;
  }
}

/** True once a new version of the app is installed and waits for the user to accept it. */
export const updateAvailableAtom = atom(false);

/** The deferred install prompt, kept so our own "Install app" button can show it later. */
export const installPromptAtom = atom<BeforeInstallPromptEvent | null>(null);

let installStore: Store | null = null;
let earlyInstallPrompt: BeforeInstallPromptEvent | null = null;

// Attached when the module loads, not when the worker registers: the browser fires the
// prompt once per page and may do so before the page has finished loading.
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keeps the browser's own banner away; the app shows its "Install app" button instead.
    event.preventDefault();
    if (installStore) installStore.set(installPromptAtom, event);
    else earlyInstallPrompt = event;
  });
  window.addEventListener('appinstalled', () => {
    earlyInstallPrompt = null;
    installStore?.set(installPromptAtom, null);
  });
}

/**
 * Registers the service worker in production builds (the dev server has none) and hands the
 * browser's install prompt to `store`. Call once, after the first paint.
 */
export function registerServiceWorker(store: Store): void {
  installStore = store;
  if (earlyInstallPrompt) {
    store.set(installPromptAtom, earlyInstallPrompt);
    earlyInstallPrompt = null;
  }
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const onUpdate = () => store.set(updateAvailableAtom, true);
  // workbox-window and the update logic stay out of the first paint; nothing needs them before.
  // A first visit whose network goes just as they or the worker's script are asked for would
  // otherwise never install the app in this visit: it tries again when the network returns.
  const attempt = () =>
    workerRegistration()
      .then(({ registerWorker }) => registerWorker(onUpdate))
      .catch(() => onceBack(attempt));
  void attempt();
}

/**
 * Calls `then` once, the next time the browser says the network is back or the page is shown
 * again (a network that went without the browser noticing never says it is back).
 */
function onceBack(then: () => void): void {
  const back = () => {
    if (document.visibilityState !== 'visible') return;
    window.removeEventListener('online', back);
    document.removeEventListener('visibilitychange', back);
    then();
  };
  window.addEventListener('online', back);
  document.addEventListener('visibilitychange', back);
}

const workerRegistration = () => import('./serviceWorkerRegistration.ts');

/**
 * Lets the waiting worker take over, then reloads once so the page runs the new version. When
 * the registration's code cannot be loaded (a file the old version's precache no longer holds,
 * or a network that went), the page asks the waiting worker itself: "Reload" never does nothing.
 */
export function applyUpdate(reload: () => void = () => window.location.reload()): Promise<void> {
  return workerRegistration().then(
    ({ applyWaitingUpdate }) => applyWaitingUpdate(),
    () => takeOverWithoutWorkbox(reload),
  );
}

/** The same hand-over as workbox-window's, through the browser's own API. */
async function takeOverWithoutWorkbox(reload: () => void): Promise<void> {
  const waiting = await navigator.serviceWorker
    ?.getRegistration()
    .then((found) => found?.waiting ?? null)
    .catch(() => null);
  if (!waiting) {
    reload();
    return;
  }
  let reloaded = false;
  const once = () => {
    if (reloaded) return;
    reloaded = true;
    reload();
  };
  navigator.serviceWorker.addEventListener('controllerchange', once, { once: true });
  waiting.postMessage({ type: 'SKIP_WAITING' });
  window.setTimeout(once, TAKEOVER_FALLBACK_MS);
}

interface NavigatorWithStandalone {
  /** Only Safari on iPhone and iPad defines it: true when opened from the Home Screen. */
  standalone?: boolean;
}

/** Whether the app runs installed, in its own window, rather than in a browser tab. */
export function isStandalone(
  win: Pick<Window, 'matchMedia'> & {
    navigator: Partial<Navigator> & NavigatorWithStandalone;
  } = window,
): boolean {
  if (win.navigator.standalone === true) return true;
  return (
    typeof win.matchMedia === 'function' && win.matchMedia('(display-mode: standalone)').matches
  );
}

const OTHER_IOS_BROWSERS =
  /CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|GSA\/|YaBrowser|DuckDuckGo|Brave|FBAN|FBAV|Instagram|Line\//;

/**
 * Whether the page is open in a Safari tab on an iPhone, iPad or iPod, the one place where
 * installing means the Share menu's "Add to Home Screen" (there is no `beforeinstallprompt`).
 * iPadOS presents itself as a Mac, so a Mac with a touch screen counts as an iPad.
 */
export function isIosSafari(userAgent: string, standalone: boolean, maxTouchPoints = 0): boolean {
  if (standalone) return false;
  const iosDevice =
    /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  if (!iosDevice) return false;
  return /Version\/[\d.]+.*Safari\//.test(userAgent) && !OTHER_IOS_BROWSERS.test(userAgent);
}
