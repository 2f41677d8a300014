/**
 * The hire-a-designer page (spec 02 sections 2-5 and 9): recent work, the steps, the studio's
 * numbers, testimonials, the booking form's options, and the book-a-designer section with its
 * consultation form. Option values are the spec's, word for word.
 */
import { DESIGN_PACKAGES, HIRE_PACKAGES } from './packages.ts';
import { SAMPLES, roomImage, type SampleImage } from './samples.ts';

export const HIRE_STICKY_BAR = {
  text: 'Free consultation • Response within 24 hours',
  cta: 'Book Now',
} as const;

export const HIRE_HERO = {
  eyebrow: 'Certified interior designers',
  primary: { label: 'Book a Designer', href: '#booking-form' },
  secondary: { label: 'See Packages', href: '#hire-packages' },
  points: ['Free consultation', 'Designs in 3-5 days', '30-day satisfaction guarantee'],
  image: SAMPLES.afterLivingStyled,
} as const;

export const PORTFOLIO_STYLES = [
  'All',
  'Modern',
  'Scandinavian',
  'Bohemian',
  'Industrial',
  'Minimalist',
  'Coastal',
] as const;

export type PortfolioFilter = (typeof PORTFOLIO_STYLES)[number];
export type PortfolioStyle = Exclude<PortfolioFilter, 'All'>;

export interface PortfolioItem {
  id: string;
  title: string;
  location: string;
  style: PortfolioStyle;
  image: SampleImage;
  description: string;
}

export const PORTFOLIO: readonly PortfolioItem[] = [
  {
    id: 'hillside-living',
    title: 'Hillside Living Room',
    location: 'Austin, TX',
    style: 'Modern',
    image: roomImage('living', 'modern'),
    description: 'A low sofa, a walnut table and one arched lamp let the view do the talking.',
  },
  {
    id: 'nordic-bedroom',
    title: 'Nordic Calm Bedroom',
    location: 'Portland, OR',
    style: 'Scandinavian',
    image: roomImage('bedroom', 'scandinavian'),
    description: 'Pale oak, white linen and a dusty blue throw for slow mornings.',
  },
  {
    id: 'garden-flat',
    title: 'Garden Flat Bedroom',
    location: 'Brooklyn, NY',
    style: 'Bohemian',
    image: roomImage('bedroom', 'bohemian'),
    description: 'Layered textiles, rattan and plants in a small north-facing room.',
  },
  {
    id: 'loft-study',
    title: 'Loft Study',
    location: 'Chicago, IL',
    style: 'Industrial',
    image: roomImage('study', 'industrial'),
    description: 'Reclaimed wood and cognac leather against the original brick.',
  },
  {
    id: 'quiet-office',
    title: 'Quiet Home Office',
    location: 'Seattle, WA',
    style: 'Minimalist',
    image: roomImage('office', 'minimalist'),
    description: 'One desk, one shelf and nothing to distract from the work.',
  },
  {
    id: 'seaside-kitchen',
    title: 'Seaside Kitchen',
    location: 'San Diego, CA',
    style: 'Coastal',
    image: roomImage('kitchen', 'coastal'),
    description: 'Dusty blue cabinets and open oak shelves facing the sea.',
  },
  {
    id: 'city-kitchen',
    title: 'City Apartment Kitchen',
    location: 'Denver, CO',
    style: 'Modern',
    image: roomImage('kitchen', 'modern'),
    description: 'Handleless fronts and one bold pendant over a compact island.',
  },
  {
    id: 'family-living',
    title: 'Sunlit Family Living Room',
    location: 'Minneapolis, MN',
    style: 'Scandinavian',
    image: roomImage('living', 'scandinavian'),
    description: 'Soft wool, light oak and storage for every toy, styled in five days.',
  },
  {
    id: 'beach-house',
    title: 'Beach House Lounge',
    location: 'Charleston, SC',
    style: 'Coastal',
    image: roomImage('living', 'coastal'),
    description: 'Linen, rattan and sea-glass blues for long summer evenings.',
  },
];

export interface HireStep {
  title: string;
  text: string;
}

export const HIRE_STEPS: readonly HireStep[] = [
  {
    title: 'Book a free consultation',
    text: 'Tell us about your room, your style and your budget. We reply within 24 hours.',
  },
  {
    title: 'Share your room',
    text: 'Scan it with your phone in under 2 minutes, or upload 4-6 photos.',
  },
  {
    title: 'Get your design',
    text: 'Your designer sends concepts in 3-5 days and refines them with you.',
  },
  {
    title: 'Shop and settle in',
    text: 'Buy the pieces you love from partner brands, delivered to your door.',
  },
];

export const STUDIO_SHOWCASE = {
  title: 'A studio homeowners recommend',
  text: 'Our certified designers have styled living rooms, bedrooms, kitchens and offices in every style, on every budget.',
  rating: '4.9',
  stats: [
    { value: '4.9', label: 'Average rating' },
    { value: '310+', label: 'Reviews' },
    { value: '500+', label: 'Projects completed' },
    { value: '98%', label: 'Client satisfaction' },
  ],
  image: SAMPLES.diningClassic,
} as const;

export interface HireTestimonial {
  id: string;
  name: string;
  text: string;
  project: string;
  rating: number;
}

export const HIRE_TESTIMONIALS: readonly HireTestimonial[] = [
  {
    id: 'jordan',
    name: 'Jordan Ellis',
    text: 'Our designer understood in one call what we had failed to agree on for a year. The living room finally feels like both of us.',
    project: 'Living room, Modern',
    rating: 5,
  },
  {
    id: 'mei',
    name: 'Mei Tanaka',
    text: 'I scanned my bedroom on a Sunday and had three concepts by Thursday. Every piece fit the first time.',
    project: 'Bedroom, Scandinavian',
    rating: 5,
  },
  {
    id: 'sam',
    name: 'Sam Whitaker',
    text: 'The Premium with Delivery package was worth it: one person handled every order, and the study was ready for my first day working from home.',
    project: 'Home office, Industrial',
    rating: 5,
  },
  {
    id: 'lucia',
    name: 'Lucía Fernández',
    text: 'They kept our budget in mind the whole way and found a dining table I never would have spotted.',
    project: 'Dining room, Coastal',
    rating: 5,
  },
];

export interface FormOption {
  value: string;
  label: string;
}

/* The booking form (hire page, anchor booking-form). */
export const BOOKING_ROOM_TYPES: readonly FormOption[] = [
  { value: 'living-room', label: 'Living room' },
  { value: 'bedroom', label: 'Bedroom' },
  { value: 'kitchen', label: 'Kitchen' },
  { value: 'dining-room', label: 'Dining room' },
  { value: 'office', label: 'Office' },
  { value: 'bathroom', label: 'Bathroom' },
  { value: 'other', label: 'Other' },
];

export const BOOKING_BUDGETS: readonly FormOption[] = [
  { value: 'under-1000', label: 'Under $1,000' },
  { value: '1000-3000', label: '$1,000 - $3,000' },
  { value: '3000-5000', label: '$3,000 - $5,000' },
  { value: '5000-10000', label: '$5,000 - $10,000' },
  { value: 'over-10000', label: 'Over $10,000' },
];

export const BOOKING_TIMELINES: readonly FormOption[] = [
  { value: 'immediately', label: 'Immediately' },
  { value: 'within-month', label: 'Within a month' },
  { value: '1-3-months', label: 'In 1-3 months' },
  { value: '3-6-months', label: 'In 3-6 months' },
  { value: 'just-exploring', label: 'Just exploring' },
];

export const BOOKING_CONTACT_METHODS: readonly FormOption[] = [
  { value: 'email', label: 'Email' },
  { value: 'phone', label: 'Phone call' },
  { value: 'text', label: 'Text message' },
  { value: 'video', label: 'Video call' },
];

/**
 * Every package a booking can be for: the hire page's three, then the packages page's. Left
 * empty, the designer suggests one.
 */
export const BOOKING_PACKAGES: readonly FormOption[] = [
  ...HIRE_PACKAGES.map((pack) => ({
    value: pack.id,
    label: `${pack.name} (${pack.price === 0 ? 'Free' : `$${pack.price}`})`,
  })),
  ...DESIGN_PACKAGES.map((pack) => ({
    value: pack.id,
    label: `${pack.name} design package ($${pack.price.toLocaleString('en-US')})`,
  })),
];

export const BOOKING_COPY = {
  title: 'Book your designer',
  text: 'Tell us about your room and we will match you with a designer. Response within 24 hours.',
  next: [
    'A designer replies within 24 hours, by the way you prefer',
    'You talk through your room and budget on a free call',
    'Nothing to pay until you approve your plan',
  ],
  submit: 'Book My Designer',
  successTitle: 'Booking request sent!',
  successText:
    'A designer will get back to you within 24 hours. A copy of your request is kept in your account.',
} as const;

/* Book-a-designer: the consultation form and what surrounds it. */
export const CONSULTATION_ROOM_TYPES: readonly FormOption[] = [
  { value: 'living-room', label: 'Living room' },
  { value: 'bedroom', label: 'Bedroom' },
  { value: 'dining-room', label: 'Dining room' },
  { value: 'kitchen', label: 'Kitchen' },
  { value: 'home-office', label: 'Home office' },
  { value: 'bathroom', label: 'Bathroom' },
  { value: 'multiple', label: 'Multiple rooms' },
];

export const CONSULTATION_BUDGETS: readonly FormOption[] = [
  { value: 'under 3k', label: 'Under $3k' },
  { value: '3k-8k', label: '$3k - $8k' },
  { value: '8k-15k', label: '$8k - $15k' },
  { value: '15k-30k', label: '$15k - $30k' },
  { value: '30k-50k', label: '$30k - $50k' },
  { value: 'over 50k', label: 'Over $50k' },
];

export const CONSULTATION_TIMELINES: readonly FormOption[] = [
  { value: 'asap', label: 'As soon as possible' },
  { value: '1-month', label: 'Within a month' },
  { value: '2-3-months', label: 'In 2-3 months' },
  { value: '3-6-months', label: 'In 3-6 months' },
  { value: 'flexible', label: 'I am flexible' },
];

export const BOOK_A_DESIGNER = {
  eyebrow: 'Book a Designer',
  title: 'Start with a free consultation',
  text: 'Spend 15 minutes with a certified designer talking about your room before you choose anything. No cost, no obligation.',
  whatYouGet: {
    title: 'What you get',
    points: [
      'A 15-minute call with a certified designer',
      'Honest advice on layout, color and budget',
      'A recommendation for the package that fits, if you need one',
      'Your design in 3-5 days when you go ahead',
    ],
  },
  partner: {
    title: 'Your design partner',
    text: 'Every Aurevia designer is certified, has at least five years in practice and is matched to you by style and room type. One designer stays with you from the first call to the last cushion.',
    image: SAMPLES.person1,
  },
  form: {
    title: 'Request your free consultation',
    submit: 'Request Free Consultation',
    successTitle: 'Consultation requested!',
    successText:
      'Your designer will contact you within 24 hours to set up your free 15-minute call.',
  },
  packagesLink: { label: 'Compare design packages', href: '/design-packages' },
} as const;
