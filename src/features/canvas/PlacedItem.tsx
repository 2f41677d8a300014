import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { m, useMotionValue } from 'framer-motion';
import type { ElementSize } from './useElementSize.ts';
import {
  clampPosition,
  isRemoveKey,
  keyboardMove,
  PENDING_MOVE_GRACE_MS,
  shortenName,
  type ItemSize,
  type Position,
} from './canvasRules.ts';
import { placedItemName } from './canvasCopy.ts';
import type { RoomCartItem } from './useRoomCart.ts';

export interface PlacedItemProps {
  item: RoomCartItem;
  /** 1-based place in the cart. */
  position: number;
  count: number;
  /** The element that tells how the keys move and remove an item. */
  keysHintId: string;
  stage: ElementSize;
  onMove: (id: string, position: Position, size: ItemSize) => void;
  onRemove: (item: RoomCartItem, index: number) => void;
  registerElement: (id: string, element: HTMLButtonElement | null) => void;
}

/**
 * One product on the canvas. It sits at its stored fractions of the stage (CSS percentages,
 * so it holds its place at any screen size); drag it (pointer or touch), or focus it and use
 * the arrow keys (Shift for bigger steps) and Delete. Each move is saved when it ends.
 */
export function PlacedItem({
  item,
  position,
  count,
  keysHintId,
  stage,
  onMove,
  onRemove,
  registerElement,
}: PlacedItemProps) {
  const element = useRef<HTMLButtonElement | null>(null);
  // Only the drag itself moves the item by transform; at rest the offset is zero.
  const dragX = useMotionValue(0);
  const dragY = useMotionValue(0);
  const [itemPx, setItemPx] = useState<ElementSize>({ width: 0, height: 0 });
  // This tab's latest move, shown for a moment while it is saved: an older save reporting back
  // late (quick key presses) must not pull the item back. Then the stored place rules again.
  const [pending, setPending] = useState<Position | null>(null);
  const pendingTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(pendingTimer.current), []);

  useLayoutEffect(() => {
    const node = element.current;
    if (!node) return;
    const next = { width: node.offsetWidth, height: node.offsetHeight };
    setItemPx((current) =>
      current.width === next.width && current.height === next.height ? current : next,
    );
  }, [stage.width, stage.height]);

  const size: ItemSize =
    stage.width > 0 && stage.height > 0
      ? { width: itemPx.width / stage.width, height: itemPx.height / stage.height }
      : { width: 0, height: 0 };
  const shown = clampPosition(pending ?? { x: item.x, y: item.y }, size);

  const commit = (next: Position) => {
    const clamped = clampPosition(next, size);
    setPending(clamped);
    window.clearTimeout(pendingTimer.current);
    pendingTimer.current = window.setTimeout(() => setPending(null), PENDING_MOVE_GRACE_MS);
    onMove(item.id, clamped, size);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (isRemoveKey(event.key)) {
      event.preventDefault();
      onRemove(item, position - 1);
      return;
    }
    const step = keyboardMove(event.key, event.shiftKey);
    if (!step) return;
    event.preventDefault();
    commit({ x: shown.x + step.x, y: shown.y + step.y });
  };

  const left = shown.x * stage.width;
  const top = shown.y * stage.height;

  return (
    <m.button
      ref={(node: HTMLButtonElement | null) => {
        element.current = node;
        registerElement(item.id, node);
      }}
      type="button"
      className="placed-item"
      aria-describedby={keysHintId}
      style={{ left: `${shown.x * 100}%`, top: `${shown.y * 100}%`, x: dragX, y: dragY }}
      drag
      // Pixel bounds around where the item rests, so a drag never leaves the stage.
      dragConstraints={{
        left: -left,
        top: -top,
        right: Math.max(0, stage.width - itemPx.width - left),
        bottom: Math.max(0, stage.height - itemPx.height - top),
      }}
      dragElastic={0}
      dragMomentum={false}
      whileDrag={{ scale: 1.05 }}
      onDragEnd={() => {
        if (stage.width === 0 || stage.height === 0) return;
        const next = {
          x: shown.x + dragX.get() / stage.width,
          y: shown.y + dragY.get() / stage.height,
        };
        // The new resting place and the zeroed offset land in the same frame.
        commit(next);
        dragX.set(0);
        dragY.set(0);
      }}
      onKeyDown={handleKeyDown}
    >
      <img
        className="placed-item__image"
        src={item.product.image.src}
        width={item.product.image.width}
        height={item.product.image.height}
        alt=""
        draggable={false}
      />
      {/* The short name on show is how the full name begins, so the button's name holds it. */}
      <span className="placed-item__name" aria-hidden="true">
        {shortenName(item.product.name, 14)}
      </span>
      <span className="visually-hidden">{placedItemName(item.product.name, position, count)}</span>
    </m.button>
  );
}
