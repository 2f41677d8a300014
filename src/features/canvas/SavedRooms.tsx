import { useState } from 'react';
import { FolderOpen, Trash2 } from 'lucide-react';
import type { RoomRecord } from '../../lib/deviceRecords.ts';
import { formatDate, formatPrice } from '../../lib/format.ts';
import { Button } from '../../ui/Button.tsx';
import { notify } from '../../ui/notify.tsx';
import { BLANK_ROOM, loadDesignStore, writeRoomChoice } from '../plan-canvas/index.ts';
import { findFurniture } from '../../content/catalogue.ts';
import { cartTotal, itemCountLabel } from './canvasRules.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { deleteSavedRoom, openSavedRoom } from './roomCart.ts';
import { useRoomCart, useSavedRooms } from './useRoomCart.ts';
import '../../ui/IconButton.css';
import './SavedRooms.css';

interface SavedRoomsProps {
  /** Called once a room is in the cart (the dashboard then opens the canvas). */
  onOpened?: (room: RoomRecord) => void;
  headingLevel?: 2 | 3;
  /** Shown when nothing is saved yet. */
  emptyText?: string;
}

type Pending = { action: 'open' | 'delete'; room: RoomRecord } | null;

function productsOf(room: RoomRecord) {
  return room.items.flatMap((item) => {
    const product = findFurniture(item.productId);
    return product ? [product] : [];
  });
}

function failed(error: unknown) {
  console.error('Could not change the saved rooms', error);
  notify({
    title: 'Something went wrong',
    description: 'This device could not update your rooms. Please try again.',
    variant: 'destructive',
  });
}

/**
 * Puts a saved room back on the canvas: one made on a room plan goes back on its plan (the
 * canvas then opens on that plan); any other on the blank floor plan.
 */
async function reopen(room: RoomRecord): Promise<boolean> {
  if (room.planId) {
    const { openSavedRoomOnPlan } = await loadDesignStore();
    if (await openSavedRoomOnPlan(room.planId, room.items)) {
      writeRoomChoice(room.planId);
      return true;
    }
  }
  const found = await openSavedRoom(room.id);
  if (found) writeRoomChoice(BLANK_ROOM);
  return found;
}

/** Rooms saved on this device, newest first; each can be reopened on the canvas or deleted. */
export function SavedRooms({ onOpened, headingLevel = 2, emptyText }: SavedRoomsProps) {
  const rooms = useSavedRooms();
  const cart = useRoomCart();
  const [pending, setPending] = useState<Pending>(null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const open = (room: RoomRecord) => {
    reopen(room)
      .then((found) => {
        if (!found) return;
        notify({ title: 'Room opened', description: `${room.name} is on your canvas.` });
        onOpened?.(room);
      })
      .catch(failed);
  };

  const askToOpen = (room: RoomRecord) => {
    if ((cart?.length ?? 0) > 0) setPending({ action: 'open', room });
    else open(room);
  };

  const confirm = () => {
    if (!pending) return;
    const { action, room } = pending;
    setPending(null);
    if (action === 'open') open(room);
    else
      deleteSavedRoom(room.id)
        .then(() => notify({ title: 'Room deleted', description: `${room.name} was removed.` }))
        .catch(failed);
  };

  return (
    <section className="saved-rooms" aria-label="Saved rooms">
      <Heading className="saved-rooms__title">Saved rooms</Heading>
      {rooms === undefined ? (
        <p className="saved-rooms__note">Loading your rooms...</p>
      ) : rooms.length === 0 ? (
        <p className="saved-rooms__note">
          {emptyText ?? 'Rooms you save with Save My Room appear here, ready to reopen.'}
        </p>
      ) : (
        <ul className="saved-rooms__list">
          {rooms.map((room) => {
            const products = productsOf(room);
            return (
              <li key={room.id} className="saved-room">
                <div className="saved-room__thumbs" aria-hidden="true">
                  {products.slice(0, 3).map((product, index) => (
                    <img
                      key={`${product.id}-${index}`}
                      src={product.image.src}
                      alt=""
                      width={product.image.width}
                      height={product.image.height}
                      loading="lazy"
                    />
                  ))}
                </div>
                <div className="saved-room__text">
                  <p className="saved-room__name">{room.name}</p>
                  <p className="saved-room__meta">
                    {itemCountLabel(room.items.length)} ·{' '}
                    {formatPrice(cartTotal(products.map((product) => ({ product }))), 'USD')}
                  </p>
                  <p className="saved-room__meta">
                    Saved <time dateTime={room.savedAt}>{formatDate(room.savedAt)}</time>
                  </p>
                </div>
                <div className="saved-room__actions">
                  <Button
                    size="sm"
                    variant="secondary"
                    icon={<FolderOpen aria-hidden="true" />}
                    onClick={() => askToOpen(room)}
                  >
                    Open <span className="visually-hidden">{room.name}</span>
                  </Button>
                  <button
                    type="button"
                    className="icon-button saved-room__delete"
                    aria-label={`Delete ${room.name}`}
                    onClick={() => setPending({ action: 'delete', room })}
                  >
                    <Trash2 aria-hidden="true" />
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(next) => {
          if (!next) setPending(null);
        }}
        title={pending?.action === 'delete' ? 'Delete this room?' : 'Replace your current room?'}
        description={
          pending?.action === 'delete'
            ? `${pending.room.name} will be removed from this device.`
            : `The ${itemCountLabel(cart?.length ?? 0)} on your canvas will be replaced by ${
                pending?.room.name ?? 'this room'
              }. Save them first if you want to keep them.`
        }
        confirmLabel={pending?.action === 'delete' ? 'Delete Room' : 'Replace and Open'}
        onConfirm={confirm}
      />
    </section>
  );
}
