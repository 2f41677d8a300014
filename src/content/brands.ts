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
}

/** In the order the chips and the sidebar list them. */
export const BRANDS: readonly Brand[] = [
  { name: 'Nordhaven', country: 'Denmark' },
  { name: 'Hearth & Loom', country: 'USA' },
  { name: 'Lumen Atelier', country: 'France' },
  { name: 'Solace Home', country: 'Canada' },
  { name: 'Gallery Nine', country: 'Italy' },
  { name: 'Kettu Living', country: 'Finland' },
  { name: 'Brickyard Supply', country: 'USA' },
  { name: 'Kampong Craft', country: 'Singapore' },
  { name: 'Terra Rossa', country: 'Italy' },
  { name: 'Alpenholz', country: 'Switzerland' },
  { name: 'Maison Verre', country: 'France' },
  { name: 'Maple & Marrow', country: 'Canada' },
  { name: 'Fjeld Studio', country: 'Denmark' },
  { name: 'Saimaa Design', country: 'Finland' },
  { name: 'Willow & Wick', country: 'USA' },
  { name: 'Atelier Lac', country: 'Switzerland' },
  { name: 'Casa Ombra', country: 'Italy' },
  { name: 'Straits & Co.', country: 'Singapore' },
  { name: 'Northbound Goods', country: 'Canada' },
  { name: 'Rue Sablon', country: 'France' },
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

/** The country of a brand of the list, or undefined for a name that is not on it. */
export function brandCountry(name: string): BrandCountry | undefined {
  return BRANDS.find((brand) => brand.name === name)?.country;
}
