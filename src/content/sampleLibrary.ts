/**
 * The sample image library, written by scripts/generate-samples.mjs (do not edit by hand: change
 * the generator's parameters and run it again). Every picture's path, intrinsic size and alt text.
 */
export interface SampleImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export type LibraryRoomType = 'living' | 'bedroom' | 'study' | 'dining' | 'office' | 'kitchen';
export type LibraryStyle =
  | 'modern'
  | 'japandi'
  | 'industrial'
  | 'bohemian'
  | 'scandinavian'
  | 'classic'
  | 'minimalist'
  | 'coastal';

/** Styled rooms, keyed "roomType-style". */
export const ROOM_IMAGES = {
  'living-modern': {
    src: '/samples/room-living-modern.svg',
    alt: 'A modern living room with a grey modular sofa, an arched floor lamp, an abstract arches print and a fiddle-leaf fig',
    width: 800,
    height: 600,
  },
  'bedroom-modern': {
    src: '/samples/room-bedroom-modern.svg',
    alt: 'A modern bedroom with a channel-tufted bed, matching nightstands with lamps, an abstract arches print and a fiddle-leaf fig',
    width: 800,
    height: 600,
  },
  'study-modern': {
    src: '/samples/room-study-modern.svg',
    alt: 'A modern study with a walnut desk, a cube bookcase, a black dome pendant and a fiddle-leaf fig',
    width: 800,
    height: 600,
  },
  'dining-modern': {
    src: '/samples/room-dining-modern.svg',
    alt: 'A modern dining room with a round pedestal table, white shell chairs, a black dome pendant and an abstract arches print',
    width: 800,
    height: 600,
  },
  'office-modern': {
    src: '/samples/room-office-modern.svg',
    alt: 'A modern home office with a walnut desk, a monitor by a wide window, one floating shelf and a fiddle-leaf fig',
    width: 800,
    height: 600,
  },
  'living-japandi': {
    src: '/samples/room-living-japandi.svg',
    alt: 'A Japandi living room against a slatted oak wall with a low oak sofa, a paper lantern, an ink circle print and a bonsai',
    width: 800,
    height: 600,
  },
  'bedroom-japandi': {
    src: '/samples/room-bedroom-japandi.svg',
    alt: 'A Japandi bedroom against a slatted oak wall with a low platform bed, matching nightstands with lamps, an ink circle print and a bonsai',
    width: 800,
    height: 600,
  },
  'study-japandi': {
    src: '/samples/room-study-japandi.svg',
    alt: 'A Japandi study against a slatted oak wall with a slim oak desk, an open oak shelf, a paper lantern and a bonsai',
    width: 800,
    height: 600,
  },
  'dining-japandi': {
    src: '/samples/room-dining-japandi.svg',
    alt: 'A Japandi dining room against a slatted oak wall with a solid oak table, wishbone chairs, a paper lantern and an ink circle print',
    width: 800,
    height: 600,
  },
  'office-japandi': {
    src: '/samples/room-office-japandi.svg',
    alt: 'A Japandi home office against a slatted oak wall with a slim oak desk, a monitor by a wide window, one floating shelf and a bonsai',
    width: 800,
    height: 600,
  },
  'living-industrial': {
    src: '/samples/room-living-industrial.svg',
    alt: 'An industrial living room against an exposed brick wall with a cognac leather Chesterfield sofa, Edison bulb pendants, a metal wall clock and a framed map and a snake plant',
    width: 800,
    height: 600,
  },
  'bedroom-industrial': {
    src: '/samples/room-bedroom-industrial.svg',
    alt: 'An industrial bedroom against an exposed brick wall with a black metal bed frame, matching nightstands with lamps, a metal wall clock and a framed map and a snake plant',
    width: 800,
    height: 600,
  },
  'study-industrial': {
    src: '/samples/room-study-industrial.svg',
    alt: 'An industrial study against an exposed brick wall with a reclaimed wood desk on steel legs, pipe shelving, Edison bulb pendants and a snake plant',
    width: 800,
    height: 600,
  },
  'dining-industrial': {
    src: '/samples/room-dining-industrial.svg',
    alt: 'An industrial dining room against an exposed brick wall with a plank table on black steel legs, metal cafe chairs, Edison bulb pendants and a metal wall clock and a framed map',
    width: 800,
    height: 600,
  },
  'office-industrial': {
    src: '/samples/room-office-industrial.svg',
    alt: 'An industrial home office against an exposed brick wall with a reclaimed wood desk on steel legs, a monitor by a wide window, one floating shelf and a snake plant',
    width: 800,
    height: 600,
  },
  'living-bohemian': {
    src: '/samples/room-living-bohemian.svg',
    alt: 'A bohemian living room under a painted arch with a curved cream sofa piled with patterned cushions, a rattan pendant, a macramé hanging and a rattan sun mirror and a potted palm',
    width: 800,
    height: 600,
  },
  'bedroom-bohemian': {
    src: '/samples/room-bedroom-bohemian.svg',
    alt: 'A bohemian bedroom under a painted arch with a rattan bed with a patterned throw, matching nightstands with lamps, a macramé hanging and a rattan sun mirror and a potted palm',
    width: 800,
    height: 600,
  },
  'study-bohemian': {
    src: '/samples/room-study-bohemian.svg',
    alt: 'A bohemian study under a painted arch with a cane-fronted desk, a ladder shelf, a rattan pendant and a potted palm',
    width: 800,
    height: 600,
  },
  'dining-bohemian': {
    src: '/samples/room-dining-bohemian.svg',
    alt: 'A bohemian dining room under a painted arch with a round wooden table, cane chairs, a rattan pendant and a gallery wall',
    width: 800,
    height: 600,
  },
  'office-bohemian': {
    src: '/samples/room-office-bohemian.svg',
    alt: 'A bohemian home office under a painted arch with a cane-fronted desk, a monitor by a wide window, one floating shelf and a potted palm',
    width: 800,
    height: 600,
  },
  'living-scandinavian': {
    src: '/samples/room-living-scandinavian.svg',
    alt: 'A Scandinavian living room with a light linen sofa on tapered legs, a tripod floor lamp, three line-art prints and a monstera',
    width: 800,
    height: 600,
  },
  'bedroom-scandinavian': {
    src: '/samples/room-bedroom-scandinavian.svg',
    alt: 'A Scandinavian bedroom with a pale oak bed with a dusty blue throw, matching nightstands with lamps, three line-art prints and a monstera',
    width: 800,
    height: 600,
  },
  'study-scandinavian': {
    src: '/samples/room-study-scandinavian.svg',
    alt: 'A Scandinavian study with a slim oak desk, a cube bookcase, a white globe pendant and a monstera',
    width: 800,
    height: 600,
  },
  'dining-scandinavian': {
    src: '/samples/room-dining-scandinavian.svg',
    alt: 'A Scandinavian dining room with an oak trestle table, spindle-back chairs, a white globe pendant and three line-art prints',
    width: 800,
    height: 600,
  },
  'office-scandinavian': {
    src: '/samples/room-office-scandinavian.svg',
    alt: 'A Scandinavian home office with a slim oak desk, a monitor by a wide window, one floating shelf and a monstera',
    width: 800,
    height: 600,
  },
  'living-classic': {
    src: '/samples/room-living-classic.svg',
    alt: 'A classic living room with sage panelled wainscoting with a green velvet sofa, a brass floor lamp, a gilt-framed landscape and an olive tree',
    width: 800,
    height: 600,
  },
  'bedroom-classic': {
    src: '/samples/room-bedroom-classic.svg',
    alt: 'A classic bedroom with sage panelled wainscoting with a button-tufted velvet bed, matching nightstands with lamps, a gilt-framed landscape and an olive tree',
    width: 800,
    height: 600,
  },
  'study-classic': {
    src: '/samples/room-study-classic.svg',
    alt: 'A classic study with sage panelled wainscoting with a mahogany writing desk, a tall bookcase, a brass chandelier and an olive tree',
    width: 800,
    height: 600,
  },
  'dining-classic': {
    src: '/samples/room-dining-classic.svg',
    alt: 'A classic dining room with sage panelled wainscoting with a dark wood table with turned legs, upholstered chairs, a brass chandelier and a gilt-framed landscape',
    width: 800,
    height: 600,
  },
  'office-classic': {
    src: '/samples/room-office-classic.svg',
    alt: 'A classic home office with sage panelled wainscoting with a mahogany writing desk, a monitor by a wide window, one floating shelf and an olive tree',
    width: 800,
    height: 600,
  },
  'living-minimalist': {
    src: '/samples/room-living-minimalist.svg',
    alt: 'A minimalist living room with a light linen sofa on tapered legs, a tripod floor lamp, a single small print and an olive tree',
    width: 800,
    height: 600,
  },
  'bedroom-minimalist': {
    src: '/samples/room-bedroom-minimalist.svg',
    alt: 'A minimalist bedroom with a low platform bed, matching nightstands with lamps, a single small print and an olive tree',
    width: 800,
    height: 600,
  },
  'study-minimalist': {
    src: '/samples/room-study-minimalist.svg',
    alt: 'A minimalist study with a slim oak desk, a cube bookcase, a slim black pendant and an olive tree',
    width: 800,
    height: 600,
  },
  'dining-minimalist': {
    src: '/samples/room-dining-minimalist.svg',
    alt: 'A minimalist dining room with a round pedestal table, white shell chairs, a slim black pendant and a single small print',
    width: 800,
    height: 600,
  },
  'office-minimalist': {
    src: '/samples/room-office-minimalist.svg',
    alt: 'A minimalist home office with a slim oak desk, a monitor by a wide window, one floating shelf and an olive tree',
    width: 800,
    height: 600,
  },
  'kitchen-coastal': {
    src: '/samples/room-kitchen-coastal.svg',
    alt: 'A coastal kitchen with white shiplap walls with dusty blue cabinets, open shelves, a white island with stools and a window over the sink',
    width: 800,
    height: 600,
  },
  'living-coastal': {
    src: '/samples/room-living-coastal.svg',
    alt: 'A coastal living room with white shiplap walls with a light linen sofa on tapered legs, a rattan pendant, a seascape print and a potted palm',
    width: 800,
    height: 600,
  },
  'bedroom-coastal': {
    src: '/samples/room-bedroom-coastal.svg',
    alt: 'A coastal bedroom with white shiplap walls with a rattan bed with a patterned throw, matching nightstands with lamps, a seascape print and a potted palm',
    width: 800,
    height: 600,
  },
  'kitchen-modern': {
    src: '/samples/room-kitchen-modern.svg',
    alt: 'A modern kitchen with wooden cabinets, open shelves, a white island with stools and a window over the sink',
    width: 800,
    height: 600,
  },
  'kitchen-scandinavian': {
    src: '/samples/room-kitchen-scandinavian.svg',
    alt: 'A Scandinavian kitchen with wooden cabinets, open shelves, a white island with stools and a window over the sink',
    width: 800,
    height: 600,
  },
} as const satisfies Record<string, SampleImage>;

/** The same rooms bare, before styling, keyed "roomType-style" like their styled pictures. */
export const BEFORE_IMAGES = {
  'living-scandinavian': {
    src: '/samples/before-living-scandinavian.svg',
    alt: 'Before: the empty living room with bare walls, a hanging bulb, moving boxes, a step ladder and frames leaning on the floor, ready for its Scandinavian makeover',
    width: 800,
    height: 600,
  },
  'bedroom-japandi': {
    src: '/samples/before-bedroom-japandi.svg',
    alt: 'Before: the empty bedroom with bare walls, a hanging bulb, moving boxes, a step ladder and frames leaning on the floor, ready for its Japandi makeover',
    width: 800,
    height: 600,
  },
  'dining-classic': {
    src: '/samples/before-dining-classic.svg',
    alt: 'Before: the empty dining room with bare walls, a hanging bulb, moving boxes, a step ladder and frames leaning on the floor, ready for its classic makeover',
    width: 800,
    height: 600,
  },
  'office-minimalist': {
    src: '/samples/before-office-minimalist.svg',
    alt: 'Before: the empty home office with bare walls, a hanging bulb, moving boxes, a step ladder and frames leaning on the floor, ready for its minimalist makeover',
    width: 800,
    height: 600,
  },
  'study-industrial': {
    src: '/samples/before-study-industrial.svg',
    alt: 'Before: the empty study with bare walls, a hanging bulb, moving boxes, a step ladder and frames leaning on the floor, ready for its industrial makeover',
    width: 800,
    height: 600,
  },
  'kitchen-coastal': {
    src: '/samples/before-kitchen-coastal.svg',
    alt: 'Before: the empty kitchen with bare walls, a hanging bulb, moving boxes, a step ladder and frames leaning on the floor, ready for its coastal makeover',
    width: 800,
    height: 600,
  },
  'living-bohemian': {
    src: '/samples/before-living-bohemian.svg',
    alt: 'Before: the empty living room with bare walls, a hanging bulb, moving boxes, a step ladder and frames leaning on the floor, ready for its bohemian makeover',
    width: 800,
    height: 600,
  },
  'bedroom-modern': {
    src: '/samples/before-bedroom-modern.svg',
    alt: 'Before: the empty bedroom with bare walls, a hanging bulb, moving boxes, a step ladder and frames leaning on the floor, ready for its modern makeover',
    width: 800,
    height: 600,
  },
} as const satisfies Record<string, SampleImage>;

/** One product of each kind, keyed by kind. */
export const PRODUCT_IMAGES = {
  sofa: {
    src: '/samples/product-sofa.svg',
    alt: 'A three-seat sage green sofa with rounded arms, walnut legs and terracotta and cream cushions',
    width: 400,
    height: 400,
  },
  armchair: {
    src: '/samples/product-armchair.svg',
    alt: 'A terracotta lounge armchair with a rounded back on walnut legs',
    width: 400,
    height: 400,
  },
  table: {
    src: '/samples/product-table.svg',
    alt: 'An oval walnut coffee table on tapered legs, styled with books and a small vase',
    width: 400,
    height: 400,
  },
  'dining-table': {
    src: '/samples/product-dining-table.svg',
    alt: 'A round oak pedestal dining table with a vase of green stems',
    width: 400,
    height: 400,
  },
  storage: {
    src: '/samples/product-storage.svg',
    alt: 'A walnut sideboard with three cane-panelled doors, topped with a vase and books',
    width: 400,
    height: 400,
  },
  bookcase: {
    src: '/samples/product-bookcase.svg',
    alt: 'A walnut cube bookcase with books, a vase and a small bowl',
    width: 400,
    height: 400,
  },
  bed: {
    src: '/samples/product-bed.svg',
    alt: 'A double bed with a channel-tufted headboard, white bedding and a sage throw',
    width: 400,
    height: 400,
  },
  decor: {
    src: '/samples/product-decor.svg',
    alt: 'A trio of ceramic vases in cream, terracotta and sage, one holding dried branches',
    width: 400,
    height: 400,
  },
  plant: {
    src: '/samples/product-plant.svg',
    alt: 'A fiddle-leaf fig in a white ceramic pot',
    width: 400,
    height: 400,
  },
  lamp: {
    src: '/samples/product-lamp.svg',
    alt: 'A table lamp with an ochre ceramic base and a pleated linen shade',
    width: 400,
    height: 400,
  },
  'floor-lamp': {
    src: '/samples/product-floor-lamp.svg',
    alt: 'An arched black floor lamp with a dome shade',
    width: 400,
    height: 400,
  },
  pendant: {
    src: '/samples/product-pendant.svg',
    alt: 'A woven rattan pendant light',
    width: 400,
    height: 400,
  },
  rug: {
    src: '/samples/product-rug.svg',
    alt: 'A flat-weave rug in blush and terracotta with a diamond band and fringed ends',
    width: 400,
    height: 400,
  },
  mirror: {
    src: '/samples/product-mirror.svg',
    alt: 'A tall arched floor mirror in a brass-toned frame',
    width: 400,
    height: 400,
  },
  art: {
    src: '/samples/product-art.svg',
    alt: 'A walnut-framed abstract print of terracotta and sage arches under an ochre sun',
    width: 400,
    height: 400,
  },
  accessories: {
    src: '/samples/product-accessories.svg',
    alt: 'A woven basket holding a folded terracotta throw, beside two cushions in sage and cream',
    width: 400,
    height: 400,
  },
} as const satisfies Record<string, SampleImage>;

/** Portraits for testimonials, reviews and designers. */
export const PEOPLE_IMAGES: readonly SampleImage[] = [
  {
    src: '/samples/person-1.svg',
    alt: 'Portrait of a woman with an auburn bob and a sage top',
    width: 160,
    height: 160,
  },
  {
    src: '/samples/person-2.svg',
    alt: 'Portrait of a man with short black curly hair and an ochre top',
    width: 160,
    height: 160,
  },
  {
    src: '/samples/person-3.svg',
    alt: 'Portrait of a woman with long dark hair and a terracotta top',
    width: 160,
    height: 160,
  },
  {
    src: '/samples/person-4.svg',
    alt: 'Portrait of an older woman with a silver bun and a blue top',
    width: 160,
    height: 160,
  },
  {
    src: '/samples/person-5.svg',
    alt: 'Portrait of a woman wearing an olive headscarf',
    width: 160,
    height: 160,
  },
  {
    src: '/samples/person-6.svg',
    alt: 'Portrait of a man with short dark hair, a beard and a charcoal top',
    width: 160,
    height: 160,
  },
  {
    src: '/samples/person-7.svg',
    alt: 'Portrait of a woman with shoulder-length wavy blonde hair and a blush top',
    width: 160,
    height: 160,
  },
  {
    src: '/samples/person-8.svg',
    alt: 'Portrait of a man with a close-cropped haircut, glasses and a sage top',
    width: 160,
    height: 160,
  },
  {
    src: '/samples/person-9.svg',
    alt: 'Portrait of a woman with a brown ponytail and a navy top',
    width: 160,
    height: 160,
  },
  {
    src: '/samples/person-10.svg',
    alt: 'Portrait of an older man with grey side-parted hair, glasses and a mustard top',
    width: 160,
    height: 160,
  },
  {
    src: '/samples/person-11.svg',
    alt: 'Portrait of a woman with a rounded natural afro and a cream top',
    width: 160,
    height: 160,
  },
  {
    src: '/samples/person-12.svg',
    alt: 'Portrait of a young man with short copper hair and a green top',
    width: 160,
    height: 160,
  },
  {
    src: '/samples/person-13.svg',
    alt: 'Portrait of a woman with a pale blonde bob and a cream top',
    width: 160,
    height: 160,
  },
  {
    src: '/samples/person-14.svg',
    alt: 'Portrait of a man with short side-parted black hair and a navy top',
    width: 160,
    height: 160,
  },
  {
    src: '/samples/person-15.svg',
    alt: 'Portrait of a woman with long brown hair and a mustard top',
    width: 160,
    height: 160,
  },
  {
    src: '/samples/person-16.svg',
    alt: 'Portrait of an older woman with a grey bun, glasses and a sage top',
    width: 160,
    height: 160,
  },
  {
    src: '/samples/person-17.svg',
    alt: 'Portrait of a woman wearing a terracotta headscarf',
    width: 160,
    height: 160,
  },
  {
    src: '/samples/person-18.svg',
    alt: 'Portrait of a man with short brown hair, a beard and a blue top',
    width: 160,
    height: 160,
  },
  {
    src: '/samples/person-19.svg',
    alt: 'Portrait of a woman with shoulder-length dark wavy hair and a terracotta top',
    width: 160,
    height: 160,
  },
  {
    src: '/samples/person-20.svg',
    alt: 'Portrait of a man with a close-cropped haircut and a blush top',
    width: 160,
    height: 160,
  },
  {
    src: '/samples/person-21.svg',
    alt: 'Portrait of a woman with a blonde ponytail and a sage top',
    width: 160,
    height: 160,
  },
  {
    src: '/samples/person-22.svg',
    alt: 'Portrait of a man with dark curly hair, glasses and a cream top',
    width: 160,
    height: 160,
  },
  {
    src: '/samples/person-23.svg',
    alt: 'Portrait of a woman with a rounded natural afro and a mustard top',
    width: 160,
    height: 160,
  },
  {
    src: '/samples/person-24.svg',
    alt: 'Portrait of an older man with white side-parted hair and a charcoal top',
    width: 160,
    height: 160,
  },
];

export const HERO_IMAGE: SampleImage = {
  src: '/samples/hero-room.svg',
  alt: 'A styled living room with a curved cream sofa, terracotta and sage cushions, a walnut coffee table, an arched floor lamp and a tall window, overlaid with scan markers outlining the walls and floor',
  width: 1200,
  height: 900,
};
export const BEFORE_LIVING_BARE: SampleImage = {
  src: '/samples/before-living-bare.svg',
  alt: 'Before: an empty living room with bare walls, a hanging bulb, moving boxes, a step ladder and frames leaning on the floor',
  width: 800,
  height: 600,
};
export const AFTER_LIVING_STYLED: SampleImage = {
  src: '/samples/after-living-styled.svg',
  alt: 'After: the same living room styled with a sage sofa, a gallery wall, a round oak coffee table, a jute rug, a tripod lamp and a fiddle-leaf fig',
  width: 800,
  height: 600,
};

/** The styled room of this type and style; throws for a pair the library does not draw. */
export function roomImage(type: LibraryRoomType, style: LibraryStyle): SampleImage {
  const image = (ROOM_IMAGES as Readonly<Record<string, SampleImage>>)[`${type}-${style}`];
  if (!image) throw new Error(`No sample room ${type}-${style}`);
  return image;
}

/** The bare picture of a before/after pair; throws for a pair the library does not draw. */
export function beforeImage(type: LibraryRoomType, style: LibraryStyle): SampleImage {
  const image = (BEFORE_IMAGES as Readonly<Record<string, SampleImage>>)[`${type}-${style}`];
  if (!image) throw new Error(`No before picture ${type}-${style}`);
  return image;
}
