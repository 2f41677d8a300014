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
} from './outboxClient.ts';
export { pendingCallsAtom } from './outboxAtoms.ts';
