/**
 * The contact page's choices and the other ways to reach us (spec 02 sections 2 and 9).
 * The topic values are the spec's; the labels are what people read.
 */

export interface ContactTopic {
  readonly value: string;
  readonly label: string;
}

export const CONTACT_TOPICS: readonly ContactTopic[] = [
  { value: 'scanning', label: 'Room scanning' },
  { value: 'delivery', label: 'Delivery' },
  { value: 'designer', label: 'Working with a designer' },
  { value: 'partnerships', label: 'Partnerships' },
  { value: 'technical', label: 'Technical support' },
  { value: 'billing', label: 'Billing' },
  { value: 'other', label: 'Something else' },
];

export const CONTACT_SUCCESS = {
  title: 'Message sent!',
  text: "We'll get back to you within 1 business day.",
} as const;

export const SUPPORT_EMAIL = 'support@aurevia.app';
export const SUPPORT_PHONE = '+1 (415) 555-0142';
export const SUPPORT_PHONE_HREF = 'tel:+14155550142';

export interface ContactChannel {
  readonly id: 'chat' | 'email' | 'phone';
  readonly title: string;
  readonly detail: string;
  readonly note: string;
  /** A mailto: or tel: address; chat opens inside the app and has none. */
  readonly href?: string;
}

export const CONTACT_CHANNELS: readonly ContactChannel[] = [
  {
    id: 'chat',
    title: 'Live chat',
    detail: '9 AM-6 PM EST',
    note: 'Monday to Friday. Average response under 2 hours in business hours.',
  },
  {
    id: 'email',
    title: 'Email',
    detail: SUPPORT_EMAIL,
    note: 'We reply within 1 business day.',
    href: `mailto:${SUPPORT_EMAIL}`,
  },
  {
    id: 'phone',
    title: 'Phone',
    detail: SUPPORT_PHONE,
    note: 'Monday to Friday, 9 AM-6 PM EST.',
    href: SUPPORT_PHONE_HREF,
  },
];

export const COMPANY_ADDRESS = [
  'Aurevia Inc.',
  '500 Howard Street, Suite 400',
  'San Francisco, CA 94105',
  'United States',
] as const;
