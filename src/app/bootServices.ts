import { getDefaultStore } from 'jotai';
import { bootAuth } from '../features/auth/authBoot.ts';
import { bootOutbox, registerOutboxHandler } from '../features/outbox/index.ts';

let handlersRegistered = false;

/**
 * Tells the outbox who sends and reports each kind of queued call. The outbox knows no feature:
 * auth and checkout depend on it, never the other way. Each handler loads on first use.
 */
export function registerQueuedCallHandlers(): void {
  if (handlersRegistered) return;
  handlersRegistered = true;
  registerOutboxHandler(['sign-in', 'sign-up', 'second-step'], () =>
    import('../features/auth/authOutbox.ts').then((module) => module.authOutboxHandler),
  );
  registerOutboxHandler(['checkout'], () =>
    import('../features/checkout/checkoutOutbox.ts').then((module) => module.checkoutOutboxHandler),
  );
}

let booted = false;

/**
 * What starts right after the first render, once a visit: the stored session on screen, and
 * supabase-js and the outbox (with Dexie) only when this visit needs them (authBoot.ts,
 * outboxClient.ts). A visitor who is only reading loads neither.
 */
export function bootServices(store = getDefaultStore()): void {
  if (booted) return;
  booted = true;
  registerQueuedCallHandlers();
  const signedIn = bootAuth(store);
  // A signed-in visit looks into the queue at idle time even when the mark says none wait.
  bootOutbox({ signedIn });
}
