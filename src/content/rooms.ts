/**
 * Room inspiration for /browse-rooms (spec 02 sections 2-4 and 9): the filter options, the
 * hero slideshow and the sample rooms, one for every style and room type so each filter
 * has something to find.
 */
import { ROOM_IMAGES, type SampleImage } from './samples.ts';

export const BROWSE_STYLES = [
  'Modern',
  'Japandi',
  'Industrial',
  'Bohemian',
  'Scandinavian',
  'Classic',
] as const;
export type BrowseStyle = (typeof BROWSE_STYLES)[number];

export const BROWSE_ROOM_TYPES = ['Living Room', 'Bedroom', 'Study', 'Dining Room'] as const;
export type BrowseRoomType = (typeof BROWSE_ROOM_TYPES)[number];

export const BROWSE_SORTS = [
  { value: 'trending', label: 'Trending' },
  { value: 'newest', label: 'Newest' },
  { value: 'popular', label: 'Most Popular' },
  { value: 'brand', label: 'Brand A-Z' },
] as const;
export type BrowseSort = (typeof BROWSE_SORTS)[number]['value'];

/** How many rooms the catalogue claims in all ('Showing N of 500+ rooms'). */
export const BROWSE_CATALOGUE_SIZE = '500+';
/** Brand chips shown before '+N more'; sidebar checkboxes before 'See More Brands'. */
export const BRAND_CHIP_LIMIT = 8;
export const SIDEBAR_BRAND_LIMIT = 9;
export const PARTNER_CARD_LIMIT = 4;

export interface RoomInspiration {
  id: string;
  title: string;
  style: BrowseStyle;
  roomType: BrowseRoomType;
  image: SampleImage;
  likes: number;
  designer: string;
  /** One of content/brands.ts. */
  brand: string;
  trending: boolean;
  /** ISO 8601 date. */
  dateAdded: string;
  description: string;
}

export const ROOMS: readonly RoomInspiration[] = [
  {
    id: 'sunlit-modern-lounge',
    title: 'Sunlit Modern Lounge',
    style: 'Modern',
    roomType: 'Living Room',
    image: ROOM_IMAGES['living-modern'],
    likes: 1284,
    designer: 'Daniel Reyes',
    brand: 'Lumen Atelier',
    trending: true,
    dateAdded: '2025-05-18',
    description:
      'A low grey sofa, a walnut oval table and an arched lamp that turns evenings golden.',
  },
  {
    id: 'walnut-edge-bedroom',
    title: 'Walnut Edge Bedroom',
    style: 'Modern',
    roomType: 'Bedroom',
    image: ROOM_IMAGES['bedroom-modern'],
    likes: 932,
    designer: 'Eleanor Whitfield',
    brand: 'Solace Home',
    trending: false,
    dateAdded: '2025-03-02',
    description: 'A channel-tufted headboard, walnut nightstands and soft ochre accents.',
  },
  {
    id: 'focus-modern-study',
    title: 'Focus Study in Walnut',
    style: 'Modern',
    roomType: 'Study',
    image: ROOM_IMAGES['study-modern'],
    likes: 611,
    designer: 'Marcus Okafor',
    brand: 'Maison Verre',
    trending: false,
    dateAdded: '2024-11-21',
    description:
      'A walnut desk, a cube bookcase and one dome pendant: nothing between you and the work.',
  },
  {
    id: 'round-table-modern-dining',
    title: 'Round Table Modern Dining',
    style: 'Modern',
    roomType: 'Dining Room',
    image: ROOM_IMAGES['dining-modern'],
    likes: 845,
    designer: 'Daniel Reyes',
    brand: 'Casa Ombra',
    trending: true,
    dateAdded: '2025-06-09',
    description:
      'A pedestal table under a black dome light, with shell chairs that tuck in neatly.',
  },
  {
    id: 'quiet-oak-japandi-living',
    title: 'Quiet Oak Japandi Living',
    style: 'Japandi',
    roomType: 'Living Room',
    image: ROOM_IMAGES['living-japandi'],
    likes: 1532,
    designer: 'Sofia Lindqvist',
    brand: 'Nordhaven',
    trending: true,
    dateAdded: '2025-06-20',
    description: 'A slatted oak wall, a low linen sofa, a paper lantern and a single ink circle.',
  },
  {
    id: 'tatami-calm-bedroom',
    title: 'Tatami Calm Bedroom',
    style: 'Japandi',
    roomType: 'Bedroom',
    image: ROOM_IMAGES['bedroom-japandi'],
    likes: 1190,
    designer: 'Sofia Lindqvist',
    brand: 'Kettu Living',
    trending: true,
    dateAdded: '2025-04-27',
    description: 'A low platform bed, oak slats and a bonsai: a bedroom that slows you down.',
  },
  {
    id: 'shoji-light-study',
    title: 'Shoji Light Study',
    style: 'Japandi',
    roomType: 'Study',
    image: ROOM_IMAGES['study-japandi'],
    likes: 478,
    designer: 'Layla Haddad',
    brand: 'Saimaa Design',
    trending: false,
    dateAdded: '2024-09-14',
    description: 'An oak desk by a shoji screen, with open shelving and a wishbone chair.',
  },
  {
    id: 'wabi-sabi-dining',
    title: 'Wabi-Sabi Dining',
    style: 'Japandi',
    roomType: 'Dining Room',
    image: ROOM_IMAGES['dining-japandi'],
    likes: 702,
    designer: 'Sofia Lindqvist',
    brand: 'Fjeld Studio',
    trending: false,
    dateAdded: '2025-01-30',
    description: 'A solid oak table, wishbone chairs and a lantern over handmade ceramics.',
  },
  {
    id: 'brick-and-leather-loft',
    title: 'Brick and Leather Loft',
    style: 'Industrial',
    roomType: 'Living Room',
    image: ROOM_IMAGES['living-industrial'],
    likes: 1377,
    designer: 'Marcus Okafor',
    brand: 'Brickyard Supply',
    trending: true,
    dateAdded: '2025-05-02',
    description: 'A cognac Chesterfield against exposed brick, under three Edison bulbs.',
  },
  {
    id: 'steel-frame-bedroom',
    title: 'Steel Frame Bedroom',
    style: 'Industrial',
    roomType: 'Bedroom',
    image: ROOM_IMAGES['bedroom-industrial'],
    likes: 654,
    designer: 'Marcus Okafor',
    brand: 'Northbound Goods',
    trending: false,
    dateAdded: '2024-12-08',
    description: 'A black metal bed, brick walls and crittall windows with city light.',
  },
  {
    id: 'reclaimed-wood-study',
    title: 'Reclaimed Wood Study',
    style: 'Industrial',
    roomType: 'Study',
    image: ROOM_IMAGES['study-industrial'],
    likes: 1023,
    designer: 'Marcus Okafor',
    brand: 'Brickyard Supply',
    trending: true,
    dateAdded: '2025-02-16',
    description: 'A reclaimed desk, pipe shelving and a clock that keeps the deadlines honest.',
  },
  {
    id: 'warehouse-supper-club',
    title: 'Warehouse Supper Club',
    style: 'Industrial',
    roomType: 'Dining Room',
    image: ROOM_IMAGES['dining-industrial'],
    likes: 566,
    designer: 'Daniel Reyes',
    brand: 'Alpenholz',
    trending: false,
    dateAdded: '2024-10-03',
    description: 'A plank table on steel legs with cafe chairs, built for long dinners.',
  },
  {
    id: 'sunset-boho-lounge',
    title: 'Sunset Boho Lounge',
    style: 'Bohemian',
    roomType: 'Living Room',
    image: ROOM_IMAGES['living-bohemian'],
    likes: 1468,
    designer: 'Amara Patel',
    brand: 'Hearth & Loom',
    trending: true,
    dateAdded: '2025-06-14',
    description:
      'A curved sofa piled with cushions, a kilim rug, macram\u00e9 and a rattan pendant.',
  },
  {
    id: 'layered-boho-bedroom',
    title: 'Layered Boho Bedroom',
    style: 'Bohemian',
    roomType: 'Bedroom',
    image: ROOM_IMAGES['bedroom-bohemian'],
    likes: 1105,
    designer: 'Amara Patel',
    brand: 'Kampong Craft',
    trending: false,
    dateAdded: '2025-03-19',
    description: 'A rattan bed, a patterned throw and a sun mirror under a painted arch.',
  },
  {
    id: 'creative-nook-study',
    title: 'Creative Nook Study',
    style: 'Bohemian',
    roomType: 'Study',
    image: ROOM_IMAGES['study-bohemian'],
    likes: 389,
    designer: 'Amara Patel',
    brand: 'Willow & Wick',
    trending: false,
    dateAdded: '2024-08-25',
    description: 'A cane desk, a ladder shelf and a palm that keeps the ideas coming.',
  },
  {
    id: 'terracotta-table-dining',
    title: 'Terracotta Table Dining',
    style: 'Bohemian',
    roomType: 'Dining Room',
    image: ROOM_IMAGES['dining-bohemian'],
    likes: 733,
    designer: 'Amara Patel',
    brand: 'Terra Rossa',
    trending: true,
    dateAdded: '2025-04-05',
    description: 'A round wooden table, cane chairs and a gallery of small prints.',
  },
  {
    id: 'nordic-morning-living',
    title: 'Nordic Morning Living',
    style: 'Scandinavian',
    roomType: 'Living Room',
    image: ROOM_IMAGES['living-scandinavian'],
    likes: 1211,
    designer: 'Layla Haddad',
    brand: 'Kettu Living',
    trending: false,
    dateAdded: '2025-02-27',
    description: 'A linen sofa, three line-art prints, a tripod lamp and a striped rug.',
  },
  {
    id: 'pale-oak-bedroom',
    title: 'Pale Oak Bedroom',
    style: 'Scandinavian',
    roomType: 'Bedroom',
    image: ROOM_IMAGES['bedroom-scandinavian'],
    likes: 987,
    designer: 'Sofia Lindqvist',
    brand: 'Nordhaven',
    trending: true,
    dateAdded: '2025-05-25',
    description: 'A pale oak bed with a dusty blue throw and twin ceramic lamps.',
  },
  {
    id: 'birch-and-paper-study',
    title: 'Birch and Paper Study',
    style: 'Scandinavian',
    roomType: 'Study',
    image: ROOM_IMAGES['study-scandinavian'],
    likes: 512,
    designer: 'Layla Haddad',
    brand: 'Atelier Lac',
    trending: false,
    dateAdded: '2024-07-19',
    description: 'A slim oak desk with a spindle chair, a globe light and a monstera.',
  },
  {
    id: 'hygge-table-dining',
    title: 'Hygge Table Dining',
    style: 'Scandinavian',
    roomType: 'Dining Room',
    image: ROOM_IMAGES['dining-scandinavian'],
    likes: 824,
    designer: 'Sofia Lindqvist',
    brand: 'Gallery Nine',
    trending: false,
    dateAdded: '2025-01-11',
    description: 'An oak trestle table, spindle-back chairs and a white globe pendant.',
  },
  {
    id: 'heritage-green-salon',
    title: 'Heritage Green Salon',
    style: 'Classic',
    roomType: 'Living Room',
    image: ROOM_IMAGES['living-classic'],
    likes: 1042,
    designer: 'Eleanor Whitfield',
    brand: 'Rue Sablon',
    trending: false,
    dateAdded: '2024-12-19',
    description: 'A green velvet sofa, panelled walls, a Persian rug and a gilt landscape.',
  },
  {
    id: 'tufted-velvet-bedroom',
    title: 'Tufted Velvet Bedroom',
    style: 'Classic',
    roomType: 'Bedroom',
    image: ROOM_IMAGES['bedroom-classic'],
    likes: 876,
    designer: 'Eleanor Whitfield',
    brand: 'Maple & Marrow',
    trending: true,
    dateAdded: '2025-04-12',
    description: 'A button-tufted bed, brass lamps and sage wainscoting.',
  },
  {
    id: 'library-classic-study',
    title: 'Library Classic Study',
    style: 'Classic',
    roomType: 'Study',
    image: ROOM_IMAGES['study-classic'],
    likes: 694,
    designer: 'Eleanor Whitfield',
    brand: 'Straits & Co.',
    trending: false,
    dateAdded: '2024-10-28',
    description: 'A mahogany writing desk beside a tall bookcase, under brass light.',
  },
  {
    id: 'candlelit-classic-dining',
    title: 'Candlelit Classic Dining',
    style: 'Classic',
    roomType: 'Dining Room',
    image: ROOM_IMAGES['dining-classic'],
    likes: 1156,
    designer: 'Eleanor Whitfield',
    brand: 'Casa Ombra',
    trending: true,
    dateAdded: '2025-03-08',
    description: 'A dark wood table, upholstered chairs and a brass chandelier.',
  },
];

/** The products of the catalogue that furnish a room of this type ('Use This Room'). */
export const ROOM_TYPE_PRODUCTS: Readonly<Record<BrowseRoomType, readonly string[]>> = {
  'Living Room': [
    'sage-cloud-sofa',
    'walnut-oval-coffee-table',
    'ochre-ceramic-lamp',
    'terracotta-arches-print',
  ],
  Bedroom: ['channel-tufted-bed', 'ochre-ceramic-lamp', 'terracotta-arches-print'],
  Study: ['cane-walnut-sideboard', 'ochre-ceramic-lamp', 'terracotta-arches-print'],
  'Dining Room': ['cane-walnut-sideboard', 'terracotta-arches-print', 'ochre-ceramic-lamp'],
};

/** An icon name the page maps to a drawing (content holds no components). */
export type SlideIcon = 'leaf' | 'factory' | 'sun' | 'snowflake' | 'crown' | 'sofa';

export interface BrowseSlide {
  style: BrowseStyle;
  title: string;
  subtitle: string;
  image: SampleImage;
  icon: SlideIcon;
  /** The room of ROOMS the slide shows ('Use This Room'). */
  roomId: string;
}

export const BROWSE_SLIDES: readonly BrowseSlide[] = [
  {
    style: 'Japandi',
    title: 'Quiet Oak Japandi Living',
    subtitle: 'Oak slats, linen and a paper lantern: calm you can live in.',
    image: ROOM_IMAGES['living-japandi'],
    icon: 'leaf',
    roomId: 'quiet-oak-japandi-living',
  },
  {
    style: 'Bohemian',
    title: 'Sunset Boho Lounge',
    subtitle: 'Layered cushions, a kilim rug and a room full of green.',
    image: ROOM_IMAGES['living-bohemian'],
    icon: 'sun',
    roomId: 'sunset-boho-lounge',
  },
  {
    style: 'Industrial',
    title: 'Brick and Leather Loft',
    subtitle: 'Exposed brick, cognac leather and warm Edison light.',
    image: ROOM_IMAGES['living-industrial'],
    icon: 'factory',
    roomId: 'brick-and-leather-loft',
  },
  {
    style: 'Scandinavian',
    title: 'Pale Oak Bedroom',
    subtitle: 'Pale wood, dusty blue and mornings that start slowly.',
    image: ROOM_IMAGES['bedroom-scandinavian'],
    icon: 'snowflake',
    roomId: 'pale-oak-bedroom',
  },
  {
    style: 'Classic',
    title: 'Candlelit Classic Dining',
    subtitle: 'Panelled walls, brass light and a table for every occasion.',
    image: ROOM_IMAGES['dining-classic'],
    icon: 'crown',
    roomId: 'candlelit-classic-dining',
  },
];

/** The room of this id, or undefined for an id the list no longer has. */
export function findRoom(id: string): RoomInspiration | undefined {
  return ROOMS.find((room) => room.id === id);
}
