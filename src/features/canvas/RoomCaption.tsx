import { Sparkles } from 'lucide-react';
import { Button } from '../../ui/Button.tsx';
import { notify } from '../../ui/notify.tsx';
import { CANVAS_COPY } from './canvasCopy.ts';
import { itemCountLabel, placedNamesSummary } from './canvasRules.ts';
import type { RoomCartItem } from './useRoomCart.ts';

/**
 * Under a room on a plan: the count of placed items with up to three names and '+N more',
 * and 'View Example Rooms' (spec 02 section 2), read from the cart that mirrors the pieces.
 */
export function RoomCaption({ items }: { items: readonly RoomCartItem[] | undefined }) {
  const count = items?.length ?? 0;
  return (
    <div className="room-canvas__caption">
      <p className="room-canvas__summary" aria-live="polite">
        {items === undefined ? (
          'Loading your room...'
        ) : count === 0 ? (
          CANVAS_COPY.noItems
        ) : (
          <>
            <strong>{itemCountLabel(count)} placed</strong>
            <span className="room-canvas__names">
              {placedNamesSummary(items.map((item) => item.product.name))}
            </span>
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
  );
}
