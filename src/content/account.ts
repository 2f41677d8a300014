/**
 * The account area's sample data (spec 02 sections 2, 3 and 9): design projects, orders,
 * messages and the subscription card. Data only; statuses are the spec's raw values and the
 * account feature turns them into labels, colours and icons.
 */
import { SAMPLES, type SampleImage } from './samples.ts';

/** Static text of the account header (spec 02 section 6). */
export const MEMBER_BADGE = 'Premium Member';
export const MEMBER_SINCE = 'Member since Jan 2024';

/** The overview shows 3 recent messages and 2 recent orders (spec 02 section 9). */
export const OVERVIEW_MESSAGES = 3;
export const OVERVIEW_ORDERS = 2;

export type ProjectStatus = 'in_progress' | 'completed' | 'saved';

export interface DesignProject {
  id: string;
  name: string;
  status: ProjectStatus;
  /** Relative text, as the sample data gives it. */
  lastEdited: string;
  thumbnail: SampleImage;
  /** 0-100. */
  progress: number;
  roomType: string;
  tags: readonly string[];
}

export const DESIGN_PROJECTS: readonly DesignProject[] = [
  {
    id: 'project-living-japandi',
    name: 'Japandi Living Room',
    status: 'in_progress',
    lastEdited: '2 hours ago',
    thumbnail: SAMPLES.livingJapandi,
    progress: 65,
    roomType: 'Living Room',
    tags: ['Japandi', 'Oak', 'Calm'],
  },
  {
    id: 'project-study-industrial',
    name: 'Industrial Study Nook',
    status: 'in_progress',
    lastEdited: 'Yesterday',
    thumbnail: SAMPLES.studyIndustrial,
    progress: 30,
    roomType: 'Study',
    tags: ['Industrial', 'Leather'],
  },
  {
    id: 'project-bedroom-bohemian',
    name: 'Bohemian Bedroom Retreat',
    status: 'completed',
    lastEdited: '1 week ago',
    thumbnail: SAMPLES.bedroomBohemian,
    progress: 100,
    roomType: 'Bedroom',
    tags: ['Bohemian', 'Plants', 'Textiles'],
  },
  {
    id: 'project-dining-classic',
    name: 'Classic Dining Room',
    status: 'saved',
    lastEdited: '3 weeks ago',
    thumbnail: SAMPLES.diningClassic,
    progress: 10,
    roomType: 'Dining Room',
    tags: ['Classic', 'Brass'],
  },
];

export type OrderStatus = 'in_transit' | 'delivered';

export interface OrderItem {
  name: string;
  /** US dollars, each. */
  price: number;
  quantity: number;
  image: SampleImage;
}

export interface Order {
  /** Of the form ORD-481. */
  id: string;
  /** ISO 8601 date the order was placed. */
  date: string;
  status: OrderStatus;
  /** ISO 8601 date: estimated for orders on their way, actual for delivered ones. */
  estimatedDelivery?: string;
  deliveredDate?: string;
  /** US dollars. */
  total: number;
  items: readonly OrderItem[];
}

export const ORDERS: readonly Order[] = [
  {
    id: 'ORD-481',
    date: '2025-01-03',
    status: 'in_transit',
    estimatedDelivery: '2025-01-14',
    total: 1348,
    items: [
      { name: 'Sage Cloud Sofa', price: 899, quantity: 1, image: SAMPLES.productSofa },
      { name: 'Walnut Oval Coffee Table', price: 449, quantity: 1, image: SAMPLES.productTable },
    ],
  },
  {
    id: 'ORD-476',
    date: '2024-12-12',
    status: 'delivered',
    deliveredDate: '2024-12-20',
    total: 557,
    items: [
      { name: 'Ochre Ceramic Table Lamp', price: 199, quantity: 2, image: SAMPLES.productLamp },
      { name: 'Terracotta Arches Print', price: 159, quantity: 1, image: SAMPLES.productArt },
    ],
  },
  {
    id: 'ORD-468',
    date: '2024-11-02',
    status: 'delivered',
    deliveredDate: '2024-11-11',
    total: 699,
    items: [
      { name: 'Channel-Tufted Double Bed', price: 699, quantity: 1, image: SAMPLES.productBed },
    ],
  },
];

/** The stops an order on its way has passed (sample data: no carrier is called). */
export const TRACKING_STEPS = ['Order placed', 'Packed', 'On its way', 'Delivered'] as const;
/** How far along an in-transit order is, as an index into TRACKING_STEPS. */
export const IN_TRANSIT_STEP = 2;

/** Message sender roles (spec 02 section 6). */
export type MessageRole = 'Design Consultant' | 'Support Team' | 'Interior Designer';

export interface AccountMessage {
  id: string;
  from: string;
  fromRole: MessageRole;
  avatar: SampleImage;
  message: string;
  /** Relative text, as the sample data gives it. */
  timestamp: string;
  isUnread: boolean;
}

export const MESSAGES: readonly AccountMessage[] = [
  {
    id: 'message-1',
    from: 'Elena Park',
    fromRole: 'Design Consultant',
    avatar: SAMPLES.person3,
    message:
      'Your Japandi living room concepts are ready. I paired the oak sofa with a paper lantern: have a look and tell me what you think.',
    timestamp: '1 hour ago',
    isUnread: true,
  },
  {
    id: 'message-2',
    from: 'Aurevia Support',
    fromRole: 'Support Team',
    avatar: SAMPLES.person2,
    message: 'Good news: order ORD-481 has left our warehouse and should reach you by January 14.',
    timestamp: 'Yesterday',
    isUnread: true,
  },
  {
    id: 'message-3',
    from: 'Marcus Chen',
    fromRole: 'Interior Designer',
    avatar: SAMPLES.person6,
    message:
      'I measured your study from the scan. A 140 cm desk fits under the window with room for the shelving.',
    timestamp: '3 days ago',
    isUnread: false,
  },
  {
    id: 'message-4',
    from: 'Aurevia Support',
    fromRole: 'Support Team',
    avatar: SAMPLES.person2,
    message: 'Thanks for your review of order ORD-476. We are glad the lamps arrived safely.',
    timestamp: '2 weeks ago',
    isUnread: false,
  },
];

export interface Subscription {
  plan: string;
  /** Pounds a month (the Premium plan of spec 02 section 9). */
  pricePerMonth: number;
  /** ISO 8601 date. */
  nextBilling: string;
  status: 'Active';
}

export const SUBSCRIPTION: Subscription = {
  plan: 'Premium Plan',
  pricePerMonth: 15,
  nextBilling: '2025-02-01',
  status: 'Active',
};

export interface BillingEntry {
  /** ISO 8601 date. */
  date: string;
  description: string;
  /** Pounds. */
  amount: number;
  invoice: string;
}

export const BILLING_HISTORY: readonly BillingEntry[] = [
  { date: '2025-01-01', description: 'Premium Plan, monthly', amount: 15, invoice: 'INV-2025-001' },
  { date: '2024-12-01', description: 'Premium Plan, monthly', amount: 15, invoice: 'INV-2024-012' },
  { date: '2024-11-01', description: 'Premium Plan, monthly', amount: 15, invoice: 'INV-2024-011' },
];

export type SupportAction = 'live-chat' | 'help-center' | 'schedule-call' | 'schedule-consultation';

export interface SupportOption {
  id: SupportAction;
  title: string;
  text: string;
  cta: string;
  href: string;
}

export const SUPPORT_OPTIONS: readonly SupportOption[] = [
  {
    id: 'live-chat',
    title: 'Live Chat',
    text: 'Chat with our team, 9 AM-6 PM EST.',
    cta: 'Start Live Chat',
    href: '/contact-us',
  },
  {
    id: 'help-center',
    title: 'Help Center',
    text: 'Guides on scanning, placement, delivery and billing.',
    cta: 'Open Help Center',
    href: '/help-center',
  },
  {
    id: 'schedule-call',
    title: 'Schedule Call',
    text: 'Pick a time and we will call you back within 1 business day.',
    cta: 'Schedule a Call',
    href: '/contact-us',
  },
  {
    id: 'schedule-consultation',
    title: 'Schedule Consultation',
    text: 'A free 15-minute consultation with a certified designer.',
    cta: 'Book Consultation',
    href: '/hire-designer#book-a-designer',
  },
];
