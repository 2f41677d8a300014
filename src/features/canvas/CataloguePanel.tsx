import { memo, useId, useMemo } from 'react';
import { Plus, Search } from 'lucide-react';
import { CATALOGUE } from '../../content/catalogue.ts';
import { type FurnitureProduct } from '../../lib/catalogue/furniture.ts';
import { PRODUCT_CATEGORIES, type ProductCategory } from '../../content/products.ts';
import { formatPrice } from '../../lib/format.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { RangeSlider } from '../../ui/RangeSlider.tsx';
import { CANVAS_COPY, STYLE_BADGES } from './canvasCopy.ts';
import {
  PRICE_SLIDER_MAX,
  PRICE_SLIDER_MIN,
  PRICE_SLIDER_STEP,
  countByCategory,
  filterCatalogue,
  type CatalogueFilter,
  type PriceRange,
} from './canvasRules.ts';

interface CataloguePanelProps {
  filter: CatalogueFilter;
  onFilterChange: (filter: CatalogueFilter) => void;
  onReset: () => void;
  placing: ReadonlySet<string>;
  onPlace: (product: FurnitureProduct) => void;
}

const COUNTS = countByCategory(CATALOGUE, PRODUCT_CATEGORIES);

const formatUsd = (value: number) => formatPrice(value, 'USD');

/**
 * The side panel: search, style badges, categories, the price range and the products, over
 * the whole furniture catalogue. The list scrolls within its own height; its pictures load as
 * they scroll into view, each with its size reserved. Memoised: some 470 elements that the
 * room's cart, plans and saved rooms arriving from the device do not change.
 */
export const CataloguePanel = memo(function CataloguePanel({
  filter,
  onFilterChange,
  onReset,
  placing,
  onPlace,
}: CataloguePanelProps) {
  const searchId = useId();
  const listHeadingId = useId();
  const products = useMemo(() => filterCatalogue(CATALOGUE, filter), [filter]);

  const setCategory = (category: ProductCategory) => onFilterChange({ ...filter, category });
  const setPrice = (price: PriceRange) => onFilterChange({ ...filter, price });

  return (
    <aside className="catalogue" aria-label="Furniture catalogue">
      <div className="catalogue__search">
        <label className="visually-hidden" htmlFor={searchId}>
          Search furniture
        </label>
        <Search className="catalogue__search-icon" aria-hidden="true" />
        <input
          id={searchId}
          type="search"
          className="field__input catalogue__search-input"
          placeholder={CANVAS_COPY.searchPlaceholder}
          value={filter.search}
          autoComplete="off"
          onChange={(event) => onFilterChange({ ...filter, search: event.target.value })}
        />
      </div>

      <div className="catalogue__styles">
        <span className="catalogue__label">Styles</span>
        <ul className="catalogue__badges" aria-label="Styles">
          {STYLE_BADGES.map((style, index) => (
            <li key={style}>
              <Badge tone={(['clay', 'sage', 'sand'] as const)[index] ?? 'sand'}>{style}</Badge>
            </li>
          ))}
        </ul>
      </div>

      <div className="catalogue__filters">
        <fieldset className="catalogue__categories">
          <legend className="catalogue__label">Categories</legend>
          <div className="catalogue__category-grid">
            {PRODUCT_CATEGORIES.map((category) => (
              <button
                key={category}
                type="button"
                className="catalogue__category"
                aria-pressed={filter.category === category}
                onClick={() => setCategory(category)}
              >
                <span>{category}</span>{' '}
                <span className="catalogue__category-count">{COUNTS[category]}</span>{' '}
                <span className="visually-hidden">{COUNTS[category] === 1 ? 'item' : 'items'}</span>
              </button>
            ))}
          </div>
        </fieldset>

        <div className="catalogue__price">
          <RangeSlider
            label="Price range"
            min={PRICE_SLIDER_MIN}
            max={PRICE_SLIDER_MAX}
            step={PRICE_SLIDER_STEP}
            value={[filter.price[0], filter.price[1]]}
            onValueChange={setPrice}
            formatValue={formatUsd}
          />
        </div>
      </div>

      <section className="catalogue__products" aria-labelledby={listHeadingId}>
        <h2 id={listHeadingId} className="catalogue__products-title">
          {filter.category}
          <span className="catalogue__products-count">
            {products.length === 1 ? '1 match' : `${products.length} matches`}
          </span>
        </h2>
        {products.length === 0 ? (
          <div className="catalogue__empty">
            <p>No furniture matches. Try another category, a wider price range or other words.</p>
            <Button variant="secondary" size="sm" onClick={onReset}>
              Reset filters
            </Button>
          </div>
        ) : (
          <ul className="catalogue__list" aria-label={`${filter.category} products`}>
            {products.map((product) => {
              const busy = placing.has(product.id);
              return (
                <li key={product.id} className="product-row">
                  <img
                    className="product-row__image"
                    src={product.image.src}
                    alt={product.image.alt}
                    width={product.image.width}
                    height={product.image.height}
                    loading="lazy"
                    decoding="async"
                  />
                  <div className="product-row__text">
                    <p className="product-row__name">{product.name}</p>
                    <p className="product-row__brand">{product.brand}</p>
                    <p className="product-row__price">{formatPrice(product.price, 'USD')}</p>
                  </div>
                  <Button
                    size="sm"
                    className="product-row__add"
                    disabled={busy}
                    icon={busy ? undefined : <Plus aria-hidden="true" />}
                    onClick={() => onPlace(product)}
                  >
                    {busy ? CANVAS_COPY.placing : CANVAS_COPY.addToRoom}{' '}
                    <span className="visually-hidden">({product.name})</span>
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </aside>
  );
});
