/**
 * Browse rooms (spec 02 section 4): the filters, their URL form, and the sort orders. Plain
 * functions, so the page, the tests and a shared link all agree on what a view shows.
 */
import {
  BROWSE_ROOM_TYPES,
  BROWSE_SORTS,
  BROWSE_STYLES,
  type BrowseRoomType,
  type BrowseSort,
  type BrowseStyle,
  type RoomInspiration,
} from '../../content/rooms.ts';

export interface BrowseFilters {
  /** Matched against title, designer, brand and style. */
  search: string;
  style: BrowseStyle | null;
  roomType: BrowseRoomType | null;
  /** Selected brands; a room matches when its brand is one of them (none selected: any). */
  brands: readonly string[];
  sort: BrowseSort;
}

export const DEFAULT_SORT: BrowseSort = 'trending';

export const NO_FILTERS: BrowseFilters = {
  search: '',
  style: null,
  roomType: null,
  brands: [],
  sort: DEFAULT_SORT,
};

const normalise = (text: string) => text.trim().toLowerCase();

export function matchesSearch(room: RoomInspiration, search: string): boolean {
  const needle = normalise(search);
  if (!needle) return true;
  return [room.title, room.designer, room.brand, room.style].some((field) =>
    field.toLowerCase().includes(needle),
  );
}

export function filterRooms(
  rooms: readonly RoomInspiration[],
  filters: BrowseFilters,
): RoomInspiration[] {
  return rooms.filter(
    (room) =>
      matchesSearch(room, filters.search) &&
      (filters.style === null || room.style === filters.style) &&
      (filters.roomType === null || room.roomType === filters.roomType) &&
      (filters.brands.length === 0 || filters.brands.includes(room.brand)),
  );
}

/**
 * Trending: trending rooms first, otherwise as listed. Newest: by dateAdded, latest first.
 * Popular: by likes, most first. Brand: alphabetically by brand. Ties keep the list's order.
 */
export function sortRooms(rooms: readonly RoomInspiration[], sort: BrowseSort): RoomInspiration[] {
  const sorted = [...rooms];
  switch (sort) {
    case 'trending':
      return sorted.sort((a, b) => Number(b.trending) - Number(a.trending));
    case 'newest':
      return sorted.sort((a, b) => b.dateAdded.localeCompare(a.dateAdded));
    case 'popular':
      return sorted.sort((a, b) => b.likes - a.likes);
    case 'brand':
      return sorted.sort((a, b) => a.brand.localeCompare(b.brand, 'en', { sensitivity: 'base' }));
  }
}

export function browseRooms(
  rooms: readonly RoomInspiration[],
  filters: BrowseFilters,
): RoomInspiration[] {
  return sortRooms(filterRooms(rooms, filters), filters.sort);
}

/** Whether anything narrows the list (the sort order alone does not). */
export function hasActiveFilters(filters: BrowseFilters): boolean {
  return (
    normalise(filters.search) !== '' ||
    filters.style !== null ||
    filters.roomType !== null ||
    filters.brands.length > 0
  );
}

export function toggleBrand(filters: BrowseFilters, brand: string): BrowseFilters {
  const brands = filters.brands.includes(brand)
    ? filters.brands.filter((name) => name !== brand)
    : [...filters.brands, brand];
  return { ...filters, brands };
}

const isStyle = (value: string | null): value is BrowseStyle =>
  (BROWSE_STYLES as readonly string[]).includes(value ?? '');
const isRoomType = (value: string | null): value is BrowseRoomType =>
  (BROWSE_ROOM_TYPES as readonly string[]).includes(value ?? '');
const isSort = (value: string | null): value is BrowseSort =>
  BROWSE_SORTS.some((option) => option.value === value);

/** The filters a URL query describes; unknown values are ignored. */
export function parseBrowseQuery(query: string, knownBrands: readonly string[]): BrowseFilters {
  const params = new URLSearchParams(query);
  const style = params.get('style');
  const roomType = params.get('room');
  const sort = params.get('sort');
  const brands = [...new Set(params.getAll('brand'))].filter((brand) =>
    knownBrands.includes(brand),
  );
  return {
    search: params.get('q') ?? '',
    style: isStyle(style) ? style : null,
    roomType: isRoomType(roomType) ? roomType : null,
    brands,
    sort: isSort(sort) ? sort : DEFAULT_SORT,
  };
}

/** The URL query for these filters, defaults left out ('' when nothing is set). */
export function browseQuery(filters: BrowseFilters): string {
  const params = new URLSearchParams();
  if (filters.search) params.set('q', filters.search);
  if (filters.style) params.set('style', filters.style);
  if (filters.roomType) params.set('room', filters.roomType);
  for (const brand of filters.brands) params.append('brand', brand);
  if (filters.sort !== DEFAULT_SORT) params.set('sort', filters.sort);
  return params.toString();
}

/** Brands of the sidebar list: by name search and country, in list order. */
export function findBrands<T extends { name: string; country: string }>(
  brands: readonly T[],
  search: string,
  country: string | null,
): T[] {
  const needle = normalise(search);
  return brands.filter(
    (brand) =>
      (needle === '' || brand.name.toLowerCase().includes(needle)) &&
      (country === null || brand.country === country),
  );
}
