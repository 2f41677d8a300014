import { Workbox } from 'workbox-window';
import { TAKEOVER_FALLBACK_MS } from './timing.ts';

/**
 * The service worker's registration and updates (lib/pwa.ts loads this after the first paint):
 * registers /sw.js, tells the page when a new version waits, and hands over to it on request.
 */

/** An installed app left open for days should still hear about new versions. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

let workbox: Workbox | null = null;
let registration: ServiceWorkerRegistration | null = null;
let reloadRequested = false;

/**
 * Registers the worker; `onUpdate` is told each time a new version waits to take over. Resolves
 * once the app is installed, or the worker refused for good. Rejects when the worker's script or
 * the app's files could not be fetched (the network went meanwhile): a later call tries again.
 */
export async function registerWorker(onUpdate: () => void): Promise<void> {
  if (workbox) return;
  // The connectivity state starts with the worker, whose messages and precached pages it reads:
  // loaded here, it weighs nothing on the first paint.
  void loadConnectivity().catch(ignoreMissingCode);
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

  try {
    registration = (await wb.register()) ?? null;
    if (registration) await firstInstall(registration);
  } catch (error: unknown) {
    // A script that could not be fetched is a TypeError; a browser that refuses the worker
    // (disabled by policy, a private window) says so otherwise. Refused, the app still works,
    // only not offline, and says nothing more than this.
    if (!(error instanceof TypeError)) {
      console.warn('Working online only: the service worker was refused', error);
      return;
    }
    workbox = null;
    registration = null;
    throw error;
  }
  checkForUpdatesWhenVisible(wb);
}

/**
 * Resolves once the app's first worker has installed; rejects with a TypeError when its install
 * failed (the network went while it fetched the app's files: the browser then drops the
 * registration, and the files it kept wait for the next install). An update's install does not
 * count: the app already works offline, and the browser tries the update again itself.
 */
function firstInstall(found: ServiceWorkerRegistration): Promise<void> {
  const installing = found.installing;
  if (found.active || found.waiting || !installing) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const settle = () => {
      if (installing.state === 'redundant') {
        installing.removeEventListener('statechange', settle);
        reject(new TypeError('The service worker could not install'));
      } else if (installing.state !== 'installing') {
        installing.removeEventListener('statechange', settle);
        resolve();
      }
    };
    installing.addEventListener('statechange', settle);
    settle();
  });
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

function checkForUpdatesWhenVisible(wb: Workbox): void {
  let lastCheck = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible') return;
    if (Date.now() - lastCheck < UPDATE_CHECK_INTERVAL_MS) return;
    void loadConnectivity().then((connectivity) => {
      if (!connectivity.isOnline() || Date.now() - lastCheck < UPDATE_CHECK_INTERVAL_MS) return;
      lastCheck = Date.now();
      // The check's fate is evidence too: it fails without a network.
      wb.update().then(
        () => connectivity.reportAnswer(),
        () => connectivity.reportNoAnswer(),
      );
    }, ignoreMissingCode);
  });
}

const loadConnectivity = () =>
  import('./connectivityMonitor.ts').then((module) => module.connectivity);

/** A module that could not be fetched: the next occasion asks again. */
function ignoreMissingCode(): void {}
