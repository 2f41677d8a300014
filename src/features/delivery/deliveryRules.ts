/**
 * The delivery-area check (spec 01 sections 4 and 5): what may be checked, where we deliver,
 * and the words the checker shows. Pure, so the rules are tested on their own.
 */
import type { LocationFailure } from './detectLocation.ts';

/** The areas the spec names; a postcode that contains one of them (any case) is served. */
export const SERVICE_AREA_CODES = ['90210', '10001', 'SW1A', 'M1 1AA', '2000'] as const;

/** Shorter fragments the spec also accepts anywhere in the postcode. */
export const SERVICE_AREA_FRAGMENTS = ['90', '10'] as const;

/** What the auto-detect button puts in the field before it runs the check. */
export const AUTO_DETECTED_LOCATION = 'Auto-detected location';

export const DELIVERY_TEXT = {
  fieldLabel: 'Postcode or ZIP code',
  fieldHint: 'For example 90210, SW1A 1AA or M1 1AA.',
  check: 'Check Availability',
  checking: 'Checking...',
  detect: 'Auto-detect my location',
  detecting: 'Finding your location...',
  checkingTitle: 'Checking your area...',
  availableTitle: 'Great news! We deliver to your area.',
  availableText:
    'White-glove delivery and setup are available here. Standard delivery takes 5-10 business days.',
  unavailableTitle: "We don't deliver to your area yet.",
  unavailableText: "We're growing fast. Leave your email and we'll tell you when we arrive.",
  startShopping: 'Start Shopping',
  checkAnother: 'Check Another Area',
  notifyLabel: 'Email me when you deliver here',
  notify: 'Notify Me',
  notified: "Thanks! We'll notify you soon.",
} as const;

/** What the checker says when the browser gives no position; the field stays usable. */
export const LOCATION_MESSAGES: Readonly<Record<LocationFailure, string>> = {
  denied:
    'Location access is blocked for this site. Type your postcode instead, or allow location in your browser settings and try again.',
  timeout: 'Finding your location took too long. Type your postcode instead, or try again.',
  unavailable: "Your location isn't available right now. Type your postcode instead.",
  unsupported: "This browser can't share your location. Type your postcode instead.",
};

/** The postcode as it is checked: without the spaces around it. */
export function trimPostcode(postcode: string): string {
  return postcode.trim();
}

/** The button is enabled, and Enter checks, only when something is left after trimming. */
export function canCheckPostcode(postcode: string): boolean {
  return trimPostcode(postcode) !== '';
}

/** The notify e-mail needs only to be non-empty after trimming: the spec asks no format. */
export function canSendNotifyEmail(email: string): boolean {
  return email.trim() !== '';
}

/** Available when the postcode contains a service area or one of its fragments, in any case. */
export function isDeliveryAvailable(postcode: string): boolean {
  const text = trimPostcode(postcode).toUpperCase();
  if (text === '') return false;
  return [...SERVICE_AREA_CODES, ...SERVICE_AREA_FRAGMENTS].some((code) => text.includes(code));
}
