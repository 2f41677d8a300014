export { NewsletterSignup } from './NewsletterSignup.tsx';
export type { NewsletterSignupProps } from './NewsletterSignup.tsx';
