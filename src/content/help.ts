/**
 * The help center's topics, quick links and common questions (spec 01 section 2). Every topic
 * and quick link opens under /help/; those articles are outside the route table, so they show
 * the 404 page, as the spec has it.
 */

export interface HelpEntry {
  /** The article's path segment under /help/. */
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  /** Other words people search with, for the help search. */
  readonly keywords: readonly string[];
}

export interface HelpTopic extends HelpEntry {
  /** How many articles the topic gathers. */
  readonly articles: number;
}

export interface HelpQuestion {
  readonly id: string;
  readonly question: string;
  readonly answer: string;
  readonly keywords: readonly string[];
}

export const HELP_TOPICS: readonly HelpTopic[] = [
  {
    slug: 'scanning',
    title: 'Room Scanning',
    description: 'Scan a room with your phone, fix a scan that went wrong, or upload photos.',
    keywords: ['scan', 'scanner', 'camera', 'lidar', '3d model', 'photos', 'corners'],
    articles: 12,
  },
  {
    slug: 'placement',
    title: 'Furniture Placement',
    description: 'Place, move and swap furniture on your design canvas until it fits.',
    keywords: ['canvas', 'furniture', 'layout', 'drag', 'room', 'design'],
    articles: 9,
  },
  {
    slug: 'delivery',
    title: 'Delivery & Setup',
    description: 'Delivery areas, shipping times and what white-glove setup includes.',
    keywords: ['shipping', 'white-glove', 'postcode', 'zip', 'assembly', 'tracking'],
    articles: 10,
  },
  {
    slug: 'billing',
    title: 'Billing & Plans',
    description: 'Plans, invoices, payment methods and changing or cancelling a subscription.',
    keywords: ['payment', 'invoice', 'subscription', 'premium', 'price', 'refund', 'card'],
    articles: 8,
  },
  {
    slug: 'returns',
    title: 'Returns & Exchanges',
    description: 'Return or exchange furniture within 30 days of delivery.',
    keywords: ['return', 'exchange', 'refund', 'damaged', '30 days', 'pickup'],
    articles: 6,
  },
  {
    slug: 'getting-started',
    title: 'Getting Started',
    description: 'Your first scan, your first design and a tour of the app.',
    keywords: ['new', 'start', 'first', 'account', 'tour', 'install', 'onboarding'],
    articles: 7,
  },
];

export const HELP_QUICK_LINKS: readonly HelpEntry[] = [
  {
    slug: 'account-setup',
    title: 'Setting up your account',
    description: 'Create an account, confirm your email and sign in.',
    keywords: ['sign up', 'sign in', 'password', 'email', 'profile'],
  },
  {
    slug: 'scanning-guide',
    title: 'The complete scanning guide',
    description: 'Light, angles and pace for a clean scan in under 2 minutes.',
    keywords: ['scan', 'scanning', 'camera', 'tips', 'corners'],
  },
  {
    slug: 'design-preferences',
    title: 'Choosing your design style',
    description: 'Tell us your style so every layout starts closer to your taste.',
    keywords: ['style', 'modern', 'japandi', 'scandinavian', 'onboarding', 'taste'],
  },
  {
    slug: 'shopping-cart',
    title: 'Using your room cart',
    description: 'Save placed pieces, see the total and shop your room.',
    keywords: ['cart', 'shop', 'checkout', 'order', 'total', 'furniture'],
  },
  {
    slug: 'delivery-scheduling',
    title: 'Scheduling your delivery',
    description: 'Pick a delivery window and prepare your room for setup.',
    keywords: ['delivery', 'schedule', 'date', 'white-glove', 'shipping'],
  },
  {
    slug: 'technical-requirements',
    title: 'Technical requirements',
    description: 'Phones and browsers that scan best, and using the app offline.',
    keywords: ['phone', 'browser', 'iphone', 'android', 'offline', 'install', 'scan'],
  },
  {
    slug: 'troubleshooting',
    title: 'Troubleshooting',
    description: 'Fixes for scans that stall, photos that fail and pages that will not load.',
    keywords: ['problem', 'error', 'bug', 'stuck', 'scan', 'upload', 'not working'],
  },
  {
    slug: 'pro-features',
    title: 'Pro features',
    description: 'Client sharing, team seats and exports for design professionals.',
    keywords: ['professional', 'designer', 'team', 'clients', 'export', 'pro'],
  },
];

export const HELP_QUESTIONS: readonly HelpQuestion[] = [
  {
    id: 'scan-time',
    question: 'How long does a scan take?',
    answer:
      'A scan takes under 2 minutes: stand in the centre of the room, point at each corner and pan slowly. Your 3D model is then ready in 30-60 seconds.',
    keywords: ['scan', 'scanning', 'time', 'minutes'],
  },
  {
    id: 'no-scanner',
    question: "My phone can't scan. What can I do?",
    answer:
      'Upload 4-6 photos of the room from different angles instead. We build the same layout from them.',
    keywords: ['upload', 'photos', 'scan', 'phone', 'camera'],
  },
  {
    id: 'delivery-time',
    question: 'How long does delivery take?',
    answer:
      'Standard delivery takes 5-10 business days, express 2-3 business days in select areas. Custom furniture takes 4-6 weeks, and white-glove delivery with setup 2-3 weeks.',
    keywords: ['delivery', 'shipping', 'express', 'white-glove', 'days'],
  },
  {
    id: 'returns-window',
    question: 'Can I return furniture?',
    answer:
      "Yes. Return or exchange any piece within 30 days of delivery. We'll arrange the pickup.",
    keywords: ['return', 'returns', 'exchange', 'refund', '30 days'],
  },
  {
    id: 'offline',
    question: 'Does the app work without a connection?',
    answer:
      'Yes. After your first visit every page opens offline, and what you make (scans, photos, your room cart) stays on your device. Sign-ins and checkouts made offline are sent when you are back online.',
    keywords: ['offline', 'internet', 'connection', 'install', 'technical'],
  },
];

/** Where a topic or quick link opens. */
export function helpArticlePath(slug: string): string {
  return `/help/${slug}`;
}
