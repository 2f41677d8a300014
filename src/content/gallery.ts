/**
 * The design gallery (spec 02 sections 2-4 and 9): filter options, special tags, the hero
 * slides, the gallery rooms and the featured designs of the month.
 */
import { ROOM_IMAGES, type SampleImage } from './samples.ts';

export const GALLERY_STYLES = [
  'Minimalist',
  'Bohemian',
  'Classic',
  'Scandinavian',
  'Industrial',
] as const;
export type GalleryStyle = (typeof GALLERY_STYLES)[number];

export const GALLERY_ROOM_TYPES = ['Living Room', 'Bedroom', 'Dining Room', 'Home Office'] as const;
export type GalleryRoomType = (typeof GALLERY_ROOM_TYPES)[number];

export const BUDGET_TIERS = [
  { value: '$', label: '$ Under 1.5K' },
  { value: '$$', label: '$$ 1.5K-3K' },
  { value: '$$$', label: '$$$ 3K-5K' },
  { value: '$$$$', label: '$$$$ 5K+' },
] as const;
export type BudgetTier = (typeof BUDGET_TIERS)[number]['value'];

export const SPECIAL_TAGS = [
  'AI Generated',
  "Editor's Pick",
  'Best Seller',
  'Aurevia AI Pick',
  'Budget Friendly',
  'Family-Friendly',
  'Pet-Friendly',
  'Maximalist',
  'Trending',
  'New',
  'Most Popular',
] as const;
export type SpecialTag = (typeof SPECIAL_TAGS)[number];

/** Quick tag filters shown before '+n more'; special tags and tags a card shows at most. */
export const QUICK_TAG_LIMIT = 6;
export const CARD_SPECIAL_TAG_LIMIT = 2;
export const CARD_TAG_LIMIT = 3;

export interface GalleryRoom {
  id: string;
  image: SampleImage;
  title: string;
  style: GalleryStyle;
  roomType: GalleryRoomType;
  budget: BudgetTier;
  tags: readonly string[];
  designer: string;
  description: string;
  specialTags: readonly SpecialTag[];
  likes: number;
  views: number;
  saves: number;
}

export const GALLERY_ROOMS: readonly GalleryRoom[] = [
  {
    id: 'gallery-minimal-living',
    image: ROOM_IMAGES['living-minimalist'],
    title: 'Gallery-White Living Room',
    style: 'Minimalist',
    roomType: 'Living Room',
    budget: '$$',
    tags: ['Natural Light', 'Neutral Palette', 'Open Plan', 'Rental Friendly'],
    designer: 'Layla Haddad',
    description: 'A pale linen sofa, one olive tree and a wide window doing most of the work.',
    specialTags: ["Editor's Pick", 'AI Generated'],
    likes: 842,
    views: 12400,
    saves: 311,
  },
  {
    id: 'still-minimal-bedroom',
    image: ROOM_IMAGES['bedroom-minimalist'],
    title: 'Stillness Bedroom',
    style: 'Minimalist',
    roomType: 'Bedroom',
    budget: '$',
    tags: ['Small Space', 'Neutral Palette', 'Natural Light'],
    designer: 'Sofia Lindqvist',
    description: 'A low platform bed and a single print: a bedroom that asks for nothing.',
    specialTags: ['Budget Friendly', 'Aurevia AI Pick', 'New'],
    likes: 615,
    views: 8900,
    saves: 204,
  },
  {
    id: 'pure-line-dining',
    image: ROOM_IMAGES['dining-minimalist'],
    title: 'Pure Line Dining',
    style: 'Minimalist',
    roomType: 'Dining Room',
    budget: '$$',
    tags: ['Open Plan', 'Statement Lighting'],
    designer: 'Layla Haddad',
    description: 'A pedestal table, white shell chairs and one slim pendant by the window.',
    specialTags: ['Family-Friendly'],
    likes: 488,
    views: 7300,
    saves: 150,
  },
  {
    id: 'clear-desk-office',
    image: ROOM_IMAGES['office-minimalist'],
    title: 'Clear Desk Office',
    style: 'Minimalist',
    roomType: 'Home Office',
    budget: '$',
    tags: ['Work From Home', 'Natural Light', 'Small Space'],
    designer: 'Sofia Lindqvist',
    description: 'A slim oak desk under a wide window, with one floating shelf and an olive tree.',
    specialTags: ['AI Generated', 'Budget Friendly'],
    likes: 733,
    views: 10200,
    saves: 287,
  },
  {
    id: 'jungle-boho-living',
    image: ROOM_IMAGES['living-bohemian'],
    title: 'Jungle Boho Living',
    style: 'Bohemian',
    roomType: 'Living Room',
    budget: '$$$',
    tags: ['Plants', 'Texture', 'Warm Tones', 'Cozy'],
    designer: 'Amara Patel',
    description:
      'A curved sofa buried in cushions, a kilim rug and palms that reach for the light.',
    specialTags: ['Maximalist', 'Trending', "Editor's Pick"],
    likes: 1320,
    views: 19800,
    saves: 602,
  },
  {
    id: 'desert-rose-bedroom',
    image: ROOM_IMAGES['bedroom-bohemian'],
    title: 'Desert Rose Bedroom',
    style: 'Bohemian',
    roomType: 'Bedroom',
    budget: '$$',
    tags: ['Warm Tones', 'Texture', 'Plants'],
    designer: 'Amara Patel',
    description: 'A rattan bed, a patterned throw and a sun mirror under a blush arch.',
    specialTags: ['Pet-Friendly', 'Most Popular'],
    likes: 1104,
    views: 16500,
    saves: 488,
  },
  {
    id: 'market-table-dining',
    image: ROOM_IMAGES['dining-bohemian'],
    title: 'Market Table Dining',
    style: 'Bohemian',
    roomType: 'Dining Room',
    budget: '$',
    tags: ['Warm Tones', 'Plants'],
    designer: 'Amara Patel',
    description: 'A round wooden table, cane chairs and a gallery of small finds.',
    specialTags: ['Budget Friendly', 'Family-Friendly'],
    likes: 690,
    views: 9400,
    saves: 233,
  },
  {
    id: 'studio-boho-office',
    image: ROOM_IMAGES['office-bohemian'],
    title: 'Studio Boho Office',
    style: 'Bohemian',
    roomType: 'Home Office',
    budget: '$$',
    tags: ['Work From Home', 'Plants', 'Cozy'],
    designer: 'Amara Patel',
    description: 'A cane desk, a rattan pendant and a palm beside the window.',
    specialTags: ['New'],
    likes: 402,
    views: 6100,
    saves: 141,
  },
  {
    id: 'heritage-classic-living',
    image: ROOM_IMAGES['living-classic'],
    title: 'Heritage Classic Living',
    style: 'Classic',
    roomType: 'Living Room',
    budget: '$$$$',
    tags: ['Statement Lighting', 'Texture', 'Warm Tones'],
    designer: 'Eleanor Whitfield',
    description: 'Green velvet, sage panelling and a Persian rug under a gilt landscape.',
    specialTags: ["Editor's Pick", 'Best Seller'],
    likes: 980,
    views: 14700,
    saves: 455,
  },
  {
    id: 'brass-and-velvet-bedroom',
    image: ROOM_IMAGES['bedroom-classic'],
    title: 'Brass and Velvet Bedroom',
    style: 'Classic',
    roomType: 'Bedroom',
    budget: '$$$',
    tags: ['Cozy', 'Warm Tones'],
    designer: 'Eleanor Whitfield',
    description: 'A button-tufted bed with brass lamps and sage wainscoting.',
    specialTags: ['Most Popular'],
    likes: 871,
    views: 12900,
    saves: 376,
  },
  {
    id: 'candlelight-classic-dining',
    image: ROOM_IMAGES['dining-classic'],
    title: 'Candlelight Classic Dining',
    style: 'Classic',
    roomType: 'Dining Room',
    budget: '$$$$',
    tags: ['Statement Lighting', 'Texture', 'Open Plan'],
    designer: 'Eleanor Whitfield',
    description: 'A dark wood table for eight under a brass chandelier.',
    specialTags: ['Best Seller', 'Family-Friendly', 'Trending'],
    likes: 1245,
    views: 18100,
    saves: 540,
  },
  {
    id: 'writing-room-office',
    image: ROOM_IMAGES['office-classic'],
    title: 'Writing Room Office',
    style: 'Classic',
    roomType: 'Home Office',
    budget: '$$$',
    tags: ['Work From Home', 'Storage'],
    designer: 'Eleanor Whitfield',
    description: 'A mahogany writing desk, panelled walls and brass light for long letters.',
    specialTags: ['Aurevia AI Pick'],
    likes: 534,
    views: 7800,
    saves: 198,
  },
  {
    id: 'nordic-light-living',
    image: ROOM_IMAGES['living-scandinavian'],
    title: 'Nordic Light Living',
    style: 'Scandinavian',
    roomType: 'Living Room',
    budget: '$$',
    tags: ['Natural Light', 'Neutral Palette', 'Cozy', 'Plants'],
    designer: 'Sofia Lindqvist',
    description: 'A linen sofa, line-art prints, a tripod lamp and a striped rug.',
    specialTags: ['Aurevia AI Pick', 'Family-Friendly', 'Trending'],
    likes: 1158,
    views: 17200,
    saves: 521,
  },
  {
    id: 'fjord-blue-bedroom',
    image: ROOM_IMAGES['bedroom-scandinavian'],
    title: 'Fjord Blue Bedroom',
    style: 'Scandinavian',
    roomType: 'Bedroom',
    budget: '$$',
    tags: ['Natural Light', 'Neutral Palette'],
    designer: 'Sofia Lindqvist',
    description: 'Pale oak, dusty blue linen and twin ceramic lamps.',
    specialTags: ['Best Seller', 'Pet-Friendly'],
    likes: 1032,
    views: 15300,
    saves: 430,
  },
  {
    id: 'long-table-dining',
    image: ROOM_IMAGES['dining-scandinavian'],
    title: 'Long Table Dining',
    style: 'Scandinavian',
    roomType: 'Dining Room',
    budget: '$$',
    tags: ['Open Plan', 'Natural Light', 'Storage'],
    designer: 'Layla Haddad',
    description: 'An oak trestle table with spindle-back chairs for slow Sunday lunches.',
    specialTags: ['Family-Friendly', 'AI Generated'],
    likes: 760,
    views: 11000,
    saves: 268,
  },
  {
    id: 'birch-desk-office',
    image: ROOM_IMAGES['office-scandinavian'],
    title: 'Birch Desk Office',
    style: 'Scandinavian',
    roomType: 'Home Office',
    budget: '$',
    tags: ['Work From Home', 'Small Space', 'Rental Friendly'],
    designer: 'Layla Haddad',
    description: 'A slim oak desk, a spindle chair and a monstera by the window.',
    specialTags: ['Budget Friendly', "Editor's Pick"],
    likes: 655,
    views: 9800,
    saves: 245,
  },
  {
    id: 'loft-industrial-living',
    image: ROOM_IMAGES['living-industrial'],
    title: 'Loft Industrial Living',
    style: 'Industrial',
    roomType: 'Living Room',
    budget: '$$$',
    tags: ['Statement Lighting', 'Texture', 'Open Plan'],
    designer: 'Marcus Okafor',
    description: 'A cognac Chesterfield, exposed brick and three Edison bulbs.',
    specialTags: ['Most Popular', 'Maximalist'],
    likes: 1276,
    views: 18900,
    saves: 566,
  },
  {
    id: 'steel-and-brick-bedroom',
    image: ROOM_IMAGES['bedroom-industrial'],
    title: 'Steel and Brick Bedroom',
    style: 'Industrial',
    roomType: 'Bedroom',
    budget: '$$',
    tags: ['Texture', 'Storage'],
    designer: 'Marcus Okafor',
    description: 'A black metal bed, crittall windows and a snake plant in the corner.',
    specialTags: ['Pet-Friendly', 'New'],
    likes: 587,
    views: 8600,
    saves: 190,
  },
  {
    id: 'foundry-dining',
    image: ROOM_IMAGES['dining-industrial'],
    title: 'Foundry Dining',
    style: 'Industrial',
    roomType: 'Dining Room',
    budget: '$$$',
    tags: ['Statement Lighting', 'Open Plan'],
    designer: 'Daniel Reyes',
    description: 'A plank table on steel legs with cafe chairs under Edison light.',
    specialTags: ['Trending', 'AI Generated'],
    likes: 820,
    views: 12000,
    saves: 301,
  },
  {
    id: 'workshop-office',
    image: ROOM_IMAGES['office-industrial'],
    title: 'Workshop Office',
    style: 'Industrial',
    roomType: 'Home Office',
    budget: '$$$$',
    tags: ['Work From Home', 'Storage', 'Texture'],
    designer: 'Marcus Okafor',
    description: 'A reclaimed desk, brick walls and a window onto the street.',
    specialTags: ['Aurevia AI Pick', 'Maximalist'],
    likes: 702,
    views: 10500,
    saves: 260,
  },
];

export interface GallerySlide {
  eyebrow: string;
  title: string;
  subtitle: string;
  image: SampleImage;
}

export const GALLERY_SLIDES: readonly GallerySlide[] = [
  {
    eyebrow: 'Scandinavian',
    title: 'Rooms that breathe',
    subtitle: 'Pale oak, soft linen and light from every window.',
    image: ROOM_IMAGES['living-scandinavian'],
  },
  {
    eyebrow: 'Bohemian',
    title: 'Pattern, plants and colour',
    subtitle: 'Layered textiles and rattan, collected over time.',
    image: ROOM_IMAGES['bedroom-bohemian'],
  },
  {
    eyebrow: 'Classic',
    title: 'Made for long dinners',
    subtitle: 'Panelled walls, brass light and a table that gathers everyone.',
    image: ROOM_IMAGES['dining-classic'],
  },
  {
    eyebrow: 'Industrial',
    title: 'Brick, steel and warm light',
    subtitle: 'Workrooms with character, from reclaimed desks to Edison bulbs.',
    image: ROOM_IMAGES['office-industrial'],
  },
];

export interface FeaturedDesign {
  id: string;
  image: SampleImage;
  title: string;
  customer: string;
  quote: string;
  designer: string;
  /** Display text with the currency. */
  budget: string;
  tags: readonly string[];
}

export const FEATURED_DESIGNS: readonly FeaturedDesign[] = [
  {
    id: 'featured-nordic-light',
    image: ROOM_IMAGES['living-scandinavian'],
    title: 'Nordic Light Living',
    customer: 'Hannah K., Portland',
    quote: 'I scanned on Sunday and had a plan by Tuesday. The room finally feels finished.',
    designer: 'Sofia Lindqvist',
    budget: '$2,400',
    tags: ['Scandinavian', 'Natural Light', 'Family-Friendly'],
  },
  {
    id: 'featured-jungle-boho',
    image: ROOM_IMAGES['living-bohemian'],
    title: 'Jungle Boho Living',
    customer: 'Priya S., Austin',
    quote: 'Every cushion has a story now. Amara understood the chaos I wanted.',
    designer: 'Amara Patel',
    budget: '$3,900',
    tags: ['Bohemian', 'Plants', 'Maximalist'],
  },
  {
    id: 'featured-workshop',
    image: ROOM_IMAGES['office-industrial'],
    title: 'Workshop Office',
    customer: 'Tom R., Chicago',
    quote: 'I work from home five days a week. This is the first desk I look forward to.',
    designer: 'Marcus Okafor',
    budget: '$5,600',
    tags: ['Industrial', 'Work From Home', 'Storage'],
  },
  {
    id: 'featured-candlelight',
    image: ROOM_IMAGES['dining-classic'],
    title: 'Candlelight Classic Dining',
    customer: 'Margaret L., Boston',
    quote: 'We host twelve for Thanksgiving now, and it still feels elegant.',
    designer: 'Eleanor Whitfield',
    budget: '$6,800',
    tags: ['Classic', 'Statement Lighting', 'Best Seller'],
  },
];
