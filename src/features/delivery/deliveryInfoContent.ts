/**
 * The words of the delivery pages (spec 01 sections 2 and 9). The figures are the spec's.
 */

export const SERVICE_AREAS = [
  { code: '90210', place: 'Beverly Hills, CA' },
  { code: '10001', place: 'New York, NY' },
  { code: 'SW1A', place: 'Westminster, London' },
  { code: 'M1 1AA', place: 'Manchester' },
  { code: '2000', place: 'Sydney' },
] as const;

export const DELIVERY_STEPS = [
  {
    title: 'Order your look',
    text: 'Shop the furnished room from your design. We confirm every piece and your delivery address.',
  },
  {
    title: 'Pick your delivery window',
    text: 'We contact you to book a date and a 2-hour window that suits you, and remind you the day before.',
  },
  {
    title: 'We deliver and set up',
    text: 'Our team carries everything to the room, assembles it, places it as designed and takes the packaging away.',
  },
] as const;

export const INCLUDED_SERVICES = [
  {
    id: 'room',
    title: 'Room-of-choice delivery',
    text: 'Carried to the room you choose, any floor.',
  },
  {
    id: 'assembly',
    title: 'Assembly and setup',
    text: 'Every piece assembled and placed to your design.',
  },
  {
    id: 'packaging',
    title: 'Packaging removal',
    text: 'We leave the room finished, with no boxes behind.',
  },
  {
    id: 'tracking',
    title: 'Live updates',
    text: 'Updates on the day, and a call when we are on our way.',
  },
] as const;

export type IncludedServiceId = (typeof INCLUDED_SERVICES)[number]['id'];

export const SHIPPING_OPTIONS = [
  { name: 'Standard delivery', time: '5-10 business days', note: 'Everywhere we deliver' },
  { name: 'Express delivery', time: '2-3 business days', note: 'In select areas' },
  { name: 'Custom furniture', time: '4-6 weeks', note: 'Made to order for your room' },
  { name: 'White-glove delivery', time: '2-3 weeks', note: 'Delivery, assembly and setup' },
] as const;

export const RETURNS_TEXT = {
  title: 'Returns within 30 days',
  text: "Changed your mind? Return or exchange any piece within 30 days of delivery. We'll arrange the pickup; items should be in their original condition.",
} as const;

export const SUPPORT_TEXT = {
  title: 'Help when you need it',
  text: 'Our delivery team answers in under 2 hours on average, in business hours.',
} as const;
