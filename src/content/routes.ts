/**
 * The route table's copy (spec 01 section 2): each route's path, heading and summary. Plain
 * data with no React, so the app's router, the pages, the server (which answers unknown paths
 * with HTTP 404) and the service worker tests share it. Each page's lead image is in
 * routeLeadImages.ts, apart: only the server and the build use it.
 */
export interface RouteInfo {
  readonly path: string;
  /** The page's main heading. */
  readonly title: string;
  /** One line under the heading, and the page's meta description. */
  readonly summary: string;
  /** Pages that turn on the sticky bottom action bar after 200 px of scroll. */
  readonly stickyActions?: boolean;
}

/** The path the build renders the 404 page at (any path outside the table gets that page). */
export const NOT_FOUND_PATH = '/404';

export const ROUTES: readonly RouteInfo[] = [
  {
    path: '/',
    title: 'Scan. Design. Shop.',
    summary:
      'Scan your room with your phone, get an AI-assisted furniture layout for free, then shop the furnished look.',
    stickyActions: true,
  },
  {
    path: '/how-it-works',
    title: 'How It Works',
    summary: 'From a two-minute scan to a styled room in 72 hours: scan, design, deliver.',
    stickyActions: true,
  },
  {
    path: '/auth',
    title: 'Welcome to Aurevia',
    summary: 'Sign in to your account, or create one to save your rooms and designs.',
  },
  {
    path: '/try-scanner',
    title: 'Transform Any Room Instantly',
    summary:
      'Scan your room with your phone in under 2 minutes and get a free AI design. No card needed.',
    stickyActions: true,
  },
  {
    path: '/start-room',
    title: 'Start Your Room',
    summary: 'Choose how to capture your room: scan it with your phone, or upload photos.',
  },
  {
    path: '/delivery-availability',
    title: 'Check Delivery Availability',
    summary: 'Enter your postcode to see whether white-glove delivery reaches your area.',
  },
  {
    path: '/delivery-info',
    title: 'Delivery Information',
    summary: 'How delivery works, what is included, shipping times and returns.',
  },
  {
    path: '/help-center',
    title: 'Help Center',
    summary: 'Answers about scanning, placement, delivery, billing, returns and getting started.',
  },
  {
    path: '/about',
    title: 'About Aurevia',
    summary: 'We make beautiful rooms possible for everyone: scan, design and shop in one place.',
  },
  {
    path: '/careers',
    title: 'Careers',
    summary: 'Join the team building the easiest way to design a home.',
  },
  {
    path: '/press',
    title: 'Press',
    summary: 'Coverage, our press kit, and how to reach us with a media inquiry.',
  },
  {
    path: '/partners',
    title: 'Partner With Us',
    summary: 'Furniture brands, real-estate teams and design platforms growing with Aurevia.',
  },
  {
    path: '/browse-rooms',
    title: 'Browse Rooms',
    summary: 'Explore styled rooms by style, room type and brand, and shop what you love.',
    stickyActions: true,
  },
  {
    path: '/for-professionals',
    title: 'For Professionals',
    summary: 'Scanning, mood boards and client sharing for designers, stagers and agents.',
  },
  {
    path: '/pricing',
    title: 'Pricing',
    summary: 'Plans for homeowners and professionals. Start free, no card needed.',
  },
  {
    path: '/subscribe',
    title: 'Go Premium',
    summary: 'Unlock every style, priority delivery and designer help.',
  },
  {
    path: '/onboarding',
    title: "Let's Get Started",
    summary: 'Three quick questions so your first design fits you.',
  },
  {
    path: '/dashboard',
    title: 'Your Dashboard',
    summary: 'Your rooms, your designs and your next steps in one place.',
  },
  {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    summary: 'What Aurevia keeps on your device and on our servers, why, and how to clear it.',
  },
  {
    path: '/terms-of-service',
    title: 'Terms of Service',
    summary: 'The agreement between you and Aurevia when you scan, design and shop with us.',
  },
  {
    path: '/cookie-policy',
    title: 'Cookie Policy',
    summary: 'No trackers and no cookies of our own: every bit of storage the app uses, and why.',
  },
  {
    path: '/hire-designer',
    title: 'Hire a Designer',
    summary: 'A certified designer styles your room in 3-5 days. Free consultation.',
  },
  {
    path: '/design-packages',
    title: 'Design Packages',
    summary: 'Essentials, Complete or White-Glove: pick the help that fits your room.',
  },
  {
    path: '/upload-photos',
    title: 'Upload Room Photos',
    summary: 'No scan? Upload 4-6 photos of your room from different angles instead.',
  },
  {
    path: '/work-with-designer',
    title: 'Work With a Designer',
    summary: 'One-on-one styling from certified designers, with a 30-day satisfaction guarantee.',
  },
  {
    path: '/contact-us',
    title: "Let's Talk",
    summary: 'Questions about scanning, delivery or your design? We reply within 1 business day.',
  },
  {
    path: '/design-gallery',
    title: 'Design Gallery',
    summary: 'Rooms designed with Aurevia, by style, room type and budget.',
    stickyActions: true,
  },
  {
    path: '/see-aurevia-in-action',
    title: 'See Aurevia in Action',
    summary: 'Real rooms, from the first scan to the finished design.',
    // The page has its own 'Scan Your Room' bar after 300 px instead.
    stickyActions: false,
  },
  {
    path: '/design-dashboard',
    title: 'Launch My Design',
    summary: 'Place furniture in your room and shop the look.',
  },
  {
    path: '/account',
    title: 'My Account',
    summary: 'Your designs, orders, messages and settings.',
  },
  {
    path: '/features',
    title: 'Features',
    summary: 'Scanning, AI design, smart styling and designer collaboration.',
    stickyActions: true,
  },
  {
    path: '/reviews',
    title: 'Reviews',
    summary: '4.9/5 from more than 50,000 happy customers.',
    stickyActions: true,
  },
  // Beyond the spec's table: the room plan editor, which the layout and the 3D view build on.
  {
    path: '/measure-room',
    title: 'Measure your room',
    summary:
      'Draw your room to scale: every wall, the ceiling, doors and windows. It stays on this device.',
  },
];

const byPath = new Map(ROUTES.map((route) => [route.path, route]));

/** The heading and summary of a route of the table, for the page that serves it. */
export function routeCopy(path: string): { title: string; summary: string } {
  const route = byPath.get(path);
  if (!route) throw new Error(`No route ${path} in the route table`);
  return { title: route.title, summary: route.summary };
}
