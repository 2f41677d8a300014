/**
 * The home page's words (spec 01 sections 1-2): hero, proof points, steps, feature cards, the
 * call to action and the designer promo. Kept apart from content/features.ts so the first
 * paint of `/` carries only what the home page shows. Claims are display text only.
 */
import type { FeatureCard, FeatureIcon } from '../../content/features.ts';

export const HOME_HERO = {
  eyebrow: 'AI interior design, made personal',
  primary: { label: 'Scan My Room', href: '/try-scanner' },
  secondary: { label: 'Upload Photos', href: '/upload-photos' },
  note: '$50 credit on your first room. No credit card needed.',
} as const;

export const HOME_PROOF = [
  { icon: 'sparkles', text: '1000+ rooms styled' },
  { icon: 'star', text: '4.9 average rating from 2,500+ reviews' },
  { icon: 'truck', text: 'Scan-to-styled in 72 hours' },
] as const satisfies readonly { icon: FeatureIcon; text: string }[];

export const HOME_STEPS = {
  title: 'Three steps to a room you love',
  steps: [
    { title: 'Scan', text: 'Walk your room with your phone. A scan takes under 2 minutes.' },
    { title: 'Design', text: 'Get an AI-assisted furniture layout for free, styled your way.' },
    { title: 'Shop', text: 'Buy the furnished look with white-glove delivery and setup.' },
  ],
  link: { label: 'See how it works', href: '/how-it-works' },
} as const;

export const HOME_FEATURES = {
  eyebrow: 'Why Aurevia',
  title: 'A design studio in your pocket',
  cards: [
    {
      icon: 'scan',
      title: 'A scan in under 2 minutes',
      text: 'Your phone maps walls, windows and doors. Your 3D room is ready in 30-60 seconds.',
    },
    {
      icon: 'sparkles',
      title: 'Free AI design',
      text: 'Layouts and mood boards that fit your room to the centimetre and your taste.',
    },
    {
      icon: 'bag',
      title: 'Shop the whole look',
      text: 'Every piece comes from partner brands, in one basket, with white-glove delivery.',
    },
    {
      icon: 'users',
      title: 'Certified designers',
      text: 'Want a human touch? A designer styles your room in 3-5 days.',
    },
  ],
} as const satisfies { eyebrow: string; title: string; cards: readonly FeatureCard[] };

export const HOME_CTA = {
  title: 'Your first room is on us',
  text: 'Get a $50 credit on your first room. No credit card needed, and a 30-day satisfaction guarantee.',
  primary: { label: 'Start Free Scan', href: '/try-scanner' },
  secondary: { label: 'Explore Rooms', href: '/browse-rooms' },
} as const;

export const HOME_DESIGNER_PROMO = {
  eyebrow: 'Work with a designer',
  title: 'Prefer a human touch?',
  text: 'Our certified designers have styled 500+ rooms. Get a personal design in 3-5 days, from $399, with a money-back guarantee.',
  points: [
    'One-on-one video consultation',
    'Design turnaround in 3-5 days',
    '30-day satisfaction guarantee',
  ],
  cta: { label: 'Meet Our Designers', href: '/work-with-designer' },
} as const;

export const HOME_TESTIMONIALS_HEADING = {
  eyebrow: 'Loved by 10,000+ homeowners',
  title: 'Rooms our customers love',
} as const;
