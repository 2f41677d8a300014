import { toast } from '../../ui/toast.ts';
import { httpStatusOf } from '../../lib/outboxRules.ts';
import { notify } from '../../ui/notify.tsx';
import { SUBSCRIPTION_LABELS, type SubscriptionPlan } from '../../lib/subscriptionTypes.ts';
import './checkoutNotices.css';

/** The checkout entries of the error catalogue (spec 02 section 8), word for word. */
export const CHECKOUT_MESSAGES = {
  signInRequired: {
    title: 'Authentication Required',
    description: 'Please sign in to subscribe to a plan.',
  },
  failed: { title: 'Error', description: 'Failed to start checkout. Please try again.' },
} as const;

export function notifySignInRequired(): void {
  notify({ ...CHECKOUT_MESSAGES.signInRequired, variant: 'destructive' });
}

export function notifyCheckoutFailed(error: unknown): void {
  console.error('Checkout failed', error);
  notify({ ...CHECKOUT_MESSAGES.failed, variant: 'destructive' });
}

/** The server refused the user (401) or the account that asked has signed out since. */
export function isSignInRequired(error: unknown): boolean {
  const name = typeof error === 'object' && error !== null ? (error as Error).name : undefined;
  return name === 'CheckoutSignedOutError' || httpStatusOf(error) === 401;
}

/**
 * Opens the checkout in a new tab. `noopener` is not passed as a feature because the browser
 * then returns null even when the tab opened, which would hide a blocked popup; the opener
 * is cut by hand instead. Returns false when the browser blocked it and the toast was offered.
 */
export function openCheckout(url: string, planType: SubscriptionPlan): boolean {
  const opened = window.open(url, '_blank');
  if (opened) {
    opened.opener = null;
    return true;
  }
  offerCheckout(url, planType);
  return false;
}

/**
 * Without a user gesture (a call replayed when the connection returned) a popup would be
 * blocked: the toast waits until dismissed, and its button is the gesture that opens it.
 */
export function offerCheckout(url: string, planType: SubscriptionPlan): void {
  toast(
    (current) => (
      <span className="checkout-toast">
        <span className="app-toast__title">Your checkout is ready</span>
        <span>{SUBSCRIPTION_LABELS[planType]}: finish paying in a new tab.</span>
        <span className="checkout-toast__actions">
          <button
            type="button"
            className="checkout-toast__open"
            onClick={() => {
              const opened = window.open(url, '_blank');
              if (opened) opened.opener = null;
              toast.dismiss(current.id);
            }}
          >
            Open checkout
          </button>
          <button
            type="button"
            className="checkout-toast__dismiss"
            onClick={() => toast.dismiss(current.id)}
          >
            Not now
          </button>
        </span>
      </span>
    ),
    { id: `checkout:${url}`, duration: Infinity },
  );
}
