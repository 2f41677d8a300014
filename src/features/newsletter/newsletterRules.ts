export { INVALID_EMAIL_MESSAGE, isValidEmail } from '../../lib/formRules.ts';

export const SUBSCRIBED_TITLE = "You're all set!";
export const SUBSCRIBED_MESSAGE =
  'Thanks for subscribing! Check your inbox for a welcome email with exclusive design tips.';
