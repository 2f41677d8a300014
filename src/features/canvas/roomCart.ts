/**
 * The room cart kept in IndexedDB (spec 02 section 3, kept on the device rather than in page
 * memory): every tab and every visit sees the same cart. Dexie loads on first use.
 */
import type { AureviaDb } from '../../lib/db.ts';
import type { CartItemRecord, RoomRecord } from '../../lib/deviceRecords.ts';
import { askForPersistentStorage } from '../../lib/deviceStorage.ts';
import { stampEditsAt } from '../../lib/syncCapture.ts';
import { forgetWriteAhead, writeAhead } from '../../lib/writeAhead.ts';
import { writeAheadDatabase } from '../../lib/writeAheadDatabase.ts';
import { clampPosition, defaultPosition, type ItemSize, type Position } from './canvasRules.ts';

/** The write-ahead copies of moves (lib/writeAhead.ts): the canvas shows a move before it is stored. */
const CART_TABLE = 'cart';

interface CartMove extends Position {
  readonly id: string;
}

/** Stored with the time of the move, not of the write (which may come at the next start). */
function storeMove(db: AureviaDb, { id, x, y }: CartMove, editedAt: Date): Promise<void> {
  return db.transaction('rw', db.cart, async (transaction) => {
    stampEditsAt(transaction, editedAt);
    await db.cart.update(id, { x, y });
  });
}

/** Dexie loads with the first read or write, after the moves a reload cut off are written. */
const database = writeAheadDatabase<CartMove>(CART_TABLE, storeMove, 'an unsaved move');

/** The room cart's queries open the database through it, so they wait for that write-back. */
export { database as openRoomCartDatabase };

/** Deletions go through sync's writer, so the user's other devices delete the rows too. */
const syncWrites = () => import('../../lib/syncWrites.ts');

function newId(): string {
  return crypto.randomUUID();
}

/** Appends each product (duplicates allowed) at staggered places around the canvas centre. */
export async function addProductsToRoomCart(
  productIds: readonly string[],
  now: Date = new Date(),
): Promise<CartItemRecord[]> {
  if (productIds.length === 0) return [];
  const db = await database();
  const added = await db.transaction('rw', db.cart, async () => {
    const count = await db.cart.count();
    const last = await db.cart.orderBy('order').last();
    const firstOrder = (last?.order ?? -1) + 1;
    const records = productIds.map((productId, index): CartItemRecord => ({
      id: newId(),
      productId,
      ...defaultPosition(count + index),
      order: firstOrder + index,
      addedAt: now.toISOString(),
    }));
    await db.cart.bulkAdd(records);
    return records;
  });
  void askForPersistentStorage();
  return added;
}

/**
 * Saves where an item now sits, kept inside the canvas. The canvas already shows it there, so a
 * copy is kept in localStorage until the write has committed: a reload or a closed tab the
 * moment a drag ends still finds the item where it was dropped.
 */
export function moveCartItem(id: string, position: Position, size: ItemSize): Promise<void> {
  const move: CartMove = { id, ...clampPosition(position, size) };
  return writeAhead(CART_TABLE, id, move, async (editedAt) =>
    storeMove(await database(), move, editedAt),
  );
}

export async function removeCartItem(id: string): Promise<void> {
  forgetWriteAhead(CART_TABLE, id);
  const { deleteSyncedRows } = await syncWrites();
  await deleteSyncedRows('cart', [id]);
}

/** The cart's rows in their order; a live query passes the database it opened. */
export async function readCartItems(opened?: Pick<AureviaDb, 'cart'>): Promise<CartItemRecord[]> {
  const db = opened ?? (await database());
  return db.cart.orderBy('order').toArray();
}

/**
 * Saves the current cart as a named room on the device. Made on a room plan, the room names the
 * plan, and each item also keeps its piece's turn (the cart rows mirror the pieces, so the
 * places are already there), so opening the room puts the design back as it was.
 */
export async function saveRoom(
  name: string,
  now: Date = new Date(),
  planId?: string,
): Promise<RoomRecord> {
  const db = await database();
  return db.transaction('rw', db.cart, db.rooms, db.roomPlans, async () => {
    const items = await db.cart.orderBy('order').toArray();
    const plan = planId ? await db.roomPlans.get(planId) : undefined;
    const turns = new Map(plan?.design?.pieces.map((piece) => [piece.id, piece.rotation]));
    const savedItems: Array<{ productId: string; x: number; y: number; rotation?: number }> =
      items.map(({ id, productId, x, y }) => {
        const rotation = turns.get(id);
        return rotation === undefined ? { productId, x, y } : { productId, x, y, rotation };
      });
    const room: RoomRecord = {
      id: newId(),
      name: name.trim(),
      items: savedItems,
      savedAt: now.toISOString(),
      ...(plan ? { planId: plan.id } : {}),
    };
    await db.rooms.add(room);
    return room;
  });
}

/** Replaces the cart with a saved room's items, at their saved places. */
export async function openSavedRoom(roomId: string, now: Date = new Date()): Promise<boolean> {
  const db = await database();
  const { deleteAllSyncedRows } = await syncWrites();
  return db.transaction('rw', [db.cart, db.rooms, db.syncTombstones], async () => {
    const room = await db.rooms.get(roomId);
    if (!room) return false;
    await deleteAllSyncedRows('cart', now);
    await db.cart.bulkAdd(
      room.items.map((item, order): CartItemRecord => ({
        id: newId(),
        productId: item.productId,
        x: item.x,
        y: item.y,
        order,
        addedAt: now.toISOString(),
      })),
    );
    return true;
  });
}

export async function deleteSavedRoom(roomId: string): Promise<void> {
  const { deleteSyncedRows } = await syncWrites();
  await deleteSyncedRows('rooms', [roomId]);
}
