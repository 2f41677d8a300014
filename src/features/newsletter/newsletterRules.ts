/** Shown when the address does not look like an e-mail address. */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address.';
export const SUBSCRIBED_TITLE = "You're all set!";
export const SUBSCRIBED_MESSAGE =
  'Thanks for subscribing! Check your inbox for a welcome email with exclusive design tips.';

/** One "@", something before it, and a dotted domain after it, with no spaces anywhere. */
export function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value.trim());
}
