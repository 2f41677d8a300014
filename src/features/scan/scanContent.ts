/** The scanner page's copy (spec 01 sections 2 and 9). */
import { SAMPLES } from '../../content/samples.ts';
import type { SampleImage } from '../../content/samples.ts';

/** What to do while scanning (spec 01 section 2, "Instruction steps"). */
export const SCAN_INSTRUCTIONS = [
  { title: 'Stand at the centre', text: 'Stand in the middle of the room, phone upright.' },
  { title: 'Point and pan', text: 'Point at each corner and pan slowly from wall to wall.' },
  {
    title: 'Get your 3D model',
    text: 'A 3D model of your room is generated, usually in 30-60 seconds.',
  },
] as const;

/** The 3-step "How it works" shown while the scanner waits. */
export const HOW_IT_WORKS = [
  { title: 'Scan your room', text: 'A scan takes under 2 minutes with just your phone.' },
  { title: 'Get your free AI design', text: 'A furniture layout styled for your space and taste.' },
  { title: 'Shop the look', text: 'Buy it all with white-glove delivery and setup.' },
] as const;

export const TROUBLE_SCANNING = {
  title: 'Trouble scanning?',
  text: 'Upload 4-6 photos of your room from different angles instead, and we will design from those.',
} as const;

/** The designer offer on the scan page (spec 01 section 9). */
export const DESIGN_OPTIONS = {
  ai: {
    title: 'AI Design',
    price: 'Free',
    amount: '$0',
    points: [
      'A furniture layout in minutes',
      'Shoppable picks from partner brands',
      'Change styles as often as you like',
    ],
  },
  designer: {
    title: 'Certified Designer',
    price: 'From $399',
    points: [
      '3-5 day delivery',
      'One-on-one styling with a certified designer',
      'Money-back guarantee',
    ],
    curatedPicks: '+15 curated picks',
  },
} as const;

export interface ScanTestimonial {
  name: string;
  role: string;
  quote: string;
  portrait: SampleImage;
}

export const SCAN_TESTIMONIALS: readonly ScanTestimonial[] = [
  {
    name: 'Priya S.',
    role: 'Homeowner, Austin',
    quote:
      'I scanned our living room during my coffee break. By the evening I had a layout I actually wanted to live in.',
    portrait: SAMPLES.person3,
  },
  {
    name: 'Daniel K.',
    role: 'Renter, Manchester',
    quote:
      'Our flat has awkward corners. The scan picked every one of them up and the design worked around them.',
    portrait: SAMPLES.person2,
  },
  {
    name: 'Helen M.',
    role: 'Home stager, Sydney',
    quote:
      'I scan every listing now. Clients see a furnished room before I have moved a single chair.',
    portrait: SAMPLES.person4,
  },
];
