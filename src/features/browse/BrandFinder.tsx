import { useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { BRAND_COUNTRIES, BRANDS, type BrandCountry } from '../../content/brands.ts';
import { SIDEBAR_BRAND_LIMIT } from '../../content/rooms.ts';
import { BrandChecklist } from './BrandChecklist.tsx';
import { findBrands } from './browseFilters.ts';
import './BrandFinder.css';

const asCountry = (value: string): BrandCountry | null =>
  (BRAND_COUNTRIES as readonly string[]).includes(value) ? (value as BrandCountry) : null;

/**
 * Find brands by name and country and tick the ones to see. `limited` shows the first 9
 * with 'See More Brands' (the desktop sidebar); the drawer lists them all.
 */
export function BrandFinder({
  selected,
  onToggle,
  limited,
  idPrefix,
}: {
  selected: readonly string[];
  onToggle: (brand: string) => void;
  limited: boolean;
  idPrefix: string;
}) {
  const [search, setSearch] = useState('');
  const [country, setCountry] = useState<BrandCountry | null>(null);
  const [showAll, setShowAll] = useState(false);
  const found = findBrands(BRANDS, search, country);
  const shown = limited && !showAll ? found.slice(0, SIDEBAR_BRAND_LIMIT) : found;

  return (
    <div className="brand-finder">
      <div className="field">
        <label className="field__label" htmlFor={`${idPrefix}-brand-search`}>
          Search brands
        </label>
        <input
          id={`${idPrefix}-brand-search`}
          className="field__input"
          type="search"
          autoComplete="off"
          placeholder="Brand name"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${idPrefix}-brand-country`}>
          Country
        </label>
        <div className="field__control">
          <select
            id={`${idPrefix}-brand-country`}
            className="field__input field__input--select"
            value={country ?? ''}
            onChange={(event) => setCountry(asCountry(event.target.value))}
          >
            <option value="">All countries</option>
            {BRAND_COUNTRIES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
          <ChevronDown className="field__select-icon" aria-hidden="true" />
        </div>
      </div>
      <BrandChecklist brands={shown} selected={selected} onToggle={onToggle} legend="Brands" />
      {limited && found.length > SIDEBAR_BRAND_LIMIT ? (
        <button
          type="button"
          className="brand-finder__more"
          aria-expanded={showAll}
          onClick={() => setShowAll((all) => !all)}
        >
          {showAll ? 'See Fewer Brands' : 'See More Brands'}
        </button>
      ) : null}
    </div>
  );
}
