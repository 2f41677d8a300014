/**
 * The furniture catalogue of the design canvas (spec 02 sections 3 and 9): the ten categories
 * and the six sample products. Data only; the canvas and 'Shop This Look' read it.
 */
import { SAMPLES, type SampleImage } from './samples.ts';

export const PRODUCT_CATEGORIES = [
  'Seating',
  'Tables',
  'Storage',
  'Beds',
  'Decor',
  'Lighting',
  'Rugs',
  'Mirrors',
  'Art',
  'Accessories',
] as const;

export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

export interface Product {
  id: string;
  name: string;
  /** US dollars. */
  price: number;
  image: SampleImage;
  brand: string;
  category: ProductCategory;
}

export const PRODUCTS: readonly Product[] = [
  {
    id: 'sage-cloud-sofa',
    name: 'Sage Cloud Sofa',
    price: 899,
    image: SAMPLES.productSofa,
    brand: 'Hearth & Loom',
    category: 'Seating',
  },
  {
    id: 'walnut-oval-coffee-table',
    name: 'Walnut Oval Coffee Table',
    price: 449,
    image: SAMPLES.productTable,
    brand: 'Nordhaven',
    category: 'Tables',
  },
  {
    id: 'ochre-ceramic-lamp',
    name: 'Ochre Ceramic Table Lamp',
    price: 199,
    image: SAMPLES.productLamp,
    brand: 'Lumen Atelier',
    category: 'Lighting',
  },
  {
    id: 'channel-tufted-bed',
    name: 'Channel-Tufted Double Bed',
    price: 699,
    image: SAMPLES.productBed,
    brand: 'Solace Home',
    category: 'Beds',
  },
  {
    id: 'terracotta-arches-print',
    name: 'Terracotta Arches Print',
    price: 159,
    image: SAMPLES.productArt,
    brand: 'Gallery Nine',
    category: 'Art',
  },
  {
    id: 'cane-walnut-sideboard',
    name: 'Cane Walnut Sideboard',
    price: 549,
    image: SAMPLES.productStorage,
    brand: 'Nordhaven',
    category: 'Storage',
  },
];

const byId = new Map(PRODUCTS.map((product) => [product.id, product]));

/** The product with this id, or undefined for an id the catalogue no longer has. */
export function findProduct(id: string): Product | undefined {
  return byId.get(id);
}
