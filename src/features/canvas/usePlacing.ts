import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  CANVAS_COUNT_HIGHLIGHT_MS,
  CANVAS_PLACED_TOAST_MS,
  CANVAS_PLACING_MS,
} from '../../lib/timing.ts';
import { notify } from '../../ui/notify.tsx';
import { CANVAS_COPY, addedDescription, placedTitle } from './canvasCopy.ts';
import { addProductsToRoomCart } from './roomCart.ts';

/** What placing needs to know of a product: the catalogue's and the sample list's both fit. */
export interface PlaceableProduct {
  readonly id: string;
  readonly name: string;
}

/** Puts the product in the room (the cart, or the open plan's design and its cart). */
export type AddToRoom = (product: PlaceableProduct) => Promise<unknown>;

const addToCart: AddToRoom = (product) => addProductsToRoomCart([product.id]);

export interface Placing {
  /** Products whose add button reads "Placing..." right now. */
  placing: ReadonlySet<string>;
  /** True for 1 s after an item lands, while the count badge highlights. */
  highlighted: boolean;
  place: (product: PlaceableProduct) => void;
}

/**
 * Placing a product (spec 02 section 4): its button reads "Placing..." and is disabled for
 * 1 s, then the product is appended to the room cart, the toasts appear and the count badge
 * highlights for 1 s. The second counts from when the button reads "Placing...", not from the
 * tap: on a busy phone the page can take a moment to show it, and the label would be cut short.
 * A placement already under way finishes even if the page is left. With a room plan open,
 * `addToRoom` puts the product on the plan; everything else stays the same.
 */
export function usePlacing(addToRoom: AddToRoom = addToCart): Placing {
  const [placing, setPlacing] = useState<ReadonlySet<string>>(() => new Set());
  const [highlighted, setHighlighted] = useState(false);
  const highlightTimer = useRef<number | undefined>(undefined);
  const busy = useRef(new Set<string>());
  /** Placements whose "Placing..." the page has not shown yet. */
  const waiting = useRef<PlaceableProduct[]>([]);

  useEffect(() => () => window.clearTimeout(highlightTimer.current), []);

  const setBusy = useCallback((id: string, on: boolean) => {
    if (on) busy.current.add(id);
    else busy.current.delete(id);
    setPlacing(new Set(busy.current));
  }, []);

  const finish = useCallback(
    (product: PlaceableProduct) => {
      addToRoom(product)
        .then(() => {
          notify({
            title: CANVAS_COPY.addedTitle,
            description: addedDescription(product.name),
            duration: CANVAS_PLACED_TOAST_MS,
          });
          notify({
            title: placedTitle(product.name),
            description: CANVAS_COPY.placedDescription,
            duration: CANVAS_PLACED_TOAST_MS,
          });
          setHighlighted(true);
          window.clearTimeout(highlightTimer.current);
          highlightTimer.current = window.setTimeout(
            () => setHighlighted(false),
            CANVAS_COUNT_HIGHLIGHT_MS,
          );
        })
        .catch((error: unknown) => {
          console.error('Could not place the product', error);
          notify({
            title: 'Could not place the item',
            description: 'This device could not save your room. Please try again.',
            variant: 'destructive',
          });
        })
        .finally(() => setBusy(product.id, false));
    },
    [setBusy, addToRoom],
  );

  // Started once "Placing..." is on the page. Not cleared on unmount: a placement under way
  // finishes even if the page is left.
  useLayoutEffect(() => {
    for (const product of waiting.current) {
      window.setTimeout(() => finish(product), CANVAS_PLACING_MS);
    }
    waiting.current = [];
  }, [placing, finish]);

  const place = useCallback(
    (product: PlaceableProduct) => {
      if (busy.current.has(product.id)) return;
      waiting.current.push(product);
      setBusy(product.id, true);
    },
    [setBusy],
  );

  return { placing, highlighted, place };
}
