import { useMemo, useState } from 'react';
import { Copy, ExternalLink } from 'lucide-react';
import { formatPrice } from '../../lib/format.ts';
import type { PlacedPiece } from '../../lib/room/design.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { notify } from '../../ui/notify.tsx';
import { pieceCount } from './designChoice.ts';
import { shoppingList, shoppingListText } from './shoppingList.ts';
import './DesignRoom.css';

export interface ShopDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pieces: readonly PlacedPiece[];
}

/** The design's pieces by brand, each brand with its partner link, and the list as text. */
export default function ShopDialog({ open, onOpenChange, pieces }: ShopDialogProps) {
  const list = useMemo(() => shoppingList(pieces), [pieces]);
  const text = useMemo(() => shoppingListText(list), [list]);
  // Shown when the clipboard refuses, so the list can still be copied by hand.
  const [manualCopy, setManualCopy] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setManualCopy(false);
      notify({ title: 'Copied', description: 'The shopping list is on your clipboard.' });
    } catch {
      setManualCopy(true);
      notify({
        title: 'Could not copy',
        description: 'This browser kept the clipboard closed. Select the text below and copy it.',
        variant: 'destructive',
      });
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setManualCopy(false);
        onOpenChange(next);
      }}
      title="Shop this design"
      description={`${pieceCount(list.quantity)} from ${list.groups.length} ${
        list.groups.length === 1 ? 'brand' : 'brands'
      }, bought from each brand's own shop.`}
      variant="sheet"
      className="shop-design"
      footer={
        <div className="shop-design__footer">
          <p className="shop-design__total">
            <span>Total</span>
            <strong>{formatPrice(list.total)}</strong>
          </p>
          <Button
            block
            variant="secondary"
            icon={<Copy aria-hidden="true" />}
            onClick={() => void copy()}
            disabled={list.quantity === 0}
          >
            Copy as text
          </Button>
        </div>
      }
    >
      {list.groups.length === 0 ? (
        <p className="shop-design__empty">Nothing on the plan yet.</p>
      ) : (
        <ul className="shop-design__brands">
          {list.groups.map((group) => {
            const headingId = `shop-brand-${group.brand.replace(/\W+/g, '-').toLowerCase()}`;
            return (
              <li key={group.brand}>
                <section className="shop-design__brand" aria-labelledby={headingId}>
                  <div className="shop-design__brand-head">
                    <h3 id={headingId} className="shop-design__brand-name">
                      {group.brand}
                    </h3>
                    {group.url ? (
                      <a
                        className="shop-design__link"
                        href={group.url}
                        target="_blank"
                        rel="noopener noreferrer"
                      >
                        Shop {group.brand}
                        <span className="visually-hidden"> (opens in a new tab)</span>
                        <ExternalLink aria-hidden="true" />
                      </a>
                    ) : null}
                  </div>
                  <ul className="shop-design__lines">
                    {group.lines.map((line) => (
                      <li key={line.productId} className="shop-design__line">
                        <span className="shop-design__name">
                          {line.name}
                          <span className="shop-design__each">
                            {line.quantity} × {formatPrice(line.unitPrice)}
                          </span>
                        </span>
                        <span className="shop-design__price">{formatPrice(line.lineTotal)}</span>
                      </li>
                    ))}
                  </ul>
                  <p className="shop-design__subtotal">
                    <span>{group.brand} subtotal</span>
                    <strong>{formatPrice(group.subtotal)}</strong>
                  </p>
                </section>
              </li>
            );
          })}
        </ul>
      )}
      {manualCopy ? (
        <textarea
          className="shop-design__text"
          aria-label="Shopping list as text"
          readOnly
          value={text}
          rows={8}
          onFocus={(event) => event.currentTarget.select()}
        />
      ) : null}
    </Dialog>
  );
}
