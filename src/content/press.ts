/**
 * The Press page (spec 01 sections 2 and 3): four coverage items, the press kit and the
 * media contact. Each item's link opens the part of the app the article was about, so it
 * works offline too.
 */

export interface PressItem {
  readonly id: string;
  readonly publication: string;
  readonly headline: string;
  /** ISO 8601 date. */
  readonly date: string;
  readonly link: { readonly href: string; readonly label: string };
}

export const PRESS_ITEMS: readonly PressItem[] = [
  {
    id: 'design-ledger',
    publication: 'The Design Ledger',
    headline: 'Aurevia turns your phone into a room scanner, and the results are uncanny',
    date: '2024-11-18',
    link: { href: '/try-scanner', label: 'Try the scanner' },
  },
  {
    id: 'habitat-journal',
    publication: 'Habitat Journal',
    headline: 'The app that lets renters see the sofa in the room before they buy it',
    date: '2024-09-30',
    link: { href: '/design-gallery', label: 'See the gallery' },
  },
  {
    id: 'startup-weekly',
    publication: 'Startup Weekly',
    headline: 'Aurevia raises its Series A to bring designer rooms to every home',
    date: '2024-07-09',
    link: { href: '/about', label: 'Read our story' },
  },
  {
    id: 'modern-living',
    publication: 'Modern Living',
    headline: "From scan to styled in 72 hours: we put Aurevia's designers to the test",
    date: '2024-04-22',
    link: { href: '/work-with-designer', label: 'Meet the designers' },
  },
];

export const PRESS_EMAIL = 'press@aurevia.app';

export const PRESS_KIT = {
  boilerplate:
    'Aurevia lets anyone scan a room with a phone, get an AI-assisted furniture layout for free, and shop the furnished look with white-glove delivery and setup, or hire a certified designer. More than 10,000 homeowners have styled a room with Aurevia.',
  facts: [
    { label: 'Founded', value: '2022' },
    { label: 'Headquarters', value: 'San Francisco, with a studio in London' },
    { label: 'Rooms styled', value: '1000+' },
    { label: 'Average rating', value: '4.9 from 2,500+ reviews' },
  ],
  downloads: [
    {
      id: 'logo-mark',
      label: 'Logo mark (SVG)',
      href: '/icons/logo-mark.svg',
      file: 'aurevia-logo-mark.svg',
    },
    {
      id: 'app-icon',
      label: 'App icon, 512 px (PNG)',
      href: '/icons/icon-512.png',
      file: 'aurevia-app-icon-512.png',
    },
  ],
  colours: [
    { name: 'Clay', hex: '#A34A28' },
    { name: 'Sage', hex: '#4F6B55' },
    { name: 'Sand', hex: '#F1EAE0' },
    { name: 'Ink', hex: '#1F1A17' },
  ],
} as const;
