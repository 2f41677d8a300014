import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Armchair, ScanLine, Sparkles } from 'lucide-react';
import { Button } from '../../ui/Button.tsx';
import { notify } from '../../ui/notify.tsx';
import { CANVAS_COPY } from './canvasCopy.ts';
import { itemCountLabel, placedNamesSummary, type ItemSize, type Position } from './canvasRules.ts';
import { moveCartItem, removeCartItem } from './roomCart.ts';
import { useElementSize } from './useElementSize.ts';
import type { RoomCartItem } from './useRoomCart.ts';

/** The placed products' layer, with its drag library: fetched once a product is in the room. */
export const loadPlacedItems = () => import('./PlacedItems.tsx');
const PlacedItems = lazy(loadPlacedItems);

function reportStorageError(error: unknown) {
  console.error('Could not save the room cart', error);
  notify({
    title: 'Could not save your room',
    description: 'This device could not store the change. Please try again.',
    variant: 'destructive',
  });
}

/** The room: a floor plan where placed products can be dragged or moved with the keys. */
export function RoomCanvas({ items }: { items: readonly RoomCartItem[] | undefined }) {
  const stageRef = useRef<HTMLDivElement | null>(null);
  const stage = useElementSize(stageRef);
  const elements = useRef(new Map<string, HTMLButtonElement>());
  const [focusAfterRemoval, setFocusAfterRemoval] = useState<{
    id: string;
    index: number;
  } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const captionId = useId();
  const keysHintId = useId();
  const count = items?.length ?? 0;

  const registerElement = useCallback((id: string, element: HTMLButtonElement | null) => {
    if (element) elements.current.set(id, element);
    else elements.current.delete(id);
  }, []);

  const move = useCallback((id: string, position: Position, size: ItemSize) => {
    moveCartItem(id, position, size).catch(reportStorageError);
  }, []);

  const remove = useCallback((item: RoomCartItem, index: number) => {
    removeCartItem(item.id)
      .then(() => {
        setAnnouncement(`${item.product.name} removed from your room.`);
        setFocusAfterRemoval({ id: item.id, index });
      })
      .catch(reportStorageError);
  }, []);

  // Keyboard users stay in the room after a removal: on the next item, or on the canvas.
  useEffect(() => {
    // Wait for the live cart to drop the removed item before choosing where focus goes.
    if (focusAfterRemoval === null || !items) return;
    if (items.some((item) => item.id === focusAfterRemoval.id)) return;
    const next = items[Math.min(focusAfterRemoval.index, items.length - 1)];
    const target = next ? elements.current.get(next.id) : stageRef.current;
    if (next && !target) return;
    target?.focus();
    setFocusAfterRemoval(null);
  }, [focusAfterRemoval, items]);

  const names = placedNamesSummary((items ?? []).map((item) => item.product.name));

  return (
    <section className="room-canvas" aria-label="Your room">
      <div
        ref={stageRef}
        className="room-canvas__stage"
        role="group"
        aria-label="Room canvas"
        aria-describedby={captionId}
        tabIndex={-1}
      >
        {items && count === 0 ? (
          <div className="room-canvas__empty">
            <span className="room-canvas__empty-icon" aria-hidden="true">
              <Armchair />
            </span>
            <p className="room-canvas__hint">{CANVAS_COPY.emptyHint}</p>
            <p className="room-canvas__hint-text">
              Pick a piece from the catalogue and press Add to Room. Then drag it into place.
            </p>
          </div>
        ) : null}
        {stage.width > 0 && items && count > 0 ? (
          <Suspense fallback={null}>
            <PlacedItems
              items={items}
              keysHintId={keysHintId}
              stage={stage}
              onMove={move}
              onRemove={remove}
              registerElement={registerElement}
            />
          </Suspense>
        ) : null}
      </div>
      <div className="room-canvas__caption">
        <p id={captionId} className="room-canvas__summary" aria-live="polite">
          {items === undefined ? (
            'Loading your room...'
          ) : count === 0 ? (
            CANVAS_COPY.noItems
          ) : (
            <>
              <strong>{itemCountLabel(count)} placed</strong>
              <span className="room-canvas__names">{names}</span>
            </>
          )}
        </p>
        <Button
          variant="secondary"
          size="sm"
          icon={<Sparkles aria-hidden="true" />}
          onClick={() => notify(CANVAS_COPY.exampleRoomsToast)}
        >
          View Example Rooms
        </Button>
      </div>
      <p className="room-canvas__soon">
        <ScanLine aria-hidden="true" />
        <span>{CANVAS_COPY.scanningSoon}</span>
      </p>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <p id={keysHintId} hidden>
        {CANVAS_COPY.placedItemKeys}
      </p>
    </section>
  );
}
