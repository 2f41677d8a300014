// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  BUDGET_TIERS,
  GALLERY_ROOMS,
  GALLERY_ROOM_TYPES,
  GALLERY_STYLES,
  SPECIAL_TAGS,
  type GalleryRoom,
} from '../../src/content/gallery.ts';
import {
  NO_GALLERY_FILTERS,
  cardTags,
  filterGallery,
  hasGalleryFilters,
  matchesGallerySearch,
  toggleTag,
} from '../../src/features/gallery/galleryFilters.ts';

const ids = (rooms: readonly GalleryRoom[]) => rooms.map((room) => room.id);

describe('the gallery catalogue', () => {
  it('has a room for every style, room type, budget tier and special tag', () => {
    for (const style of GALLERY_STYLES) {
      expect(filterGallery(GALLERY_ROOMS, { ...NO_GALLERY_FILTERS, style }).length).toBeGreaterThan(
        0,
      );
    }
    for (const roomType of GALLERY_ROOM_TYPES) {
      expect(
        filterGallery(GALLERY_ROOMS, { ...NO_GALLERY_FILTERS, roomType }).length,
      ).toBeGreaterThan(0);
    }
    for (const { value } of BUDGET_TIERS) {
      expect(
        filterGallery(GALLERY_ROOMS, { ...NO_GALLERY_FILTERS, budget: value }).length,
      ).toBeGreaterThan(0);
    }
    for (const tag of SPECIAL_TAGS) {
      expect(
        filterGallery(GALLERY_ROOMS, { ...NO_GALLERY_FILTERS, tags: [tag] }).length,
      ).toBeGreaterThan(0);
    }
  });
});

describe('filterGallery', () => {
  it('matches any selected tag', () => {
    const maximalist = filterGallery(GALLERY_ROOMS, {
      ...NO_GALLERY_FILTERS,
      tags: ['Maximalist'],
    });
    const fresh = filterGallery(GALLERY_ROOMS, { ...NO_GALLERY_FILTERS, tags: ['New'] });
    const either = filterGallery(GALLERY_ROOMS, {
      ...NO_GALLERY_FILTERS,
      tags: ['Maximalist', 'New'],
    });
    expect(new Set(ids(either))).toEqual(new Set([...ids(maximalist), ...ids(fresh)]));
    expect(either.length).toBeGreaterThan(Math.max(maximalist.length, fresh.length));
  });

  it('combines kinds of filter with AND', () => {
    const rooms = filterGallery(GALLERY_ROOMS, {
      ...NO_GALLERY_FILTERS,
      style: 'Bohemian',
      budget: '$',
      tags: ['Budget Friendly', 'Maximalist'],
    });
    expect(ids(rooms)).toEqual(['market-table-dining']);
    expect(
      filterGallery(GALLERY_ROOMS, {
        ...NO_GALLERY_FILTERS,
        style: 'Minimalist',
        tags: ['Maximalist'],
      }),
    ).toEqual([]);
    const everyKind = filterGallery(GALLERY_ROOMS, {
      search: 'candle',
      style: 'Classic',
      roomType: 'Dining Room',
      budget: '$$$$',
      tags: ['Trending'],
    });
    expect(ids(everyKind)).toEqual(['candlelight-classic-dining']);
  });

  it('searches title, designer, description and style without regard to case', () => {
    const [first] = GALLERY_ROOMS;
    if (!first) throw new Error('No gallery rooms');
    expect(matchesGallerySearch(first, first.title.toUpperCase())).toBe(true);
    expect(matchesGallerySearch(first, first.designer.toLowerCase())).toBe(true);
    expect(matchesGallerySearch(first, 'olive tree')).toBe(true);
    expect(matchesGallerySearch(first, 'minimalist')).toBe(true);
    expect(matchesGallerySearch(first, 'Rental Friendly')).toBe(false);
    expect(filterGallery(GALLERY_ROOMS, { ...NO_GALLERY_FILTERS, search: 'zzz' })).toEqual([]);
  });
});

describe('gallery helpers', () => {
  it('knows when any filter is set (Clear All is enabled then)', () => {
    expect(hasGalleryFilters(NO_GALLERY_FILTERS)).toBe(false);
    expect(hasGalleryFilters({ ...NO_GALLERY_FILTERS, search: '   ' })).toBe(false);
    expect(hasGalleryFilters({ ...NO_GALLERY_FILTERS, search: 'oak' })).toBe(true);
    expect(hasGalleryFilters({ ...NO_GALLERY_FILTERS, budget: '$$' })).toBe(true);
    expect(hasGalleryFilters(toggleTag(NO_GALLERY_FILTERS, 'New'))).toBe(true);
    expect(toggleTag(toggleTag(NO_GALLERY_FILTERS, 'New'), 'New').tags).toEqual([]);
  });

  it('shows at most 2 special tags and 3 tags on a card', () => {
    const crowded = GALLERY_ROOMS.find(
      (room) => room.specialTags.length > 2 && room.tags.length > 3,
    );
    if (!crowded) throw new Error('Expected a room with many tags');
    const shown = cardTags(crowded);
    expect(shown.special).toEqual(crowded.specialTags.slice(0, 2));
    expect(shown.tags).toEqual(crowded.tags.slice(0, 3));
  });
});
