/**
 * The Partners page (spec 01 sections 2 and 3): industries, success stories, the two ways to
 * partner, and the inquiry form's industry choices (the spec's values).
 */
import { SAMPLES, type SampleImage } from './samples.ts';

export interface PartnerIndustry {
  readonly id: 'furniture' | 'realestate' | 'design' | 'platform';
  readonly title: string;
  readonly text: string;
}

export const PARTNER_INDUSTRIES: readonly PartnerIndustry[] = [
  {
    id: 'furniture',
    title: 'Furniture brands',
    text: 'Put your catalogue in thousands of scanned rooms, at true size, right when people decide.',
  },
  {
    id: 'realestate',
    title: 'Real estate',
    text: 'Stage listings virtually from one scan and help buyers picture themselves at home.',
  },
  {
    id: 'design',
    title: 'Interior designers',
    text: 'Start every project from an accurate 3D model and share layouts with clients.',
  },
  {
    id: 'platform',
    title: 'Platforms & marketplaces',
    text: 'Add scanning and AI room design to your own app or site.',
  },
];

export interface SuccessStory {
  readonly id: string;
  readonly partner: string;
  readonly industry: string;
  readonly result: string;
  readonly quote: string;
  readonly person: string;
  readonly role: string;
  readonly portrait: SampleImage;
}

export const SUCCESS_STORIES: readonly SuccessStory[] = [
  {
    id: 'nordhem',
    partner: 'Nordhem Furniture',
    industry: 'Furniture brand',
    result: '32% fewer returns',
    quote:
      'Customers who see our sofa in their own scanned room buy the right size the first time. Returns dropped within a quarter.',
    person: 'Sofia Lindqvist',
    role: 'Head of Digital',
    portrait: SAMPLES.person5,
  },
  {
    id: 'keystone',
    partner: 'Keystone Realty',
    industry: 'Real estate',
    result: '18 days faster to sell',
    quote:
      'We stage empty listings from a single scan. Buyers finally see the space, not the bare walls.',
    person: 'Daniel Okafor',
    role: 'Managing Broker',
    portrait: SAMPLES.person6,
  },
];

export interface PartnershipOption {
  readonly id: 'retail' | 'integration';
  readonly title: string;
  readonly text: string;
  readonly points: readonly string[];
}

export const PARTNERSHIP_OPTIONS: readonly PartnershipOption[] = [
  {
    id: 'retail',
    title: 'Retail Partnership',
    text: 'List your products in the Aurevia catalogue and our AI layouts.',
    points: [
      'Your products placed in real scanned rooms',
      'Shoppable links from every design',
      'Monthly insights on what people place and buy',
    ],
  },
  {
    id: 'integration',
    title: 'Platform Integration',
    text: 'Bring Aurevia scanning and room design into your own product.',
    points: [
      'Room scanning and 3D models in your app',
      'White-label exports and client sharing',
      'A dedicated partner manager',
    ],
  },
];

export interface PartnerIndustryChoice {
  readonly value: 'furniture' | 'realestate' | 'design' | 'platform' | 'other';
  readonly label: string;
}

export const PARTNER_INDUSTRY_CHOICES: readonly PartnerIndustryChoice[] = [
  { value: 'furniture', label: 'Furniture & home goods' },
  { value: 'realestate', label: 'Real estate' },
  { value: 'design', label: 'Interior design' },
  { value: 'platform', label: 'Technology platform' },
  { value: 'other', label: 'Other' },
];

export const PARTNERS_EMAIL = 'partners@aurevia.app';
