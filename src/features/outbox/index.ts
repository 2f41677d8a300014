// What other features may use of the outbox feature.
export {
  startOutbox,
  bootOutbox,
  queueAuthCall,
  queueSecondStep,
  queueCheckout,
  cancelPendingCall,
  cancelPendingCalls,
  clearAccountCalls,
  registerOutboxHandler,
  type OutboxBootOptions,
} from './outboxClient.ts';
export type { OutboxHandler, OutboxHandlerLoader } from './outboxHandlers.ts';
export { pendingCallsAtom } from './outboxAtoms.ts';
