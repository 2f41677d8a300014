import { useState } from 'react';
import { ChevronDown, Search, SlidersHorizontal, X } from 'lucide-react';
import { BRANDS } from '../../content/brands.ts';
import {
  BRAND_CHIP_LIMIT,
  BROWSE_ROOM_TYPES,
  BROWSE_SORTS,
  BROWSE_STYLES,
  type BrowseRoomType,
  type BrowseSort,
  type BrowseStyle,
} from '../../content/rooms.ts';
import { SelectField } from '../../ui/FormField.tsx';
import { FilterChip } from '../inspiration/index.ts';
import { hasActiveFilters, toggleBrand, type BrowseFilters } from './browseFilters.ts';
import './BrowseFilterBar.css';

const asStyle = (value: string) =>
  (BROWSE_STYLES as readonly string[]).includes(value) ? (value as BrowseStyle) : null;
const asRoomType = (value: string) =>
  (BROWSE_ROOM_TYPES as readonly string[]).includes(value) ? (value as BrowseRoomType) : null;

/**
 * Search, the style, room-type and sort dropdowns, and the brand chips (the first 8, then
 * '+N more'). On phones a 'Brands' button opens the brand drawer.
 */
export function BrowseFilterBar({
  filters,
  onChange,
  onOpenBrands,
  onClearAll,
}: {
  filters: BrowseFilters;
  onChange: (next: BrowseFilters, options?: { replace?: boolean }) => void;
  onOpenBrands: () => void;
  onClearAll: () => void;
}) {
  const [allChips, setAllChips] = useState(false);
  const hiddenCount = BRANDS.length - BRAND_CHIP_LIMIT;
  const chips = allChips ? BRANDS : BRANDS.slice(0, BRAND_CHIP_LIMIT);
  const active = hasActiveFilters(filters);

  return (
    <div className="browse-bar">
      <div className="browse-bar__row">
        <div className="field browse-bar__search">
          <label className="field__label" htmlFor="browse-search">
            Search rooms
          </label>
          <div className="field__control">
            <Search className="browse-bar__search-icon" aria-hidden="true" />
            <input
              id="browse-search"
              className="field__input browse-bar__search-input"
              type="search"
              placeholder="Title, designer, brand or style"
              autoComplete="off"
              enterKeyHint="search"
              value={filters.search}
              onChange={(event) =>
                onChange({ ...filters, search: event.target.value }, { replace: true })
              }
            />
          </div>
        </div>
        <SelectField
          label="Style"
          placeholder="All styles"
          options={BROWSE_STYLES.map((style) => ({ value: style, label: style }))}
          value={filters.style ?? ''}
          onChange={(event) => onChange({ ...filters, style: asStyle(event.target.value) })}
        />
        <SelectField
          label="Room type"
          placeholder="All room types"
          options={BROWSE_ROOM_TYPES.map((type) => ({ value: type, label: type }))}
          value={filters.roomType ?? ''}
          onChange={(event) => onChange({ ...filters, roomType: asRoomType(event.target.value) })}
        />
        <div className="field">
          <label className="field__label" htmlFor="browse-sort">
            Sort by
          </label>
          <div className="field__control">
            <select
              id="browse-sort"
              className="field__input field__input--select"
              value={filters.sort}
              onChange={(event) => {
                const sort = BROWSE_SORTS.find((option) => option.value === event.target.value);
                if (sort) onChange({ ...filters, sort: sort.value as BrowseSort });
              }}
            >
              {BROWSE_SORTS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
            <ChevronDown className="field__select-icon" aria-hidden="true" />
          </div>
        </div>
      </div>

      <div className="browse-bar__chips" role="group" aria-label="Brands">
        {chips.map((brand) => (
          <FilterChip
            key={brand.name}
            aria-pressed={filters.brands.includes(brand.name)}
            onClick={() => onChange(toggleBrand(filters, brand.name))}
          >
            {brand.name}
          </FilterChip>
        ))}
        <FilterChip ghost aria-expanded={allChips} onClick={() => setAllChips((shown) => !shown)}>
          {allChips ? 'Show fewer' : `+${hiddenCount} more`}
        </FilterChip>
      </div>

      <div className="browse-bar__footer">
        <FilterChip className="browse-bar__drawer" onClick={onOpenBrands}>
          <SlidersHorizontal aria-hidden="true" />
          Brands{filters.brands.length > 0 ? ` (${filters.brands.length})` : ''}
        </FilterChip>
        {active ? (
          <button type="button" className="browse-bar__clear" onClick={onClearAll}>
            <X aria-hidden="true" />
            Clear All Filters
          </button>
        ) : null}
      </div>
    </div>
  );
}
