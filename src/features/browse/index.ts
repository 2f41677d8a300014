// What the pages use of the browse feature.
export { BrandPartners } from './BrandPartners.tsx';
export { BrowseHero } from './BrowseHero.tsx';
export { BrowseRooms } from './BrowseRooms.tsx';
export { useBrowseFilters } from './useBrowseFilters.ts';
export { toggleBrand, type BrowseFilters } from './browseFilters.ts';
