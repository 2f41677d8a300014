/**
 * The app's own illustrations in public/samples: every place that shows a sample room,
 * product or person takes its path, alt text and intrinsic size from here, so images
 * reserve their space before loading and always carry a description.
 */
export interface SampleImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

const room = (file: string, alt: string): SampleImage => ({
  src: `/samples/${file}`,
  alt,
  width: 800,
  height: 600,
});

const product = (file: string, alt: string): SampleImage => ({
  src: `/samples/${file}`,
  alt,
  width: 400,
  height: 400,
});

const person = (file: string, alt: string): SampleImage => ({
  src: `/samples/${file}`,
  alt,
  width: 160,
  height: 160,
});

export const SAMPLES = {
  heroRoom: {
    src: '/samples/hero-room.svg',
    alt: 'A styled living room with a cream curved sofa, terracotta lounge chair, travertine coffee table and tall arched window, overlaid with scan markers outlining the walls and floor',
    width: 1200,
    height: 900,
  },

  livingModern: room(
    'room-living-modern.svg',
    'A modern living room with a low grey sofa, walnut coffee table, arched floor lamp and a fiddle-leaf fig by the window',
  ),
  livingJapandi: room(
    'room-living-japandi.svg',
    'A Japandi living room with a low oak sofa against a slatted wall, paper lantern, round tea table and shoji screen',
  ),
  bedroomScandinavian: room(
    'room-bedroom-scandinavian.svg',
    'A Scandinavian bedroom with a pale oak bed, white linen and a dusty blue throw, twin nightstands and three line-art prints',
  ),
  bedroomBohemian: room(
    'room-bedroom-bohemian.svg',
    'A bohemian bedroom with a low bed piled with patterned cushions, a kilim throw, macramé hanging, rattan pendant and lush plants',
  ),
  studyIndustrial: room(
    'room-study-industrial.svg',
    'An industrial study with an exposed brick wall, reclaimed wood desk, cognac leather chair, pipe shelving and Edison bulbs',
  ),
  diningClassic: room(
    'room-dining-classic.svg',
    'A classic dining room with sage panelled wainscoting, a dark wood table with upholstered chairs, a brass chandelier and a gilt-framed landscape',
  ),
  officeMinimalist: room(
    'room-office-minimalist.svg',
    'A minimalist home office with a slim oak desk, white shell chair, single monitor and one floating shelf beside a wide window',
  ),
  kitchenCoastal: room(
    'room-kitchen-coastal.svg',
    'A coastal kitchen with dusty blue cabinets, open oak shelves, a white island with rattan stools and a window onto the sea',
  ),

  beforeLivingBare: room(
    'before-living-bare.svg',
    'Before: an empty living room with bare walls, a hanging bulb, moving boxes, a step ladder and frames leaning on the floor',
  ),
  afterLivingStyled: room(
    'after-living-styled.svg',
    'After: the same living room styled with a sage sofa, gallery wall, oak coffee table, round jute rug, linen curtains and a fiddle-leaf fig',
  ),

  productSofa: product(
    'product-sofa.svg',
    'A three-seat sage green sofa with rounded arms, walnut legs and two cushions',
  ),
  productTable: product(
    'product-table.svg',
    'An oval walnut coffee table on tapered legs, styled with books and a small vase',
  ),
  productLamp: product(
    'product-lamp.svg',
    'A table lamp with an ochre ceramic base and a pleated linen shade',
  ),
  productBed: product(
    'product-bed.svg',
    'A double bed with a channel-tufted headboard, white bedding and a sage throw',
  ),
  productArt: product(
    'product-art.svg',
    'A walnut-framed abstract print of terracotta and sage arches under an ochre sun',
  ),
  productStorage: product(
    'product-storage.svg',
    'A walnut sideboard with three cane-panelled doors, topped with a vase and books',
  ),
  productRug: product(
    'product-rug.svg',
    'A flat-weave rug in blush and terracotta with a diamond band and fringed ends',
  ),
  productMirror: product('product-mirror.svg', 'A tall arched floor mirror in a brass-toned frame'),

  person1: person('person-1.svg', 'Portrait of a woman with an auburn bob and a sage top'),
  person2: person('person-2.svg', 'Portrait of a man with short black curly hair and an ochre top'),
  person3: person('person-3.svg', 'Portrait of a woman with long dark hair and a terracotta top'),
  person4: person('person-4.svg', 'Portrait of an older woman with a silver bun and a blue top'),
  person5: person('person-5.svg', 'Portrait of a woman wearing an olive headscarf'),
  person6: person(
    'person-6.svg',
    'Portrait of a man with short dark hair, a beard and a charcoal top',
  ),
} as const satisfies Record<string, SampleImage>;

export type SampleKey = keyof typeof SAMPLES;
