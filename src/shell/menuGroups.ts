import {
  BriefcaseBusiness,
  CircleHelp,
  Compass,
  FileText,
  Handshake,
  ImageUp,
  Images,
  Info,
  LayoutDashboard,
  Lightbulb,
  LogIn,
  Mail,
  Palette,
  ScanLine,
  Shield,
  Sparkles,
  Tag,
  UserRound,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

export interface MenuLink {
  label: string;
  href: string;
  icon: LucideIcon;
  note?: string;
}

export interface MenuGroup {
  title: string;
  links: readonly MenuLink[];
  collapsible: boolean;
}

/** The slide-out menu's groups (spec 01 section 2), without the account-dependent items. */
export const START_HERE: readonly MenuLink[] = [
  { label: 'Scan a Room', href: '/try-scanner', icon: ScanLine, note: 'Free, No Card Needed' },
  { label: 'Upload a Room Photo', href: '/upload-photos', icon: ImageUp },
  { label: 'Start Your Design', href: '/start-room', icon: Sparkles },
];

export const SIGNED_IN_LINKS: readonly MenuLink[] = [
  { label: 'My Account', href: '/account', icon: UserRound },
  { label: 'Dashboard', href: '/dashboard', icon: LayoutDashboard },
];

export const ANONYMOUS_LINKS: readonly MenuLink[] = [
  { label: 'Sign In / Sign Up', href: '/auth', icon: LogIn },
];

export const MORE_GROUPS: readonly MenuGroup[] = [
  {
    title: 'Core Experience',
    collapsible: false,
    links: [
      { label: 'How It Works', href: '/how-it-works', icon: Lightbulb },
      { label: 'Design Gallery', href: '/design-gallery', icon: Images },
      { label: 'Room Inspiration', href: '/browse-rooms', icon: Compass },
    ],
  },
  {
    title: 'Professional Tools',
    collapsible: true,
    links: [
      { label: 'Work With a Designer', href: '/work-with-designer', icon: Palette },
      { label: 'For Professionals', href: '/for-professionals', icon: BriefcaseBusiness },
      { label: 'Partner With Us', href: '/partners', icon: Handshake },
    ],
  },
  {
    title: 'Support & Company',
    collapsible: true,
    links: [
      { label: 'Help', href: '/help-center', icon: CircleHelp },
      { label: 'Contact', href: '/contact-us', icon: Mail },
      { label: 'About', href: '/about', icon: Info },
      { label: 'Pricing', href: '/pricing', icon: Tag },
      { label: 'Privacy', href: '/privacy-policy', icon: Shield },
      { label: 'Terms', href: '/terms-of-service', icon: FileText },
    ],
  },
];
