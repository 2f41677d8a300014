import { Trash2 } from 'lucide-react';
import { formatPrice } from '../../lib/format.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import '../../ui/IconButton.css';
import { formatCartTotal, itemCountLabel } from './canvasRules.ts';
import type { RoomCartItem } from './useRoomCart.ts';

interface CartDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  items: readonly RoomCartItem[];
  onRemove: (item: RoomCartItem) => void;
  onShop: () => void;
}

/** The room cart as a sheet: each item with its price and a remove button, and the total. */
export function CartDialog({ open, onOpenChange, items, onRemove, onShop }: CartDialogProps) {
  const total = formatCartTotal(items);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Your Room Cart"
      description={
        items.length === 0
          ? 'Nothing in your room yet.'
          : `${itemCountLabel(items.length)} in your room, kept on this device.`
      }
      variant="sheet"
      footer={
        <div className="cart-sheet__footer">
          <p className="cart-sheet__total">
            <span>Total</span>
            <strong>{total}</strong>
          </p>
          <Button block onClick={onShop} disabled={items.length === 0}>
            Shop My Room
          </Button>
        </div>
      }
    >
      {items.length === 0 ? (
        <p className="cart-sheet__empty">
          Add furniture from the catalogue and it appears here, with its price.
        </p>
      ) : (
        <ul className="cart-sheet__list">
          {items.map((item, index) => (
            <li key={item.id} className="cart-sheet__item">
              <img
                className="cart-sheet__image"
                src={item.product.image.src}
                alt={item.product.image.alt}
                width={item.product.image.width}
                height={item.product.image.height}
                loading="lazy"
                decoding="async"
              />
              <div className="cart-sheet__text">
                <p className="cart-sheet__name">{item.product.name}</p>
                <p className="cart-sheet__brand">{item.product.brand}</p>
              </div>
              <p className="cart-sheet__price">{formatPrice(item.product.price, 'USD')}</p>
              <button
                type="button"
                className="icon-button cart-sheet__remove"
                aria-label={`Remove ${item.product.name} (item ${index + 1})`}
                onClick={() => onRemove(item)}
              >
                <Trash2 aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
