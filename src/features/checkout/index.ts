// What other features may use of the checkout feature.
export { CheckoutSignedOutError, createCheckout, ensureSignedInAs } from './createCheckout.ts';
export {
  CHECKOUT_MESSAGES,
  isSignInRequired,
  notifyCheckoutFailed,
  notifySignInRequired,
  offerCheckout,
  openCheckout,
} from './checkoutNotices.tsx';
