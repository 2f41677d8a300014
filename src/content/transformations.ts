/**
 * Room transformations (spec 02 sections 2-3 and 9): the showcase's before/after pairs on
 * /how-it-works, and the four featured transformations of /see-aurevia-in-action.
 */
import { BEFORE_IMAGES, ROOM_IMAGES, type SampleImage } from './samples.ts';

/** The showcase hero: one room scanned bare, then styled. */
export const SHOWCASE_HERO = {
  eyebrow: 'Transformations',
  title: 'From bare room to styled home',
  text: 'Drag nothing, measure nothing: scan once and watch the room come together.',
  before: BEFORE_IMAGES['living-scandinavian'],
  after: ROOM_IMAGES['living-scandinavian'],
} as const;

export interface ShowcaseStage {
  id: 'scan' | 'design' | 'shop';
  label: string;
  text: string;
}

/** The stage indicator under the wipe: Scan under 30, Design 30 to 69, Shop 70 and above. */
export const SHOWCASE_STAGES: readonly ShowcaseStage[] = [
  { id: 'scan', label: 'Scan', text: 'Your phone maps the walls, floor and windows.' },
  { id: 'design', label: 'Design', text: 'AI places furniture that fits the room and your style.' },
  { id: 'shop', label: 'Shop', text: 'Buy the whole look, delivered and set up.' },
];

export interface Transformation {
  id: string;
  title: string;
  roomType: string;
  style: string;
  /** The tier the budget falls in, as the filters name it. */
  budgetRange: string;
  /** Display text with the currency. */
  budget: string;
  story: string;
  details: readonly string[];
  before: SampleImage;
  after: SampleImage;
}

export const TRANSFORMATIONS: readonly Transformation[] = [
  {
    id: 'nordic-living-refresh',
    title: 'A Nordic Living Room Refresh',
    roomType: 'Living Room',
    style: 'Scandinavian',
    budgetRange: '$$',
    budget: '$2,800',
    story:
      'A rental with bare walls became a bright family room in one weekend, without drilling a single hole.',
    details: ['Linen sofa and striped rug', 'Three line-art prints', 'Tripod floor lamp'],
    before: BEFORE_IMAGES['living-scandinavian'],
    after: ROOM_IMAGES['living-scandinavian'],
  },
  {
    id: 'japandi-bedroom-retreat',
    title: 'A Japandi Bedroom Retreat',
    roomType: 'Bedroom',
    style: 'Japandi',
    budgetRange: '$$$',
    budget: '$4,200',
    story:
      'Boxes and a mattress on the floor turned into a low oak bedroom with a slatted wall and a bonsai.',
    details: ['Low platform bed', 'Slatted oak feature wall', 'Paper lantern pendant'],
    before: BEFORE_IMAGES['bedroom-japandi'],
    after: ROOM_IMAGES['bedroom-japandi'],
  },
  {
    id: 'classic-dining-revival',
    title: 'A Classic Dining Revival',
    roomType: 'Dining Room',
    style: 'Classic',
    budgetRange: '$$$$',
    budget: '$7,400',
    story:
      'An empty room off the kitchen became the place the family gathers, with sage panelling and brass light.',
    details: ['Dark wood table for eight', 'Upholstered dining chairs', 'Brass chandelier'],
    before: BEFORE_IMAGES['dining-classic'],
    after: ROOM_IMAGES['dining-classic'],
  },
  {
    id: 'minimal-home-office',
    title: 'A Minimalist Home Office',
    roomType: 'Home Office',
    style: 'Minimalist',
    budgetRange: '$',
    budget: '$1,300',
    story:
      'A spare room with one window became a calm office: a slim desk, one shelf and an olive tree.',
    details: ['Slim oak desk', 'Floating shelf', 'Olive tree by the window'],
    before: BEFORE_IMAGES['office-minimalist'],
    after: ROOM_IMAGES['office-minimalist'],
  },
  {
    id: 'industrial-study-loft',
    title: 'An Industrial Study Loft',
    roomType: 'Study',
    style: 'Industrial',
    budgetRange: '$$$',
    budget: '$3,600',
    story:
      'A brick-walled box room became a study with a reclaimed desk, pipe shelving and Edison light.',
    details: ['Reclaimed wood desk', 'Pipe shelving', 'Edison bulb pendants'],
    before: BEFORE_IMAGES['study-industrial'],
    after: ROOM_IMAGES['study-industrial'],
  },
  {
    id: 'coastal-kitchen-makeover',
    title: 'A Coastal Kitchen Makeover',
    roomType: 'Kitchen',
    style: 'Coastal',
    budgetRange: '$$$$',
    budget: '$9,200',
    story:
      'A tired kitchen with a sea view got dusty blue cabinets, open shelves and an island for breakfast.',
    details: ['Dusty blue cabinets', 'Open oak shelves', 'Island with three stools'],
    before: BEFORE_IMAGES['kitchen-coastal'],
    after: ROOM_IMAGES['kitchen-coastal'],
  },
];

/** 'The Complete Process': what happens between the scan and the finished room. */
export const COMPLETE_PROCESS = {
  title: 'The Complete Process',
  text: 'Every transformation above started the same way: a two-minute scan on a phone.',
  steps: [
    { title: 'Scan', text: 'Walk the room with your phone. A scan takes under 2 minutes.' },
    {
      title: 'Design',
      text: 'Your 3D model is ready in 30-60 seconds, then AI styles it for free.',
    },
    { title: 'Shop', text: 'Buy the furnished look from partner brands in one basket.' },
    { title: 'Deliver', text: 'White-glove delivery and setup: scan-to-styled in 72 hours.' },
  ],
  cta: { label: 'Try the Scanner', href: '/try-scanner' },
} as const;

/** 'Watch the Process': the full video is not out yet. */
export const PROCESS_VIDEO = {
  title: 'Watch the Process',
  text: 'The full process video is coming soon. Until then, try a scan yourself: it takes under 2 minutes.',
} as const;

export interface ActionTransformation {
  id: string;
  roomType: string;
  client: string;
  /** Display text with the currency. */
  budget: string;
  designedBy: string;
  quote: string;
  scanImage: SampleImage;
  finishedImage: SampleImage;
  style: string;
  /** Product ids of content/products.ts that make up the look ('Shop This Look'). */
  productIds: readonly string[];
}

/** Every featured transformation took the same time from scan to finished room. */
export const ACTION_TIMELINE = '2 weeks';

export const ACTION_TRANSFORMATIONS: readonly ActionTransformation[] = [
  {
    id: 'boho-living-austin',
    roomType: 'Living Room',
    client: 'Priya S., Austin',
    budget: '$8,500',
    designedBy: 'Amara Patel',
    quote:
      'It looked like a storage unit. Now friends ask where I found every piece, and I just send them the scan.',
    scanImage: BEFORE_IMAGES['living-bohemian'],
    finishedImage: ROOM_IMAGES['living-bohemian'],
    style: 'Bohemian',
    productIds: [
      'sage-cloud-sofa',
      'walnut-oval-coffee-table',
      'ochre-ceramic-lamp',
      'terracotta-arches-print',
    ],
  },
  {
    id: 'classic-dining-boston',
    roomType: 'Dining Room',
    client: 'Margaret L., Boston',
    budget: '$18,500',
    designedBy: 'Eleanor Whitfield',
    quote: 'Eleanor gave our old house its dining room back. We host twelve for Thanksgiving now.',
    scanImage: BEFORE_IMAGES['dining-classic'],
    finishedImage: ROOM_IMAGES['dining-classic'],
    style: 'Classic',
    productIds: ['cane-walnut-sideboard', 'terracotta-arches-print', 'ochre-ceramic-lamp'],
  },
  {
    id: 'modern-bedroom-denver',
    roomType: 'Bedroom',
    client: 'James T., Denver',
    budget: '$9,800',
    designedBy: 'Daniel Reyes',
    quote: 'I sleep better, honestly. The room is calm and everything has a place.',
    scanImage: BEFORE_IMAGES['bedroom-modern'],
    finishedImage: ROOM_IMAGES['bedroom-modern'],
    style: 'Modern',
    productIds: ['channel-tufted-bed', 'ochre-ceramic-lamp', 'terracotta-arches-print'],
  },
  {
    id: 'coastal-kitchen-san-diego',
    roomType: 'Kitchen',
    client: 'Olivia M., San Diego',
    budget: '$22,500',
    designedBy: 'Daniel Reyes',
    quote: 'The scan caught the sea view before I did. The kitchen is built around it now.',
    scanImage: BEFORE_IMAGES['kitchen-coastal'],
    finishedImage: ROOM_IMAGES['kitchen-coastal'],
    style: 'Coastal',
    productIds: ['cane-walnut-sideboard', 'ochre-ceramic-lamp', 'terracotta-arches-print'],
  },
];

/** The social-proof strip of /see-aurevia-in-action. */
export const ACTION_PROOF = {
  press: ['The Design Ledger', 'Habitat Journal', 'Modern Living', 'Startup Weekly', 'Nest & Nook'],
  headline: 'Over 20,000 rooms styled and counting',
  rating: '4.9',
  reviews: '(2,847 reviews)',
} as const;
