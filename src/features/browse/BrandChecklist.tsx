import { useId } from 'react';
import type { Brand } from '../../content/brands.ts';
import './BrandChecklist.css';

/** Brand checkboxes, each with its country; checking one filters the rooms by it. */
export function BrandChecklist({
  brands,
  selected,
  onToggle,
  legend,
}: {
  brands: readonly Brand[];
  selected: readonly string[];
  onToggle: (brand: string) => void;
  legend: string;
}) {
  const idBase = useId();
  return (
    <fieldset className="brand-checklist">
      <legend className="visually-hidden">{legend}</legend>
      {brands.length === 0 ? (
        <p className="brand-checklist__empty">No brands match.</p>
      ) : (
        <ul>
          {brands.map((brand, index) => {
            const id = `${idBase}-${index}`;
            return (
              <li key={brand.name}>
                <input
                  id={id}
                  type="checkbox"
                  checked={selected.includes(brand.name)}
                  onChange={() => onToggle(brand.name)}
                />
                <label htmlFor={id}>
                  <span>{brand.name}</span>
                  <span className="brand-checklist__country">{brand.country}</span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
