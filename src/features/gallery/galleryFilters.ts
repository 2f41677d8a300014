/**
 * Design gallery filters (spec 02 section 4): style, room type, budget tier, quick tags and a
 * text search. Tags match any selected tag; every kind of filter combines with AND.
 */
import {
  CARD_SPECIAL_TAG_LIMIT,
  CARD_TAG_LIMIT,
  type BudgetTier,
  type GalleryRoom,
  type GalleryRoomType,
  type GalleryStyle,
} from '../../content/gallery.ts';

export interface GalleryFilters {
  /** Case-insensitive, over title, designer, description and style. */
  search: string;
  style: GalleryStyle | null;
  roomType: GalleryRoomType | null;
  budget: BudgetTier | null;
  tags: readonly string[];
}

export const NO_GALLERY_FILTERS: GalleryFilters = {
  search: '',
  style: null,
  roomType: null,
  budget: null,
  tags: [],
};

export function matchesGallerySearch(room: GalleryRoom, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [room.title, room.designer, room.description, room.style].some((field) =>
    field.toLowerCase().includes(needle),
  );
}

/** A room carries a tag when it is one of its special tags or its tags. */
export function matchesAnyTag(room: GalleryRoom, tags: readonly string[]): boolean {
  if (tags.length === 0) return true;
  const own = new Set<string>([...room.specialTags, ...room.tags]);
  return tags.some((tag) => own.has(tag));
}

export function filterGallery(
  rooms: readonly GalleryRoom[],
  filters: GalleryFilters,
): GalleryRoom[] {
  return rooms.filter(
    (room) =>
      matchesGallerySearch(room, filters.search) &&
      (filters.style === null || room.style === filters.style) &&
      (filters.roomType === null || room.roomType === filters.roomType) &&
      (filters.budget === null || room.budget === filters.budget) &&
      matchesAnyTag(room, filters.tags),
  );
}

/** 'Clear All' is only useful (and enabled) when some filter is set. */
export function hasGalleryFilters(filters: GalleryFilters): boolean {
  return (
    filters.search.trim() !== '' ||
    filters.style !== null ||
    filters.roomType !== null ||
    filters.budget !== null ||
    filters.tags.length > 0
  );
}

export function toggleTag(filters: GalleryFilters, tag: string): GalleryFilters {
  const tags = filters.tags.includes(tag)
    ? filters.tags.filter((selected) => selected !== tag)
    : [...filters.tags, tag];
  return { ...filters, tags };
}

/** What a card shows: at most 2 special tags and 3 tags. */
export function cardTags(room: GalleryRoom): { special: string[]; tags: string[] } {
  return {
    special: room.specialTags.slice(0, CARD_SPECIAL_TAG_LIMIT),
    tags: room.tags.slice(0, CARD_TAG_LIMIT),
  };
}
