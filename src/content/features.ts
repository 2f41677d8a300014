/**
 * What Aurevia does, as the marketing pages tell it: the home page's sections, the
 * /how-it-works tabs, differentiators and trust metrics, and the /features page (spec 01
 * sections 1-2, spec 02 sections 2 and 9). Claims are display text only.
 */
import { ROOM_IMAGES, SAMPLES, type SampleImage } from './samples.ts';

/** Icon names the pages map to drawings (content holds no components). */
export type FeatureIcon =
  | 'scan'
  | 'sparkles'
  | 'palette'
  | 'bag'
  | 'eye'
  | 'users'
  | 'headset'
  | 'wand'
  | 'devices'
  | 'truck'
  | 'shield'
  | 'clock'
  | 'ruler'
  | 'star'
  | 'home';

export interface FeatureCard {
  icon: FeatureIcon;
  title: string;
  text: string;
}

/* ---------------------------------------------------------------- /how-it-works */

export type HowItWorksTab = 'scan' | 'design' | 'deliver' | 'features';

export interface HowItWorksPanel {
  value: HowItWorksTab;
  label: string;
  title: string;
  text: string;
  points: readonly string[];
  cta: { label: string; href: string };
  image: SampleImage;
}

export const HOW_IT_WORKS_TABS: readonly HowItWorksPanel[] = [
  {
    value: 'scan',
    label: 'Scan',
    title: 'Scan your room in under 2 minutes',
    text: 'Stand at the centre of the room, point your phone at each corner and pan slowly. Your 3D model is usually ready in 30-60 seconds.',
    points: [
      'Works on any recent phone, no app to install',
      'Walls, windows, doors and outlets measured for you',
      'No scan? Upload 4-6 photos from different angles instead',
    ],
    cta: { label: 'Try the Scanner', href: '/try-scanner' },
    image: SAMPLES.heroRoom,
  },
  {
    value: 'design',
    label: 'Design',
    title: 'Get your AI design for free',
    text: 'Pick a style and Aurevia lays out furniture that fits your room, your light and your budget, with a mood board to match.',
    points: [
      'Layouts that respect walkways and windows',
      'Styles from Japandi to Classic',
      'A certified designer can refine it in 3-5 days',
    ],
    cta: { label: 'Launch My Design', href: '/design-dashboard' },
    image: ROOM_IMAGES['living-japandi'],
  },
  {
    value: 'deliver',
    label: 'Deliver',
    title: 'Shop the look, delivered and set up',
    text: 'Buy every piece in one basket. White-glove teams deliver, assemble and place it all, then take the boxes away.',
    points: [
      'Scan-to-styled in 72 hours in select areas',
      'White-glove delivery and setup',
      'Returns within 30 days of delivery',
    ],
    cta: { label: 'Check Delivery Availability', href: '/delivery-availability' },
    image: SAMPLES.afterLivingStyled,
  },
  {
    value: 'features',
    label: 'Features',
    title: 'Everything in one place',
    text: 'From the first scan to the last cushion: mood boards, a shoppable room canvas, designer chat and delivery tracking.',
    points: [
      'Shoppable 3D room canvas',
      'Designer collaboration built in',
      'Your rooms saved on every device',
    ],
    cta: { label: 'See All Features', href: '/features' },
    image: ROOM_IMAGES['office-scandinavian'],
  },
];

export const DIFFERENTIATORS = {
  eyebrow: 'Why it works',
  title: 'What makes Aurevia different',
  cards: [
    {
      icon: 'ruler',
      title: 'Fitted to your room',
      text: 'Every layout starts from your own measurements, not a stock photo.',
    },
    {
      icon: 'clock',
      title: 'Fast from start to finish',
      text: 'A scan takes under 2 minutes; your room can be styled in 72 hours.',
    },
    {
      icon: 'wand',
      title: 'Free AI design',
      text: 'Layouts and mood boards at no cost, with a $50 credit on your first room.',
    },
    {
      icon: 'users',
      title: 'Real designers on call',
      text: 'Certified designers refine your room in 3-5 days when you want a human eye.',
    },
    {
      icon: 'truck',
      title: 'White-glove delivery',
      text: 'Delivered, assembled and placed, with the packaging taken away.',
    },
    {
      icon: 'shield',
      title: '30-day guarantee',
      text: 'Not in love with your room? You have 30 days to make it right.',
    },
  ],
} as const satisfies { eyebrow: string; title: string; cards: readonly FeatureCard[] };

export const TRUST_METRICS = [
  { value: '10,000+', label: 'Rooms designed' },
  { value: '4.9', label: 'Average rating from 2,500+ reviews' },
  { value: '72 hours', label: 'From scan to styled' },
  { value: '30-day', label: 'Satisfaction guarantee' },
] as const;

export const HOW_IT_WORKS_STORIES_HEADING = {
  eyebrow: 'Project stories',
  title: 'Real rooms, real timelines',
} as const;

export const HOW_IT_WORKS_CTA = {
  title: 'Ready to see your room styled?',
  text: 'Scan it in under 2 minutes. Your first AI design is free, no card needed.',
  primary: { label: 'Scan My Room', href: '/try-scanner' },
  secondary: { label: 'Upload Photos', href: '/upload-photos' },
} as const;

/* ---------------------------------------------------------------- /features */

export const FEATURES_HERO = {
  eyebrow: 'Features',
  text: 'Everything you need to go from an empty room to a finished one, in one app.',
  primary: { label: 'Try Phoenix Free', href: '/try-scanner' },
  secondary: { label: 'View Pricing', href: '/pricing' },
} as const;

export const FEATURE_CARDS: readonly FeatureCard[] = [
  {
    icon: 'scan',
    title: '3D Room Scanning',
    text: 'Walk the room with your phone and get an accurate 3D model in 30-60 seconds.',
  },
  {
    icon: 'sparkles',
    title: 'AI-Powered Design',
    text: 'Layouts that fit your measurements, your light and the way you live.',
  },
  {
    icon: 'palette',
    title: 'Smart Styling',
    text: 'Choose Japandi, Industrial, Bohemian or more, and every piece follows the style.',
  },
  {
    icon: 'bag',
    title: 'Product Discovery',
    text: 'Furniture from partner brands, matched to your room, your style and your budget.',
  },
  {
    icon: 'eye',
    title: 'Instant Visualization',
    text: 'See each sofa, lamp and rug in your own room before you buy it.',
  },
  {
    icon: 'users',
    title: 'Designer Collaboration',
    text: 'Invite a certified designer into your room and refine it together in 3-5 days.',
  },
];

export const PREMIUM_FEATURES = {
  eyebrow: 'Premium',
  title: 'Go further with Pro',
  cards: [
    {
      icon: 'headset',
      title: 'Priority Support',
      text: 'Answers from our design team first, usually in under 2 hours in business hours.',
    },
    {
      icon: 'wand',
      title: 'Advanced AI Styles',
      text: 'Unlock every style and mix two of them in one room.',
    },
    {
      icon: 'devices',
      title: 'Multi-Device Sync',
      text: 'Start on your phone, finish on your laptop: your rooms follow you.',
    },
  ],
  cta: { label: 'Explore Pro Features', href: '/pricing' },
} as const satisfies {
  eyebrow: string;
  title: string;
  cards: readonly FeatureCard[];
  cta: { label: string; href: string };
};

export const FEATURES_CLOSING = {
  title: 'See it in your own room',
  text: 'Scan in under 2 minutes and get your first AI design free.',
  primary: { label: 'Start Scanning', href: '/try-scanner' },
  secondary: { label: 'How It Works', href: '/how-it-works' },
} as const;
