// @vitest-environment node
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GALLERY_ROOMS, GALLERY_SLIDES, FEATURED_DESIGNS } from '../../src/content/gallery.ts';
import { DESIGNERS } from '../../src/content/designers.ts';
import { PRODUCTS, PRODUCT_CATEGORIES } from '../../src/content/products.ts';
import { REVIEWS } from '../../src/content/reviews.ts';
import { BROWSE_SLIDES, ROOMS } from '../../src/content/rooms.ts';
import { ROUTES } from '../../src/content/routes.ts';
import { ROUTE_LEAD_IMAGES } from '../../src/content/routeLeadImages.ts';
import {
  BEFORE_IMAGES,
  PEOPLE_IMAGES,
  PRODUCT_IMAGES,
  ROOM_IMAGES,
  SAMPLES,
  type SampleImage,
} from '../../src/content/samples.ts';
import { ACTION_TRANSFORMATIONS, TRANSFORMATIONS } from '../../src/content/transformations.ts';

const PUBLIC = join(process.cwd(), 'public');
const KB = 1024;

function svgSize(image: SampleImage): { width: number; height: number; bytes: number } {
  const file = join(PUBLIC, image.src);
  const text = readFileSync(file, 'utf8');
  const width = Number(/<svg[^>]*\swidth="(\d+)"/.exec(text)?.[1]);
  const height = Number(/<svg[^>]*\sheight="(\d+)"/.exec(text)?.[1]);
  return { width, height, bytes: statSync(file).size };
}

const everyImage: SampleImage[] = [
  ...Object.values(SAMPLES),
  ...Object.values(ROOM_IMAGES),
  ...Object.values(BEFORE_IMAGES),
  ...Object.values(PRODUCT_IMAGES),
  ...PEOPLE_IMAGES,
];

describe('the sample image library', () => {
  it('has a file of the declared size for every image, each within budget', () => {
    for (const image of everyImage) {
      const { width, height, bytes } = svgSize(image);
      expect({ src: image.src, width, height }).toEqual({
        src: image.src,
        width: image.width,
        height: image.height,
      });
      expect(bytes, image.src).toBeLessThan(60 * KB);
      expect(image.alt.length, image.src).toBeGreaterThan(20);
    }
  });

  it('keeps the whole folder small', () => {
    const folder = join(PUBLIC, 'samples');
    const total = readdirSync(folder).reduce(
      (sum, file) => sum + statSync(join(folder, file)).size,
      0,
    );
    expect(total).toBeLessThan(1024 * KB);
  });

  it('draws every browse style and room type, and every gallery style and room type', () => {
    const browse = ['modern', 'japandi', 'industrial', 'bohemian', 'scandinavian', 'classic'];
    const gallery = ['minimalist', 'bohemian', 'classic', 'scandinavian', 'industrial'];
    for (const style of browse) {
      for (const type of ['living', 'bedroom', 'study', 'dining']) {
        expect(ROOM_IMAGES, `${type}-${style}`).toHaveProperty(`${type}-${style}`);
      }
    }
    for (const style of gallery) {
      for (const type of ['living', 'bedroom', 'dining', 'office']) {
        expect(ROOM_IMAGES, `${type}-${style}`).toHaveProperty(`${type}-${style}`);
      }
    }
  });

  it('names the room type and style in the alt text of each room', () => {
    const words: Record<string, string> = {
      living: 'living room',
      bedroom: 'bedroom',
      study: 'study',
      dining: 'dining room',
      office: 'home office',
      kitchen: 'kitchen',
    };
    for (const [key, image] of Object.entries(ROOM_IMAGES)) {
      const [type = '', style = ''] = key.split('-');
      expect(image.alt.toLowerCase()).toContain(words[type]);
      expect(image.alt.toLowerCase()).toContain(style);
    }
  });

  it('pairs every before picture with the styled room of the same shell', () => {
    for (const key of Object.keys(BEFORE_IMAGES)) {
      expect(ROOM_IMAGES).toHaveProperty(key);
    }
    for (const transformation of [...TRANSFORMATIONS]) {
      expect(transformation.before.src.replace('before-', 'room-')).toBe(transformation.after.src);
    }
    for (const transformation of ACTION_TRANSFORMATIONS) {
      expect(transformation.scanImage.src.replace('before-', 'room-')).toBe(
        transformation.finishedImage.src,
      );
    }
  });

  it('has a product picture for every catalogue category and portraits for people', () => {
    const kinds = Object.keys(PRODUCT_IMAGES);
    expect(kinds.length).toBeGreaterThanOrEqual(PRODUCT_CATEGORIES.length);
    for (const product of PRODUCTS) expect(everyImage).toContainEqual(product.image);
    expect(PEOPLE_IMAGES.length).toBeGreaterThanOrEqual(18);
    for (const designer of DESIGNERS) expect(designer.image).toBeDefined();
    for (const review of REVIEWS) {
      if (review.avatar) expect(PEOPLE_IMAGES).toContainEqual(review.avatar);
    }
  });

  it('gives every route lead image and every content image a file', () => {
    const sources = new Set(everyImage.map((image) => image.src));
    for (const route of ROUTES) {
      const leadImage = ROUTE_LEAD_IMAGES[route.path];
      if (leadImage) expect(sources, route.path).toContain(leadImage);
    }
    expect(Object.keys(ROUTE_LEAD_IMAGES).length).toBeGreaterThan(0);
    const used = [
      ...ROOMS.map((room) => room.image),
      ...BROWSE_SLIDES.map((slide) => slide.image),
      ...GALLERY_ROOMS.map((room) => room.image),
      ...GALLERY_SLIDES.map((slide) => slide.image),
      ...FEATURED_DESIGNS.map((design) => design.image),
    ];
    for (const image of used) expect(sources).toContain(image.src);
  });

  it('keeps the names other pages use', () => {
    for (const key of [
      'heroRoom',
      'livingModern',
      'livingJapandi',
      'bedroomScandinavian',
      'bedroomBohemian',
      'studyIndustrial',
      'diningClassic',
      'officeMinimalist',
      'kitchenCoastal',
      'beforeLivingBare',
      'afterLivingStyled',
      'productSofa',
      'productTable',
      'productLamp',
      'productBed',
      'productArt',
      'productStorage',
      'productRug',
      'productMirror',
      'person1',
      'person6',
    ]) {
      expect(SAMPLES).toHaveProperty(key);
    }
  });
});
