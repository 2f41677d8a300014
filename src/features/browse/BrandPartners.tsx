import { useState } from 'react';
import { Check } from 'lucide-react';
import { BRAND_PARTNERS, brandCountry } from '../../content/brands.ts';
import { PARTNER_CARD_LIMIT } from '../../content/rooms.ts';
import { Button } from '../../ui/Button.tsx';
import './BrandPartners.css';

/** The brand partners: 4 cards, or all 9; a card toggles its brand filter. */
export function BrandPartners({
  selected,
  onToggle,
}: {
  selected: readonly string[];
  onToggle: (brand: string) => void;
}) {
  const [all, setAll] = useState(false);
  const partners = all ? BRAND_PARTNERS : BRAND_PARTNERS.slice(0, PARTNER_CARD_LIMIT);
  return (
    <div className="brand-partners">
      <ul className="brand-partners__grid">
        {partners.map((partner) => {
          const on = selected.includes(partner.name);
          return (
            <li key={partner.name}>
              <button
                type="button"
                className="brand-partner"
                aria-pressed={on}
                onClick={() => onToggle(partner.name)}
              >
                <span className="brand-partner__monogram" aria-hidden="true">
                  {partner.name.charAt(0)}
                </span>
                <span className="brand-partner__name">{partner.name}</span>
                <span className="brand-partner__vibe">{partner.vibe}</span>
                <span className="brand-partner__text">{partner.description}</span>
                <span className="brand-partner__footer">
                  <span>{brandCountry(partner.name)}</span>
                  <span className="brand-partner__state">
                    {on ? (
                      <>
                        <Check aria-hidden="true" /> Showing
                      </>
                    ) : (
                      'Show rooms'
                    )}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <div className="brand-partners__more">
        <Button variant="secondary" aria-expanded={all} onClick={() => setAll((shown) => !shown)}>
          {all ? 'Show Less Brands' : 'Load More Brands'}
        </Button>
      </div>
    </div>
  );
}
