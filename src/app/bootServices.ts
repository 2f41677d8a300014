import { getDefaultStore } from 'jotai';
import { bootAuth } from '../features/auth/authBoot.ts';
import { bootOutbox } from '../features/outbox/index.ts';

let booted = false;

/**
 * What starts right after the first render, once a visit: the stored session on screen, and
 * supabase-js and the outbox (with Dexie) only when this visit needs them (authBoot.ts,
 * outboxClient.ts). A visitor who is only reading loads neither.
 */
export function bootServices(store = getDefaultStore()): void {
  if (booted) return;
  booted = true;
  bootAuth(store);
  bootOutbox();
}
