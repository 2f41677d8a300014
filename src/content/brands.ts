/**
 * The furniture brands of /browse-rooms (spec 02 sections 3 and 9): 20 brands with their
 * country for the filters, and the 9 brand partners shown as cards.
 */

export const BRAND_COUNTRIES = [
  'USA',
  'Canada',
  'Denmark',
  'Finland',
  'Switzerland',
  'France',
  'Italy',
  'Singapore',
] as const;

export type BrandCountry = (typeof BRAND_COUNTRIES)[number];

export interface Brand {
  name: string;
  country: BrandCountry;
  /**
   * The brand's shop, where "Shop this design" sends the shopper (a partner link). The brands
   * are the catalogue's own, so their addresses use the reserved `.example` domain and never
   * lead to a real business that happens to share a name.
   */
  url: string;
}

/** In the order the chips and the sidebar list them. */
export const BRANDS: readonly Brand[] = [
  { name: 'Nordhaven', country: 'Denmark', url: 'https://nordhaven.example' },
  { name: 'Hearth & Loom', country: 'USA', url: 'https://hearth-and-loom.example' },
  { name: 'Lumen Atelier', country: 'France', url: 'https://lumen-atelier.example' },
  { name: 'Solace Home', country: 'Canada', url: 'https://solace-home.example' },
  { name: 'Gallery Nine', country: 'Italy', url: 'https://gallery-nine.example' },
  { name: 'Kettu Living', country: 'Finland', url: 'https://kettu-living.example' },
  { name: 'Brickyard Supply', country: 'USA', url: 'https://brickyard-supply.example' },
  { name: 'Kampong Craft', country: 'Singapore', url: 'https://kampong-craft.example' },
  { name: 'Terra Rossa', country: 'Italy', url: 'https://terra-rossa.example' },
  { name: 'Alpenholz', country: 'Switzerland', url: 'https://alpenholz.example' },
  { name: 'Maison Verre', country: 'France', url: 'https://maison-verre.example' },
  { name: 'Maple & Marrow', country: 'Canada', url: 'https://maple-and-marrow.example' },
  { name: 'Fjeld Studio', country: 'Denmark', url: 'https://fjeld-studio.example' },
  { name: 'Saimaa Design', country: 'Finland', url: 'https://saimaa-design.example' },
  { name: 'Willow & Wick', country: 'USA', url: 'https://willow-and-wick.example' },
  { name: 'Atelier Lac', country: 'Switzerland', url: 'https://atelier-lac.example' },
  { name: 'Casa Ombra', country: 'Italy', url: 'https://casa-ombra.example' },
  { name: 'Straits & Co.', country: 'Singapore', url: 'https://straits-and-co.example' },
  { name: 'Northbound Goods', country: 'Canada', url: 'https://northbound-goods.example' },
  { name: 'Rue Sablon', country: 'France', url: 'https://rue-sablon.example' },
];

export interface BrandPartner {
  /** One of BRANDS. */
  name: string;
  vibe: string;
  description: string;
}

export const BRAND_PARTNERS: readonly BrandPartner[] = [
  {
    name: 'Nordhaven',
    vibe: 'Scandinavian calm',
    description: 'Solid oak and walnut pieces made in Jutland, built to be handed down.',
  },
  {
    name: 'Hearth & Loom',
    vibe: 'Handwoven warmth',
    description: 'Sofas, throws and rugs woven from wool and linen in small mills.',
  },
  {
    name: 'Lumen Atelier',
    vibe: 'Sculptural light',
    description: 'Ceramic and brass lamps from a Lyon studio that shapes light like clay.',
  },
  {
    name: 'Solace Home',
    vibe: 'Restful bedrooms',
    description: 'Beds, bedding and nightstands designed around a better night.',
  },
  {
    name: 'Gallery Nine',
    vibe: 'Curated art',
    description: 'Limited prints and originals from independent artists, framed by hand.',
  },
  {
    name: 'Kettu Living',
    vibe: 'Nordic craft',
    description: 'Birch and felt pieces from Finnish makers, quiet and endlessly useful.',
  },
  {
    name: 'Brickyard Supply',
    vibe: 'Industrial edge',
    description: 'Reclaimed timber, blackened steel and leather that ages beautifully.',
  },
  {
    name: 'Kampong Craft',
    vibe: 'Tropical rattan',
    description: 'Rattan and teak woven by artisans across Southeast Asia.',
  },
  {
    name: 'Terra Rossa',
    vibe: 'Mediterranean warmth',
    description: 'Terracotta, travertine and sun-faded linen from Tuscan workshops.',
  },
];

/** The shop address of a brand of the list, or undefined for a name that is not on it. */
export function brandUrl(name: string): string | undefined {
  return BRANDS.find((brand) => brand.name === name)?.url;
}

/** The country of a brand of the list, or undefined for a name that is not on it. */
export function brandCountry(name: string): BrandCountry | undefined {
  return BRANDS.find((brand) => brand.name === name)?.country;
}
