import {
  BOOKING_BUDGETS,
  BOOKING_CONTACT_METHODS,
  BOOKING_PACKAGES,
  BOOKING_ROOM_TYPES,
  BOOKING_TIMELINES,
  CONSULTATION_BUDGETS,
  CONSULTATION_ROOM_TYPES,
  CONSULTATION_TIMELINES,
  type FormOption,
} from '../../content/hire.ts';
import { MULTI_ROOM_DISCOUNT, PACKAGE_ADD_ONS } from '../../content/packages.ts';
import { formatPrice } from '../../lib/format.ts';
import { findPackage, quoteSelection, type PackageSelection } from '../packages/index.ts';
import type { RequestField } from '../requests/index.ts';

type Values = Readonly<Record<string, string>>;

const EMAIL_REQUIRED = 'Please enter your email address.';

/** The hire page's booking form (spec 02 sections 3 and 9), plus a phone for calls and texts. */
export const BOOKING_FIELDS: readonly RequestField[] = [
  {
    name: 'package',
    label: 'Design package',
    type: 'select',
    options: BOOKING_PACKAGES,
    emptyOption: 'Not sure yet',
    hint: 'Not sure? Leave it, and your designer will suggest one.',
  },
  {
    name: 'roomType',
    label: 'Room type',
    type: 'select',
    required: true,
    options: BOOKING_ROOM_TYPES,
    emptyOption: 'Choose a room',
  },
  {
    name: 'budget',
    label: 'Budget range',
    type: 'select',
    required: true,
    options: BOOKING_BUDGETS,
    emptyOption: 'Choose a budget',
  },
  {
    name: 'timeline',
    label: 'Timeline',
    type: 'select',
    required: true,
    options: BOOKING_TIMELINES,
    emptyOption: 'Choose a timeline',
  },
  {
    name: 'contactMethod',
    label: 'Preferred contact method',
    type: 'select',
    required: true,
    options: BOOKING_CONTACT_METHODS,
    emptyOption: 'Choose how we reach you',
  },
  { name: 'name', label: 'Name', type: 'text', required: true, autoComplete: 'name' },
  {
    name: 'email',
    label: 'Email',
    type: 'email',
    required: true,
    autoComplete: 'email',
    requiredMessage: EMAIL_REQUIRED,
  },
  {
    name: 'phone',
    label: 'Phone',
    type: 'tel',
    autoComplete: 'tel',
    hint: 'Optional: for a phone call, text or video call.',
  },
  {
    name: 'description',
    label: 'Tell us about your project (optional)',
    type: 'textarea',
    rows: 4,
    placeholder: 'The room, what you love, what is not working...',
  },
];

/** The book-a-designer consultation form (spec 02 sections 3 and 9): a free 15-minute call. */
export const CONSULTATION_FIELDS: readonly RequestField[] = [
  { name: 'name', label: 'Name', type: 'text', required: true, autoComplete: 'name' },
  {
    name: 'email',
    label: 'Email',
    type: 'email',
    required: true,
    autoComplete: 'email',
    requiredMessage: EMAIL_REQUIRED,
  },
  {
    name: 'phone',
    label: 'Phone',
    type: 'tel',
    required: true,
    autoComplete: 'tel',
    hint: 'Your designer calls this number for the free consultation.',
    requiredMessage: 'Please enter your phone number.',
  },
  {
    name: 'roomType',
    label: 'Room type',
    type: 'select',
    required: true,
    options: CONSULTATION_ROOM_TYPES,
    emptyOption: 'Choose a room',
  },
  {
    name: 'budget',
    label: 'Budget',
    type: 'select',
    options: CONSULTATION_BUDGETS,
    emptyOption: 'Choose a budget (optional)',
  },
  {
    name: 'timeline',
    label: 'Timeline',
    type: 'select',
    options: CONSULTATION_TIMELINES,
    emptyOption: 'Choose a timeline (optional)',
  },
  {
    name: 'message',
    label: 'Message (optional)',
    type: 'textarea',
    rows: 4,
    placeholder: 'Anything your designer should know before the call',
  },
];

const labelOf = (options: readonly FormOption[], value: string | undefined) =>
  options.find((option) => option.value === value)?.label;

/** The package a link to the booking form names (`?package=`), when it is one we offer. */
export function bookingPackageFromSearch(search: string): string | null {
  const id = new URLSearchParams(search).get('package');
  return id !== null && BOOKING_PACKAGES.some((option) => option.value === id) ? id : null;
}

/** "Complete, 3 rooms, with Paint Consultation: $2,016.60" for a packages-page selection. */
export function describeSelection(selection: PackageSelection): string {
  const pack = findPackage(selection.packageId);
  const parts = [pack.name];
  if (selection.rooms > 1) parts.push(`${selection.rooms} rooms`);
  const addOns = PACKAGE_ADD_ONS.filter((addOn) => selection.addOns.includes(addOn.id));
  if (addOns.length > 0) parts.push(`with ${addOns.map((addOn) => addOn.name).join(', ')}`);
  const quote = quoteSelection(selection);
  const discount = quote.discountApplies
    ? ` after the ${MULTI_ROOM_DISCOUNT.percent}% multi-room discount`
    : '';
  return `${parts.join(', ')}: ${formatPrice(quote.total)}${discount}`;
}

/**
 * The account's one line for a booking. The packages-page selection it came with is told in
 * full when the visitor kept that package.
 */
export function summarizeBooking(values: Values, carried: PackageSelection | null = null): string {
  const pack =
    carried && values.package === carried.packageId
      ? describeSelection(carried)
      : (labelOf(BOOKING_PACKAGES, values.package) ?? 'Package to suggest');
  const room = labelOf(BOOKING_ROOM_TYPES, values.roomType) ?? 'Room';
  const budget = labelOf(BOOKING_BUDGETS, values.budget);
  return `Booking: ${[room, budget, pack].filter(Boolean).join(', ')}`;
}

export function summarizeConsultation(values: Values): string {
  const room = labelOf(CONSULTATION_ROOM_TYPES, values.roomType) ?? 'Room';
  const budget = labelOf(CONSULTATION_BUDGETS, values.budget);
  const timeline = labelOf(CONSULTATION_TIMELINES, values.timeline);
  return `Free consultation: ${[room, budget, timeline?.toLowerCase()].filter(Boolean).join(', ')}`;
}
