// @vitest-environment node
import {
  BOOKING_BUDGETS,
  BOOKING_CONTACT_METHODS,
  BOOKING_ROOM_TYPES,
  BOOKING_TIMELINES,
  CONSULTATION_BUDGETS,
  CONSULTATION_ROOM_TYPES,
  CONSULTATION_TIMELINES,
} from '../../src/content/hire.ts';
import {
  BOOKING_FIELDS,
  CONSULTATION_FIELDS,
  bookingPackageFromSearch,
  describeSelection,
  summarizeBooking,
  summarizeConsultation,
} from '../../src/features/designer/bookingForms.ts';
import { validateForm } from '../../src/lib/formRules.ts';

const values = (options: ReadonlyArray<{ value: string }>) => options.map((option) => option.value);

describe('form option values (spec 02 section 9)', () => {
  it('are the booking form’s', () => {
    expect(values(BOOKING_BUDGETS)).toEqual([
      'under-1000',
      '1000-3000',
      '3000-5000',
      '5000-10000',
      'over-10000',
    ]);
    expect(values(BOOKING_TIMELINES)).toEqual([
      'immediately',
      'within-month',
      '1-3-months',
      '3-6-months',
      'just-exploring',
    ]);
    expect(values(BOOKING_CONTACT_METHODS)).toEqual(['email', 'phone', 'text', 'video']);
    expect(values(BOOKING_ROOM_TYPES)).toEqual([
      'living-room',
      'bedroom',
      'kitchen',
      'dining-room',
      'office',
      'bathroom',
      'other',
    ]);
  });

  it('are the consultation form’s', () => {
    expect(values(CONSULTATION_BUDGETS)).toEqual([
      'under 3k',
      '3k-8k',
      '8k-15k',
      '15k-30k',
      '30k-50k',
      'over 50k',
    ]);
    expect(values(CONSULTATION_TIMELINES)).toEqual([
      'asap',
      '1-month',
      '2-3-months',
      '3-6-months',
      'flexible',
    ]);
    expect(values(CONSULTATION_ROOM_TYPES)).toEqual([
      'living-room',
      'bedroom',
      'dining-room',
      'kitchen',
      'home-office',
      'bathroom',
      'multiple',
    ]);
    expect(CONSULTATION_FIELDS.map((field) => field.name)).toEqual([
      'name',
      'email',
      'phone',
      'roomType',
      'budget',
      'timeline',
      'message',
    ]);
  });
});

describe('booking form validation', () => {
  it('asks for every required field, in order, with clear messages', () => {
    expect(validateForm(BOOKING_FIELDS, {})).toEqual({
      roomType: 'Please choose your room type.',
      budget: 'Please choose your budget range.',
      timeline: 'Please choose your timeline.',
      contactMethod: 'Please choose your preferred contact method.',
      name: 'Please enter your name.',
      email: 'Please enter your email address.',
    });
  });

  it('checks the email and, when given, the phone number', () => {
    const filled = {
      roomType: 'bedroom',
      budget: '1000-3000',
      timeline: 'within-month',
      contactMethod: 'phone',
      name: 'Maya',
      email: 'maya@example',
      phone: '12',
    };
    expect(validateForm(BOOKING_FIELDS, filled)).toEqual({
      email: 'Please enter a valid email address.',
      phone: 'Please enter a valid phone number.',
    });
    expect(
      validateForm(BOOKING_FIELDS, { ...filled, email: 'maya@example.com', phone: '' }),
    ).toEqual({});
  });
});

describe('consultation form validation', () => {
  it('needs a name, an email, a phone number and a room type', () => {
    expect(validateForm(CONSULTATION_FIELDS, {})).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter your email address.',
      phone: 'Please enter your phone number.',
      roomType: 'Please choose your room type.',
    });
    expect(
      validateForm(CONSULTATION_FIELDS, {
        name: 'Sam',
        email: 'sam@example.com',
        phone: '(555) 010-2030',
        roomType: 'multiple',
      }),
    ).toEqual({});
    expect(
      validateForm(CONSULTATION_FIELDS, {
        name: 'Sam',
        email: 'sam@example.com',
        phone: 'call me',
        roomType: 'multiple',
      }),
    ).toEqual({ phone: 'Please enter a valid phone number.' });
  });
});

describe('summaries for the account', () => {
  it('describe a booking by room, budget and package', () => {
    expect(
      summarizeBooking({ roomType: 'living-room', budget: '1000-3000', package: 'full-redesign' }),
    ).toBe('Booking: Living room, $1,000 - $3,000, Full Room Redesign ($299)');
    expect(summarizeBooking({ roomType: 'office', budget: 'over-10000', package: '' })).toBe(
      'Booking: Office, Over $10,000, Package to suggest',
    );
  });

  it('tell the packages-page selection in full when its package was kept', () => {
    const carried = { packageId: 'complete' as const, addOns: ['paint' as const], rooms: 3 };
    expect(describeSelection(carried)).toBe(
      'Complete, 3 rooms, with Paint Consultation: $2,016.60 after the 20% multi-room discount',
    );
    expect(
      summarizeBooking({ roomType: 'bedroom', budget: '3000-5000', package: 'complete' }, carried),
    ).toBe(
      'Booking: Bedroom, $3,000 - $5,000, Complete, 3 rooms, with Paint Consultation: $2,016.60 after the 20% multi-room discount',
    );
    expect(
      summarizeBooking(
        { roomType: 'bedroom', budget: '3000-5000', package: 'essentials' },
        carried,
      ),
    ).toBe('Booking: Bedroom, $3,000 - $5,000, Essentials design package ($399)');
  });

  it('describe a consultation by room, budget and timeline', () => {
    expect(
      summarizeConsultation({ roomType: 'home-office', budget: '3k-8k', timeline: 'asap' }),
    ).toBe('Free consultation: Home office, $3k - $8k, as soon as possible');
    expect(summarizeConsultation({ roomType: 'bedroom' })).toBe('Free consultation: Bedroom');
  });
});

describe('bookingPackageFromSearch', () => {
  it('takes a package we offer from the query, and nothing else', () => {
    expect(bookingPackageFromSearch('?package=complete')).toBe('complete');
    expect(bookingPackageFromSearch('package=quick-styling&rooms=2')).toBe('quick-styling');
    expect(bookingPackageFromSearch('package=gold')).toBeNull();
    expect(bookingPackageFromSearch('')).toBeNull();
  });
});
