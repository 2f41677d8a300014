import { Workbox } from 'workbox-window';
import type { ConnectivityMonitor } from './connectivityMonitor.ts';

/**
 * The service worker's registration and updates (lib/pwa.ts loads this after the first paint):
 * registers /sw.js, tells the page when a new version waits, and hands over to it on request.
 */

/** An installed app left open for days should still hear about new versions. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** If the new worker never takes over, reload anyway: navigation waits for it to activate. */
const TAKEOVER_FALLBACK_MS = 3000;

let workbox: Workbox | null = null;
let registration: ServiceWorkerRegistration | null = null;
let reloadRequested = false;

/** `onUpdate` is told each time a new version waits to take over. */
export function registerWorker(onUpdate: () => void): void {
  if (workbox) return;
  // The connectivity state starts with the worker, whose messages and precached pages it reads:
  // loaded here, it weighs nothing on the first paint.
  const monitor = import('./connectivityMonitor.ts').then((module) => module.connectivity);
  const wb = new Workbox('/sw.js', { scope: '/' });
  workbox = wb;
  let hadController = navigator.serviceWorker.controller !== null;

  wb.addEventListener('waiting', () => onUpdate());
  wb.addEventListener('controlling', () => {
    if (reloadRequested) {
      window.location.reload();
      return;
    }
    // Another tab accepted the update: this page now runs old code under the new worker,
    // whose precache no longer holds the old chunks, so offer the reload here too.
    if (hadController) onUpdate();
    hadController = true;
  });

  // A browser may refuse the worker (disabled by policy or in a private window): the app still
  // works, only not offline, and says nothing more than this.
  wb.register().then(
    (found) => {
      registration = found ?? null;
    },
    (error: unknown) => console.warn('Working online only: the service worker was refused', error),
  );
  checkForUpdatesWhenVisible(wb, monitor);
}

export function applyWaitingUpdate(): void {
  if (reloadRequested) return;
  reloadRequested = true;
  if (!workbox || !registration?.waiting) {
    window.location.reload();
    return;
  }
  workbox.messageSkipWaiting();
  window.setTimeout(() => window.location.reload(), TAKEOVER_FALLBACK_MS);
}

function checkForUpdatesWhenVisible(wb: Workbox, monitor: Promise<ConnectivityMonitor>): void {
  let lastCheck = Date.now();
  document.addEventListener('visibilitychange', () => {
    void monitor.then((connectivity) => {
      if (document.visibilityState !== 'visible' || !connectivity.isOnline()) return;
      if (Date.now() - lastCheck < UPDATE_CHECK_INTERVAL_MS) return;
      lastCheck = Date.now();
      // The check's fate is evidence too: it fails without a network.
      wb.update().then(
        () => connectivity.reportAnswer(),
        () => connectivity.reportNoAnswer(),
      );
    });
  });
}
