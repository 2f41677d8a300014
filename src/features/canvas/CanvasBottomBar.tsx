import { ShoppingBag } from 'lucide-react';
import { Button } from '../../ui/Button.tsx';
import { formatCartTotal, itemCountLabel } from './canvasRules.ts';
import type { RoomCartItem } from './useRoomCart.ts';

interface CanvasBottomBarProps {
  items: readonly RoomCartItem[] | undefined;
  highlighted: boolean;
  onViewCart: () => void;
  onShop: () => void;
}

/** The bar under the room: count, latest item, total, the cart and 'Shop My Room'. */
export function CanvasBottomBar({ items, highlighted, onViewCart, onShop }: CanvasBottomBarProps) {
  const count = items?.length ?? 0;
  const latest = items?.at(-1);
  return (
    <div className="canvas-bar" role="region" aria-label="Room summary">
      <div className="canvas-bar__inner">
        <div className="canvas-bar__stats">
          <span
            className="canvas-bar__count"
            data-highlighted={highlighted ? 'true' : 'false'}
            aria-hidden="true"
          >
            {count}
          </span>
          <div className="canvas-bar__text">
            <p className="canvas-bar__items">{itemCountLabel(count)}</p>
            <p className="canvas-bar__latest">
              {latest ? (
                <>
                  <span className="visually-hidden">Latest: </span>
                  {latest.product.name}
                </>
              ) : (
                'Nothing placed yet'
              )}
            </p>
          </div>
          <p className="canvas-bar__total">
            <span className="canvas-bar__total-label">Total</span>
            <span className="canvas-bar__total-value">{formatCartTotal(items ?? [])}</span>
          </p>
        </div>
        <div className="canvas-bar__actions">
          <Button variant="secondary" size="md" onClick={onViewCart}>
            View Cart
          </Button>
          <Button size="md" icon={<ShoppingBag aria-hidden="true" />} onClick={onShop}>
            Shop My Room
          </Button>
        </div>
      </div>
    </div>
  );
}
