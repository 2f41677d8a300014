// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BRANDS, BRAND_PARTNERS } from '../../src/content/brands.ts';
import {
  BROWSE_ROOM_TYPES,
  BROWSE_STYLES,
  ROOMS,
  type RoomInspiration,
} from '../../src/content/rooms.ts';
import {
  NO_FILTERS,
  browseQuery,
  browseRooms,
  filterRooms,
  findBrands,
  hasActiveFilters,
  parseBrowseQuery,
  sortRooms,
  toggleBrand,
} from '../../src/features/browse/browseFilters.ts';

const BRAND_NAMES = BRANDS.map((brand) => brand.name);

function room(overrides: Partial<RoomInspiration>): RoomInspiration {
  const base = ROOMS[0];
  if (!base) throw new Error('No sample rooms');
  return { ...base, ...overrides };
}

const titles = (rooms: readonly RoomInspiration[]) => rooms.map((entry) => entry.title);

describe('the browse catalogue', () => {
  it('has at least 24 rooms, and every style, room type and brand finds some', () => {
    expect(ROOMS.length).toBeGreaterThanOrEqual(24);
    for (const style of BROWSE_STYLES) {
      expect(filterRooms(ROOMS, { ...NO_FILTERS, style }).length).toBeGreaterThan(0);
    }
    for (const roomType of BROWSE_ROOM_TYPES) {
      expect(filterRooms(ROOMS, { ...NO_FILTERS, roomType }).length).toBeGreaterThan(0);
    }
    for (const brand of BRAND_NAMES) {
      expect(filterRooms(ROOMS, { ...NO_FILTERS, brands: [brand] }).length).toBeGreaterThan(0);
    }
  });

  it('lists the 20 brands in 8 countries and 9 partners among them', () => {
    expect(BRANDS).toHaveLength(20);
    expect(new Set(BRANDS.map((brand) => brand.country)).size).toBe(8);
    expect(BRAND_PARTNERS).toHaveLength(9);
    for (const partner of BRAND_PARTNERS) expect(BRAND_NAMES).toContain(partner.name);
  });
});

describe('filterRooms', () => {
  it('searches title, designer, brand and style, ignoring case and spaces around', () => {
    const byTitle = filterRooms(ROOMS, { ...NO_FILTERS, search: '  sunset BOHO ' });
    expect(titles(byTitle)).toEqual(['Sunset Boho Lounge']);
    const byDesigner = filterRooms(ROOMS, { ...NO_FILTERS, search: 'amara' });
    expect(byDesigner.length).toBeGreaterThan(1);
    expect(byDesigner.every((entry) => entry.designer === 'Amara Patel')).toBe(true);
    const byBrand = filterRooms(ROOMS, { ...NO_FILTERS, search: 'brickyard' });
    expect(byBrand.every((entry) => entry.brand === 'Brickyard Supply')).toBe(true);
    const byStyle = filterRooms(ROOMS, { ...NO_FILTERS, search: 'japandi' });
    expect(byStyle).toHaveLength(4);
    expect(byStyle.every((entry) => entry.style === 'Japandi')).toBe(true);
  });

  it('does not search the description', () => {
    const rooms = [room({ title: 'A', designer: 'B', brand: 'C', description: 'velvet' })];
    expect(filterRooms(rooms, { ...NO_FILTERS, search: 'velvet' })).toEqual([]);
  });

  it('combines search, style, room type and brands; brands match any selected', () => {
    const rooms = filterRooms(ROOMS, {
      ...NO_FILTERS,
      style: 'Industrial',
      roomType: 'Study',
    });
    expect(titles(rooms)).toEqual(['Reclaimed Wood Study']);
    const twoBrands = filterRooms(ROOMS, { ...NO_FILTERS, brands: ['Nordhaven', 'Terra Rossa'] });
    expect(new Set(twoBrands.map((entry) => entry.brand))).toEqual(
      new Set(['Nordhaven', 'Terra Rossa']),
    );
    expect(filterRooms(ROOMS, { ...NO_FILTERS, style: 'Classic', brands: ['Nordhaven'] })).toEqual(
      [],
    );
  });
});

describe('sortRooms', () => {
  const rooms = [
    room({
      id: 'a',
      title: 'A',
      trending: false,
      dateAdded: '2025-01-01',
      likes: 10,
      brand: 'Zeta',
    }),
    room({
      id: 'b',
      title: 'B',
      trending: true,
      dateAdded: '2024-06-01',
      likes: 30,
      brand: 'alpha',
    }),
    room({
      id: 'c',
      title: 'C',
      trending: false,
      dateAdded: '2025-06-01',
      likes: 20,
      brand: 'Beta',
    }),
    room({
      id: 'd',
      title: 'D',
      trending: true,
      dateAdded: '2023-01-01',
      likes: 5,
      brand: 'Gamma',
    }),
  ];

  it('trending puts trending rooms first and keeps the list order otherwise', () => {
    expect(titles(sortRooms(rooms, 'trending'))).toEqual(['B', 'D', 'A', 'C']);
  });

  it('newest sorts by date added, latest first', () => {
    expect(titles(sortRooms(rooms, 'newest'))).toEqual(['C', 'A', 'B', 'D']);
  });

  it('popular sorts by likes, most first', () => {
    expect(titles(sortRooms(rooms, 'popular'))).toEqual(['B', 'C', 'A', 'D']);
  });

  it('brand sorts alphabetically, whatever the letter case', () => {
    expect(titles(sortRooms(rooms, 'brand'))).toEqual(['B', 'C', 'D', 'A']);
  });

  it('does not change the list it is given', () => {
    const before = titles(rooms);
    sortRooms(rooms, 'popular');
    expect(titles(rooms)).toEqual(before);
  });

  it('browseRooms filters, then sorts', () => {
    const result = browseRooms(ROOMS, { ...NO_FILTERS, roomType: 'Bedroom', sort: 'popular' });
    const likes = result.map((entry) => entry.likes);
    expect(likes).toEqual([...likes].sort((a, b) => b - a));
    expect(result.every((entry) => entry.roomType === 'Bedroom')).toBe(true);
  });
});

describe('the URL form of the filters', () => {
  it('round-trips every filter and leaves defaults out', () => {
    const filters = {
      search: 'oak & linen',
      style: 'Japandi' as const,
      roomType: 'Living Room' as const,
      brands: ['Nordhaven', 'Hearth & Loom'],
      sort: 'newest' as const,
    };
    const query = browseQuery(filters);
    expect(parseBrowseQuery(query, BRAND_NAMES)).toEqual(filters);
    expect(browseQuery(NO_FILTERS)).toBe('');
    expect(parseBrowseQuery('', BRAND_NAMES)).toEqual(NO_FILTERS);
  });

  it('ignores values it does not know', () => {
    expect(
      parseBrowseQuery('?style=Gothic&room=Attic&sort=random&brand=Nobody', BRAND_NAMES),
    ).toEqual(NO_FILTERS);
  });
});

describe('helpers', () => {
  it('counts the sort order as no filter', () => {
    expect(hasActiveFilters({ ...NO_FILTERS, sort: 'brand' })).toBe(false);
    expect(hasActiveFilters({ ...NO_FILTERS, search: '  ' })).toBe(false);
    expect(hasActiveFilters({ ...NO_FILTERS, search: 'oak' })).toBe(true);
    expect(hasActiveFilters({ ...NO_FILTERS, brands: ['Nordhaven'] })).toBe(true);
  });

  it('toggles a brand on and off', () => {
    const on = toggleBrand(NO_FILTERS, 'Nordhaven');
    expect(on.brands).toEqual(['Nordhaven']);
    expect(toggleBrand(on, 'Nordhaven').brands).toEqual([]);
  });

  it('finds brands by name and country', () => {
    expect(findBrands(BRANDS, 'CRAFT', null).map((brand) => brand.name)).toEqual(['Kampong Craft']);
    expect(findBrands(BRANDS, '', 'Finland').map((brand) => brand.name)).toEqual([
      'Kettu Living',
      'Saimaa Design',
    ]);
    expect(findBrands(BRANDS, 'kettu', 'France')).toEqual([]);
  });
});
