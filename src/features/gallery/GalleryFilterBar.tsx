import { useState } from 'react';
import { Search, SlidersHorizontal } from 'lucide-react';
import {
  BUDGET_TIERS,
  GALLERY_ROOM_TYPES,
  GALLERY_STYLES,
  QUICK_TAG_LIMIT,
  SPECIAL_TAGS,
  type BudgetTier,
  type GalleryRoomType,
  type GalleryStyle,
} from '../../content/gallery.ts';
import { SelectField } from '../../ui/FormField.tsx';
import { FilterChip } from '../inspiration/index.ts';
import { hasGalleryFilters, toggleTag, type GalleryFilters } from './galleryFilters.ts';
import './GalleryFilterBar.css';

const pick = <T extends string>(options: readonly T[], value: string): T | null =>
  (options as readonly string[]).includes(value) ? (value as T) : null;
const BUDGET_VALUES = BUDGET_TIERS.map((tier) => tier.value);

/**
 * The gallery's sticky search and filter bar: search, style, room type, budget, the quick
 * tags (the first 6, then '+n more') and 'Clear All' (disabled while nothing is set).
 */
export function GalleryFilterBar({
  filters,
  onChange,
  resultText,
}: {
  filters: GalleryFilters;
  onChange: (next: GalleryFilters) => void;
  resultText: string;
}) {
  const [open, setOpen] = useState(false);
  const [allTags, setAllTags] = useState(false);
  const tags = allTags ? SPECIAL_TAGS : SPECIAL_TAGS.slice(0, QUICK_TAG_LIMIT);
  const moreCount = SPECIAL_TAGS.length - QUICK_TAG_LIMIT;
  const activeCount =
    [filters.style, filters.roomType, filters.budget].filter((value) => value !== null).length +
    filters.tags.length;

  return (
    <div className="gallery-bar">
      <div className="container gallery-bar__inner">
        <div className="gallery-bar__top">
          <div className="field gallery-bar__search">
            <label className="visually-hidden" htmlFor="gallery-search">
              Search designs
            </label>
            <div className="field__control">
              <Search className="gallery-bar__search-icon" aria-hidden="true" />
              <input
                id="gallery-search"
                className="field__input gallery-bar__search-input"
                type="search"
                placeholder="Search by title, designer or style"
                autoComplete="off"
                enterKeyHint="search"
                value={filters.search}
                onChange={(event) => onChange({ ...filters, search: event.target.value })}
              />
            </div>
          </div>
          <FilterChip
            className="gallery-bar__toggle"
            aria-expanded={open}
            aria-controls="gallery-filter-panel"
            onClick={() => setOpen((shown) => !shown)}
          >
            <SlidersHorizontal aria-hidden="true" />
            Filters{activeCount > 0 ? ` (${activeCount})` : ''}
          </FilterChip>
        </div>

        <div id="gallery-filter-panel" className="gallery-bar__panel" data-open={open}>
          <div className="gallery-bar__selects">
            <SelectField
              label="Style"
              placeholder="All styles"
              options={GALLERY_STYLES.map((style) => ({ value: style, label: style }))}
              value={filters.style ?? ''}
              onChange={(event) =>
                onChange({
                  ...filters,
                  style: pick<GalleryStyle>(GALLERY_STYLES, event.target.value),
                })
              }
            />
            <SelectField
              label="Room type"
              placeholder="All room types"
              options={GALLERY_ROOM_TYPES.map((type) => ({ value: type, label: type }))}
              value={filters.roomType ?? ''}
              onChange={(event) =>
                onChange({
                  ...filters,
                  roomType: pick<GalleryRoomType>(GALLERY_ROOM_TYPES, event.target.value),
                })
              }
            />
            <SelectField
              label="Budget"
              placeholder="Any budget"
              options={BUDGET_TIERS}
              value={filters.budget ?? ''}
              onChange={(event) =>
                onChange({
                  ...filters,
                  budget: pick<BudgetTier>(BUDGET_VALUES, event.target.value),
                })
              }
            />
          </div>
          <div className="gallery-bar__tags" role="group" aria-label="Quick filters">
            {tags.map((tag) => (
              <FilterChip
                key={tag}
                aria-pressed={filters.tags.includes(tag)}
                onClick={() => onChange(toggleTag(filters, tag))}
              >
                {tag}
              </FilterChip>
            ))}
            <FilterChip ghost aria-expanded={allTags} onClick={() => setAllTags((shown) => !shown)}>
              {allTags ? 'Fewer tags' : `+${moreCount} more`}
            </FilterChip>
          </div>
        </div>

        <div className="gallery-bar__status">
          <p role="status" className="gallery-bar__count">
            {resultText}
          </p>
          <button
            type="button"
            className="gallery-bar__clear"
            disabled={!hasGalleryFilters(filters)}
            onClick={() =>
              onChange({ search: '', style: null, roomType: null, budget: null, tags: [] })
            }
          >
            Clear All
          </button>
        </div>
      </div>
    </div>
  );
}
