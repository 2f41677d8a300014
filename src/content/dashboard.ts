/**
 * The dashboard's sample data (spec 02 sections 2 and 3): shortcut cards, recent designs and
 * the two promotional cards. Data only; the dashboard feature picks the icons.
 */
import { SAMPLES, type SampleImage } from './samples.ts';

export type ShortcutIcon = 'scan' | 'upload' | 'design' | 'browse';

export interface DashboardShortcut {
  id: string;
  title: string;
  text: string;
  href: string;
  icon: ShortcutIcon;
}

export const DASHBOARD_SHORTCUTS: readonly DashboardShortcut[] = [
  {
    id: 'scan',
    title: 'Scan a Room',
    text: 'Free, no card needed. Under 2 minutes.',
    href: '/try-scanner',
    icon: 'scan',
  },
  {
    id: 'upload',
    title: 'Upload Photos',
    text: 'No scanner? 4-6 photos from different angles.',
    href: '/upload-photos',
    icon: 'upload',
  },
  {
    id: 'design',
    title: 'Launch My Design',
    text: 'Place furniture in your room and shop the look.',
    href: '/design-dashboard',
    icon: 'design',
  },
  {
    id: 'browse',
    title: 'Browse Rooms',
    text: 'Styled rooms from our partner brands for ideas.',
    href: '/browse-rooms',
    icon: 'browse',
  },
];

/** Spec 02 section 4: a dashboard design is Complete, In Progress or Draft. */
export const DASHBOARD_DESIGN_STATUSES = ['Complete', 'In Progress', 'Draft'] as const;
export type DashboardDesignStatus = (typeof DASHBOARD_DESIGN_STATUSES)[number];

export interface DashboardDesign {
  id: string;
  name: string;
  style: string;
  /** ISO 8601 date. */
  date: string;
  image: SampleImage;
  status: DashboardDesignStatus;
  /** Where the design opens. */
  href: string;
}

export const RECENT_DESIGNS: readonly DashboardDesign[] = [
  {
    id: 'design-living-modern',
    name: 'Modern Living Room',
    style: 'Modern',
    date: '2025-01-04',
    image: SAMPLES.livingModern,
    status: 'Complete',
    href: '/design-dashboard',
  },
  {
    id: 'design-bedroom-scandi',
    name: 'Calm Scandinavian Bedroom',
    style: 'Scandinavian',
    date: '2024-12-28',
    image: SAMPLES.bedroomScandinavian,
    status: 'In Progress',
    href: '/design-dashboard',
  },
  {
    id: 'design-office-minimal',
    name: 'Minimalist Home Office',
    style: 'Minimalist',
    date: '2024-12-19',
    image: SAMPLES.officeMinimalist,
    status: 'Draft',
    href: '/design-dashboard',
  },
];

export interface PromoCard {
  id: string;
  title: string;
  text: string;
  cta: string;
  href: string;
}

export const BOOK_A_DESIGNER_CARD: PromoCard = {
  id: 'book-a-designer',
  title: 'Book a Designer',
  text: 'A certified designer styles your room in 3-5 days. The first 15-minute consultation is free.',
  cta: 'Book a Designer',
  href: '/hire-designer#book-a-designer',
};

export const PRO_TOOLS_CARD: PromoCard = {
  id: 'pro-tools',
  title: 'Pro Tools',
  text: 'Client sharing, team seats and white-label exports for designers, stagers and agents.',
  cta: 'Explore Pro Tools',
  href: '/for-professionals',
};
