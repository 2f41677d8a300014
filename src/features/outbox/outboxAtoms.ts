import { atom } from 'jotai';
import type { PendingCall } from '../../lib/outboxRules.ts';

/** Calls waiting in the outbox, oldest first. Filled by the outbox once it has started. */
export const pendingCallsAtom = atom<readonly PendingCall[]>([]);
