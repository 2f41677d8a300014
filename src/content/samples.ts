/**
 * The app's own illustrations in public/samples: every place that shows a sample room,
 * product or person takes its path, alt text and intrinsic size from here, so images
 * reserve their space before loading and always carry a description. The pictures and
 * their descriptions come from the generated library (scripts/generate-samples.mjs).
 */
import {
  AFTER_LIVING_STYLED,
  BEFORE_LIVING_BARE,
  HERO_IMAGE,
  PEOPLE_IMAGES,
  PRODUCT_IMAGES,
  ROOM_IMAGES,
  type SampleImage,
} from './sampleLibrary.ts';

export type { SampleImage } from './sampleLibrary.ts';
export {
  BEFORE_IMAGES,
  PEOPLE_IMAGES,
  PRODUCT_IMAGES,
  ROOM_IMAGES,
  beforeImage,
  roomImage,
  type LibraryRoomType,
  type LibraryStyle,
} from './sampleLibrary.ts';

function personAt(index: number): SampleImage {
  const image = PEOPLE_IMAGES[index];
  if (!image) throw new Error(`No sample portrait ${index + 1}`);
  return image;
}

export const SAMPLES = {
  heroRoom: HERO_IMAGE,

  livingModern: ROOM_IMAGES['living-modern'],
  livingJapandi: ROOM_IMAGES['living-japandi'],
  bedroomScandinavian: ROOM_IMAGES['bedroom-scandinavian'],
  bedroomBohemian: ROOM_IMAGES['bedroom-bohemian'],
  studyIndustrial: ROOM_IMAGES['study-industrial'],
  diningClassic: ROOM_IMAGES['dining-classic'],
  officeMinimalist: ROOM_IMAGES['office-minimalist'],
  kitchenCoastal: ROOM_IMAGES['kitchen-coastal'],

  beforeLivingBare: BEFORE_LIVING_BARE,
  afterLivingStyled: AFTER_LIVING_STYLED,

  productSofa: PRODUCT_IMAGES.sofa,
  productArmchair: PRODUCT_IMAGES.armchair,
  productTable: PRODUCT_IMAGES.table,
  productDiningTable: PRODUCT_IMAGES['dining-table'],
  productLamp: PRODUCT_IMAGES.lamp,
  productFloorLamp: PRODUCT_IMAGES['floor-lamp'],
  productPendant: PRODUCT_IMAGES.pendant,
  productBed: PRODUCT_IMAGES.bed,
  productArt: PRODUCT_IMAGES.art,
  productStorage: PRODUCT_IMAGES.storage,
  productBookcase: PRODUCT_IMAGES.bookcase,
  productRug: PRODUCT_IMAGES.rug,
  productMirror: PRODUCT_IMAGES.mirror,
  productDecor: PRODUCT_IMAGES.decor,
  productPlant: PRODUCT_IMAGES.plant,
  productAccessories: PRODUCT_IMAGES.accessories,

  person1: personAt(0),
  person2: personAt(1),
  person3: personAt(2),
  person4: personAt(3),
  person5: personAt(4),
  person6: personAt(5),
  person7: personAt(6),
  person8: personAt(7),
  person9: personAt(8),
  person10: personAt(9),
  person11: personAt(10),
  person12: personAt(11),
  person13: personAt(12),
  person14: personAt(13),
  person15: personAt(14),
  person16: personAt(15),
  person17: personAt(16),
  person18: personAt(17),
  person19: personAt(18),
  person20: personAt(19),
  person21: personAt(20),
  person22: personAt(21),
  person23: personAt(22),
  person24: personAt(23),
} as const satisfies Record<string, SampleImage>;

export type SampleKey = keyof typeof SAMPLES;
