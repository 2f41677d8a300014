/**
 * The plans pages' sample data (spec 02 sections 2, 6 and 9): the pricing page's four plans
 * for homeowners and professionals (US dollars), and the pro tools plans of
 * /for-professionals (pounds), with their add-ons, reasons, testimonials and questions.
 * Savings are never typed here: the pages work them out from the prices (lib/pricing.ts).
 */
import { SAMPLES, type SampleImage } from './samples.ts';

export type PlanAudience = 'homeowners' | 'professionals';

export const PLAN_AUDIENCES: ReadonlyArray<{ value: PlanAudience; label: string }> = [
  { value: 'homeowners', label: 'For Homeowners' },
  { value: 'professionals', label: 'For Professionals' },
];

/** A plan's price: free, by arrangement, or a monthly price with a cheaper yearly rate. */
export type PricingPlanPrice =
  | { kind: 'free' }
  | { kind: 'custom' }
  | { kind: 'recurring'; monthly: number; yearlyPerMonth: number };

export interface PlanAction {
  label: string;
  href: string;
}

export interface PricingPlan {
  id: 'starter' | 'enthusiast' | 'pro' | 'enterprise';
  name: string;
  audience: PlanAudience;
  subtitle: string;
  price: PricingPlanPrice;
  features: readonly string[];
  cta: PlanAction;
  popular: boolean;
}

export const PRICING_PLANS: readonly PricingPlan[] = [
  {
    id: 'starter',
    name: 'Starter',
    audience: 'homeowners',
    subtitle: 'Try Aurevia on the room you live in most.',
    price: { kind: 'free' },
    features: [
      '3 room scans a month',
      'AI furniture layouts',
      'Shop the look from partner brands',
      'Personal use',
    ],
    cta: { label: 'Start Free', href: '/try-scanner' },
    popular: false,
  },
  {
    id: 'enthusiast',
    name: 'Enthusiast',
    audience: 'homeowners',
    subtitle: 'Style every room of your home, your way.',
    price: { kind: 'recurring', monthly: 29, yearlyPerMonth: 23 },
    features: [
      'Unlimited room scans',
      'Every design style, from Japandi to Coastal',
      'Mood boards for every room',
      'Save and compare your designs',
      'Priority email support',
      'Personal use',
    ],
    cta: { label: 'Get Enthusiast', href: '/auth' },
    popular: true,
  },
  {
    id: 'pro',
    name: 'Pro',
    audience: 'professionals',
    subtitle: 'For designers, stagers and agents working with clients.',
    price: { kind: 'recurring', monthly: 99, yearlyPerMonth: 79 },
    features: [
      'Everything in Enthusiast',
      'Commercial use for client work',
      'Client sharing and approvals',
      'White-label exports',
      'Project analytics',
    ],
    cta: { label: 'Get Pro', href: '/auth' },
    popular: true,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    audience: 'professionals',
    subtitle: 'For studios, developers and retailers at scale.',
    price: { kind: 'custom' },
    features: [
      'Everything in Pro',
      'Team seats and permissions',
      'Enterprise API access',
      'A dedicated success manager',
      'Onboarding and training for your team',
    ],
    cta: { label: 'Contact Sales', href: '/contact-us' },
    popular: false,
  },
];

/** One row of the 'Compare All Plans' table: a value per plan, or whether it is included. */
export interface PlanComparisonRow {
  feature: string;
  values: Readonly<Record<PricingPlan['id'], string | boolean>>;
}

export const PLAN_COMPARISON: readonly PlanComparisonRow[] = [
  {
    feature: 'Room scans',
    values: {
      starter: '3 a month',
      enthusiast: 'Unlimited',
      pro: 'Unlimited',
      enterprise: 'Unlimited',
    },
  },
  {
    feature: 'AI furniture layouts',
    values: { starter: true, enthusiast: true, pro: true, enterprise: true },
  },
  {
    feature: 'Design styles',
    values: { starter: '3 core styles', enthusiast: 'All', pro: 'All', enterprise: 'All' },
  },
  {
    feature: 'Mood boards',
    values: { starter: false, enthusiast: true, pro: true, enterprise: true },
  },
  {
    feature: 'Commercial use',
    values: { starter: false, enthusiast: false, pro: true, enterprise: true },
  },
  {
    feature: 'Client sharing',
    values: { starter: false, enthusiast: false, pro: true, enterprise: true },
  },
  {
    feature: 'White-label exports',
    values: { starter: false, enthusiast: false, pro: true, enterprise: true },
  },
  {
    feature: 'Team seats',
    values: { starter: false, enthusiast: false, pro: false, enterprise: true },
  },
  {
    feature: 'Enterprise API',
    values: { starter: false, enthusiast: false, pro: false, enterprise: true },
  },
  {
    feature: 'Support',
    values: {
      starter: 'Help Center',
      enthusiast: 'Priority email',
      pro: 'Priority email',
      enterprise: 'Dedicated manager',
    },
  },
];

export interface PlanAddOn {
  id: string;
  name: string;
  /** As the card shows it: "from $199", "$79", "Custom". */
  price: string;
  /** What the price is for ("a session"), if anything. */
  unit?: string;
  description: string;
}

export const PRICING_ADD_ONS: readonly PlanAddOn[] = [
  {
    id: 'white-glove-delivery',
    name: 'White-Glove Delivery',
    price: 'from $199',
    description:
      'Your furniture carried to the room, assembled, placed as designed, and the packaging taken away.',
  },
  {
    id: 'designer-consult',
    name: '1:1 Designer Consult',
    price: '$79',
    unit: 'a session',
    description: 'A video session with a certified designer to refine your layout and picks.',
  },
  {
    id: 'enterprise-api',
    name: 'Enterprise API',
    price: 'Custom',
    description: 'Bring room scanning and AI layouts into your own app, site or showroom.',
  },
];

export type ReasonIcon = 'scan' | 'sparkles' | 'shop' | 'shield';

export interface Reason {
  icon: ReasonIcon;
  title: string;
  text: string;
}

export const WHY_CHOOSE_AUREVIA: readonly Reason[] = [
  {
    icon: 'scan',
    title: 'A scan in under 2 minutes',
    text: 'Point your phone at each corner and pan slowly. No tape measure, no sketches.',
  },
  {
    icon: 'sparkles',
    title: 'Designs in 30-60 seconds',
    text: 'AI layouts and mood boards in the style you choose, made for your room’s real size.',
  },
  {
    icon: 'shop',
    title: 'Shop the whole look',
    text: 'Every piece comes from a partner brand, ready to buy and delivered to your door.',
  },
  {
    icon: 'shield',
    title: '30-day money-back guarantee',
    text: 'Not for you? Tell us within 30 days of paying and we refund you in full.',
  },
];

export interface Question {
  id: string;
  question: string;
  answer: string;
}

export const PRICING_FAQS: readonly Question[] = [
  {
    id: 'commercial-use',
    question: 'Can I use my designs commercially?',
    answer:
      'Yes, on the Pro and Enterprise plans, which cover client work, staging and property listings. Starter and Enthusiast are for personal use only.',
  },
  {
    id: 'money-back',
    question: 'Is there a money-back guarantee?',
    answer:
      'Yes. Every paid plan comes with a 30-day money-back guarantee: if Aurevia is not right for you, tell us within 30 days of paying and we refund you in full.',
  },
  {
    id: 'student-discount',
    question: 'Do you offer a student discount?',
    answer:
      'Yes. Students get a 50% discount on the Enthusiast and Pro plans. Write to us from your school email address and we will apply it to your account.',
  },
  {
    id: 'annual-billing',
    question: 'How does annual billing work?',
    answer:
      'You pay once a year at a lower monthly rate than paying month by month. You can switch between monthly and annual billing when your plan renews.',
  },
  {
    id: 'cancel',
    question: 'Can I cancel at any time?',
    answer:
      'Yes. Your plan stays active until the end of the period you have paid for, and every design you made stays yours.',
  },
  {
    id: 'room-scan',
    question: 'What counts as a room scan?',
    answer:
      'Each room you scan, or upload photos of, counts once a month, however many designs you make from it.',
  },
];

export const PRICING_CLOSING = {
  title: 'Ready to see your room transformed?',
  text: 'Scan your first room free, no card needed. Buying for a team or a business? We will tailor a plan with you.',
  primary: { label: 'Scan My Room Free', href: '/try-scanner' },
  secondary: { label: 'Talk to Sales', href: '/contact-us' },
} as const;

/* ---------- Pro tools plans (/for-professionals), in pounds ---------- */

export type ProPlanPrice =
  { kind: 'free' } | { kind: 'custom' } | { kind: 'recurring'; monthly: number; yearly: number };

export interface ProPlan {
  id: 'free' | 'pro-solo' | 'pro-team' | 'enterprise';
  name: string;
  subtitle: string;
  price: ProPlanPrice;
  /** A trial offered with the plan ("7-day free trial"), if any. */
  trial?: string;
  features: readonly string[];
  cta: PlanAction;
  popular: boolean;
}

/** Pro Team's seats: 3 included, each extra one £15 a month. */
export const PRO_TEAM_SEATS = { included: 3, extraSeatMonthly: 15 } as const;

export const PRO_PLANS: readonly ProPlan[] = [
  {
    id: 'free',
    name: 'Free',
    subtitle: 'See how a scan changes your first client meeting.',
    price: { kind: 'free' },
    features: ['1 scan', '1 mood board', 'AI furniture layouts'],
    cta: { label: 'Start Free', href: '/auth' },
    popular: false,
  },
  {
    id: 'pro-solo',
    name: 'Pro Solo',
    subtitle: 'For independent designers, stagers and agents.',
    price: { kind: 'recurring', monthly: 29, yearly: 290 },
    trial: '7-day free trial',
    features: [
      '15 scans a month',
      'Unlimited mood boards',
      'Client sharing and approvals',
      'White-label exports',
      'Commercial use',
    ],
    cta: { label: 'Start Free Trial', href: '/auth' },
    popular: true,
  },
  {
    id: 'pro-team',
    name: 'Pro Team',
    subtitle: 'For studios and agencies sharing projects.',
    price: { kind: 'recurring', monthly: 89, yearly: 890 },
    features: [
      '50 scans a month',
      `${PRO_TEAM_SEATS.included} seats included`,
      `Extra seats £${PRO_TEAM_SEATS.extraSeatMonthly}/month per user`,
      'Shared project library',
      'Team analytics',
    ],
    cta: { label: 'Get Pro Team', href: '/auth' },
    popular: false,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    subtitle: 'For developers, retailers and large teams.',
    price: { kind: 'custom' },
    features: [
      'Unlimited scans and seats',
      'Enterprise API access',
      'Single sign-on and permissions',
      'A dedicated success manager',
    ],
    cta: { label: 'Contact Sales', href: '/contact-us' },
    popular: false,
  },
];

export const PRO_HERO = {
  eyebrow: 'Aurevia Pro Tools',
  text: 'Scan a client’s room in 2 minutes, show AI mood boards the same day, and share shoppable designs they can approve from their phone.',
  primary: { label: 'Start Free', href: '/auth' },
  secondary: { label: 'See Plans', href: '#pro-plans' },
} as const;

export const OLD_WAY_NEW_WAY = {
  old: {
    title: 'The old way',
    points: [
      'Hours with a tape measure and a sketchpad',
      'Mood boards pieced together by hand',
      'Weeks of emails to get a client’s sign-off',
      'Product lists retyped into spreadsheets',
    ],
  },
  new: {
    title: 'The Aurevia way',
    points: [
      'A 2-minute scan with every wall and window measured',
      'AI mood boards in seconds, in any style',
      'One share link your clients comment on and approve',
      'Shoppable product lists from partner brands',
    ],
  },
} as const;

export type ProFeatureIcon = 'scan' | 'board' | 'share' | 'team' | 'export' | 'chart';

export interface ProFeature {
  icon: ProFeatureIcon;
  title: string;
  text: string;
}

export const PRO_FEATURES: readonly ProFeature[] = [
  {
    icon: 'scan',
    title: '3D Room Scanning',
    text: 'Measure a room to the centimetre with a phone, in under 2 minutes.',
  },
  {
    icon: 'board',
    title: 'AI Mood Boards',
    text: 'Start every project with boards in your client’s style, then make them yours.',
  },
  {
    icon: 'share',
    title: 'Client Sharing',
    text: 'One link to comment, compare options and approve, with no account needed.',
  },
  {
    icon: 'team',
    title: 'Team Seats',
    text: 'Share projects, templates and product lists across your studio.',
  },
  {
    icon: 'export',
    title: 'White-Label Exports',
    text: 'Presentations and listings under your own name and logo.',
  },
  {
    icon: 'chart',
    title: 'Analytics',
    text: 'See which designs clients open, save and shop from.',
  },
];

export interface Testimonial {
  id: string;
  name: string;
  role: string;
  quote: string;
  rating: number;
  image: SampleImage;
}

export const PRO_TESTIMONIALS: readonly Testimonial[] = [
  {
    id: 'priya',
    name: 'Priya Raman',
    role: 'Interior Designer, Bristol',
    quote:
      'I scan the living room on the first visit and show three mood boards before the coffee is cold. Sign-off takes days now, not weeks.',
    rating: 5,
    image: SAMPLES.person3,
  },
  {
    id: 'tom',
    name: 'Tom Becker',
    role: 'Home Stager, Manchester',
    quote:
      'Staging plans used to mean two site visits. One scan now gives me exact measurements and a shoppable list for the whole house.',
    rating: 5,
    image: SAMPLES.person2,
  },
  {
    id: 'helen',
    name: 'Helen Okafor',
    role: 'Estate Agent, Leeds',
    quote:
      'Buyers love seeing an empty flat furnished in their style. The white-label exports go straight into our listings.',
    rating: 5,
    image: SAMPLES.person4,
  },
];

export const PRO_FAQS: readonly Question[] = [
  {
    id: 'scan',
    question: 'What counts as a scan?',
    answer:
      'Each room you scan counts once in the month you scan it. Edits, mood boards and new designs of that room are free.',
  },
  {
    id: 'trial',
    question: 'How does the free trial work?',
    answer:
      'Pro Solo starts with a 7-day free trial. Cancel before it ends and you pay nothing; your projects stay on the Free plan.',
  },
  {
    id: 'seats',
    question: 'How do team seats work?',
    answer: `Pro Team includes ${PRO_TEAM_SEATS.included} seats. Add as many more as you need for £${PRO_TEAM_SEATS.extraSeatMonthly}/month per user, and remove them at any time.`,
  },
  {
    id: 'commercial',
    question: 'Can I use Aurevia for paid client work?',
    answer:
      'Yes. Pro Solo, Pro Team and Enterprise include commercial use, so designs, boards and exports can go to clients and into listings.',
  },
  {
    id: 'clients',
    question: 'Do my clients need an account?',
    answer:
      'No. A share link opens in any browser, where clients can comment on and approve a design.',
  },
  {
    id: 'billing',
    question: 'Can I switch between monthly and annual billing?',
    answer:
      'Yes, whenever your plan renews. Annual billing is paid once a year and costs less than twelve monthly payments.',
  },
];
