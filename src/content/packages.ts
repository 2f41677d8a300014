/**
 * Design packages (spec 02 sections 2, 3 and 9): the three packages of /design-packages with
 * their add-ons and multi-room discount, and the simpler list the hire page offers. Prices are
 * in US dollars, for one room.
 */
import { SAMPLES, type SampleImage } from './samples.ts';

export interface DesignPackage {
  id: 'essentials' | 'complete' | 'white-glove';
  name: string;
  price: number;
  originalPrice: number;
  popular: boolean;
  /** How long the design takes ("3-5 days"). */
  timeline: string;
  revisions: string;
  /** A guarantee beyond the 30-day satisfaction guarantee every package has. */
  guarantee?: string;
  description: string;
  features: readonly string[];
  notIncluded: readonly string[];
}

export const DESIGN_PACKAGES: readonly DesignPackage[] = [
  {
    id: 'essentials',
    name: 'Essentials',
    price: 399,
    originalPrice: 499,
    popular: false,
    timeline: '3-5 days',
    revisions: '2 revisions',
    description: 'A fresh look for one room, ready to shop.',
    features: [
      'Style questionnaire and kickoff call',
      'One design concept',
      'Furniture layout to your room’s real size',
      'Shoppable product list',
    ],
    notIncluded: ['3D views of your room', 'Ordering and delivery handled for you'],
  },
  {
    id: 'complete',
    name: 'Complete',
    price: 799,
    originalPrice: 999,
    popular: true,
    timeline: '5-7 days',
    revisions: 'Unlimited revisions',
    description: 'Your whole room designed and refined until it feels like you.',
    features: [
      'Video consultation with your designer',
      'Two design concepts',
      '3D views of your room',
      'Lighting, rug and art plan',
      'Shoppable product list',
    ],
    notIncluded: ['Ordering and delivery handled for you'],
  },
  {
    id: 'white-glove',
    name: 'White-Glove',
    price: 1499,
    originalPrice: 1899,
    popular: false,
    timeline: '7-10 days',
    revisions: 'Unlimited revisions',
    guarantee: '90-day guarantee',
    description: 'We design it, order it and see every piece into place.',
    features: [
      'Everything in Complete',
      'Your designer orders every piece',
      'Deliveries and placement coordinated',
      'Styling call after delivery',
    ],
    notIncluded: [],
  },
];

export interface PackageAddOn {
  id: 'paint' | 'purchasing' | 'delivery';
  name: string;
  price: number;
  description: string;
}

export const PACKAGE_ADD_ONS: readonly PackageAddOn[] = [
  {
    id: 'paint',
    name: 'Paint Consultation',
    price: 99,
    description: 'A color plan with swatches chosen for the light in your room.',
  },
  {
    id: 'purchasing',
    name: 'Smart Purchasing',
    price: 199,
    description: 'We compare prices, watch for sales and place every order for you.',
  },
  {
    id: 'delivery',
    name: 'Delivery Coordination',
    price: 299,
    description: 'One contact for every delivery, booked around your week.',
  },
];

/** -20% of the design fee for 3 or more rooms; the room count field goes up to 10. */
export const MULTI_ROOM_DISCOUNT = {
  name: 'Multi-Room Discount',
  percent: 20,
  minRooms: 3,
  maxRooms: 10,
} as const;

export const PACKAGES_HERO = {
  guarantee: {
    title: '30-day satisfaction guarantee',
    text: 'Love your design, or we refund your package in full.',
  },
  consultation: {
    title: 'Free consultation',
    text: 'Not sure which package fits? Talk it through with a designer for 15 minutes, free.',
    link: { label: 'Book a free consultation', href: '/hire-designer#book-a-designer' },
  },
} as const;

export interface PackageTestimonial {
  id: string;
  name: string;
  location: string;
  package: string;
  quote: string;
  rating: number;
  image: SampleImage;
}

export const PACKAGE_TESTIMONIALS: readonly PackageTestimonial[] = [
  {
    id: 'amara',
    name: 'Amara Collins',
    location: 'Denver, CO',
    package: 'Complete',
    quote:
      'Two concepts, and the second one was exactly us. Our designer kept refining the lighting plan until the room glowed in the evening.',
    rating: 5,
    image: SAMPLES.person5,
  },
  {
    id: 'daniel',
    name: 'Daniel Ortiz',
    location: 'Austin, TX',
    package: 'Essentials',
    quote:
      'I had a bare living room and no idea where to start. Four days later I had a layout that fit and a list I could shop in an evening.',
    rating: 5,
    image: SAMPLES.person6,
  },
  {
    id: 'ruth',
    name: 'Ruth Lindqvist',
    location: 'Seattle, WA',
    package: 'White-Glove',
    quote:
      'They handled every order and every delivery. I came home to a finished bedroom, down to the art on the walls.',
    rating: 5,
    image: SAMPLES.person4,
  },
];

export interface PackageQuestion {
  id: string;
  question: string;
  answer: string;
}

export const PACKAGE_FAQS: readonly PackageQuestion[] = [
  {
    id: 'consultation',
    question: 'How does the free consultation work?',
    answer:
      'Book a 15-minute call and a designer talks through your room, your style and your budget, then suggests the package that fits. There is nothing to pay and no obligation.',
  },
  {
    id: 'guarantee',
    question: 'What if I do not love my design?',
    answer:
      'Every package has a 30-day satisfaction guarantee. Tell us within 30 days and we refund your package in full.',
  },
  {
    id: 'revisions',
    question: 'How many revisions do I get?',
    answer:
      'Essentials includes 2 revisions. Complete and White-Glove include unlimited revisions until the design feels right.',
  },
  {
    id: 'multi-room',
    question: 'How does the multi-room discount work?',
    answer:
      'Design 3 or more rooms together and we take 20% off the design fee of every room. Add-ons are priced once for the whole project.',
  },
  {
    id: 'buying',
    question: 'Do I have to buy the furniture you suggest?',
    answer:
      'No. Your product list is yours to shop as you like, from our partner brands or pieces you already own.',
  },
  {
    id: 'white-glove-guarantee',
    question: 'What does the 90-day guarantee cover?',
    answer:
      'With White-Glove, if anything we ordered arrives damaged or does not fit as designed within 90 days, we replace it or find an alternative at no cost to you.',
  },
];

export const PACKAGES_CLOSING = {
  title: 'Ready for a room that feels like you?',
  text: 'Book your designer now, or start with a free 15-minute consultation.',
} as const;

/** The hire page's simpler package list (spec 02 sections 2 and 9). */
export interface HirePackage {
  id: 'quick-styling' | 'full-redesign' | 'premium-delivery';
  name: string;
  /** 0 is free. */
  price: number;
  duration: string;
  features: readonly string[];
  popular: boolean;
  /** The card's button, which fills the booking form with this package. */
  cta: string;
}

export const HIRE_PACKAGES: readonly HirePackage[] = [
  {
    id: 'quick-styling',
    name: 'Quick Styling Consultation',
    price: 0,
    duration: '30 min call',
    cta: 'Book Free Call',
    features: [
      'A video call with a certified designer',
      'Quick wins for your layout and colors',
      'A short list of pieces to look for',
    ],
    popular: false,
  },
  {
    id: 'full-redesign',
    name: 'Full Room Redesign',
    price: 299,
    duration: 'Ready in 3-5 days',
    cta: 'Choose Full Redesign',
    features: [
      '3 design concepts',
      '2 revision rounds',
      'Furniture layout to your room’s real size',
      'Shoppable product list',
    ],
    popular: true,
  },
  {
    id: 'premium-delivery',
    name: 'Premium with Delivery',
    price: 499,
    duration: 'Ready in 3-5 days, then delivered',
    cta: 'Choose Premium',
    features: [
      'Everything in Full Room Redesign',
      'Every piece ordered for you',
      'White-glove delivery and placement',
    ],
    popular: false,
  },
];
