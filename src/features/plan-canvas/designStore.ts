/**
 * The design on a room plan, kept on the device: every edit writes the plan's record (its
 * `design` and a new `updatedAt`) and the room cart that mirrors the pieces in one transaction,
 * so the plan, the cart, a reload and a visit offline always agree. Dexie loads on first use.
 */
import { findFurniture } from '../../content/catalogue.ts';
import type { CartItemRecord } from '../../lib/deviceRecords.ts';
import type { PlacedPiece, RoomDesign } from '../../lib/room/design.ts';
import { EMPTY_DESIGN } from '../../lib/room/design.ts';
import type { RoomPlanRecord } from '../../lib/room/records.ts';
import { askForPersistentStorage } from '../../lib/deviceStorage.ts';
import { stampEditsAt } from '../../lib/syncCapture.ts';
import { ROOM_PLANS_TABLE, writeAhead } from '../../lib/writeAhead.ts';
import { mirrorChanges, piecesFromFractions } from './cartMirror.ts';
import { freeSpot } from './freeSpot.ts';

/** The database and sync's writer, both loaded before a transaction starts (none may wait on a module). */
async function storage() {
  const [{ db }, writes] = await Promise.all([
    import('../../lib/db.ts'),
    import('../../lib/syncWrites.ts'),
  ]);
  return { db, deleteSyncedRows: writes.deleteSyncedRows };
}

type Storage = Awaited<ReturnType<typeof storage>>;

/**
 * The blank floor plan's own cart, put aside while a plan's pieces fill the cart, and given
 * back when the user chooses the blank floor plan again. A device setting like the choice.
 */
export const BLANK_CART_KEY = 'aurevia:blank-canvas-cart';

type SetAside = Pick<CartItemRecord, 'productId' | 'x' | 'y' | 'addedAt'>;

function readSetAside(): SetAside[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(BLANK_CART_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (row): row is SetAside =>
        typeof row === 'object' &&
        row !== null &&
        typeof (row as SetAside).productId === 'string' &&
        typeof (row as SetAside).x === 'number' &&
        typeof (row as SetAside).y === 'number' &&
        typeof (row as SetAside).addedAt === 'string',
    );
  } catch {
    return [];
  }
}

function writeSetAside(rows: readonly SetAside[] | null): void {
  try {
    if (rows === null) localStorage.removeItem(BLANK_CART_KEY);
    else localStorage.setItem(BLANK_CART_KEY, JSON.stringify(rows));
  } catch {
    // Storage refused: the blank canvas starts empty next time, the plans keep their pieces.
  }
}

/** Writes not yet finished, so a test (or a page leaving) can wait for them. */
const pending = new Set<Promise<unknown>>();

function track<T>(write: Promise<T>): Promise<T> {
  pending.add(write);
  const done = () => pending.delete(write);
  write.then(done, done);
  return write;
}

export async function designWritesSettled(): Promise<void> {
  await Promise.allSettled([...pending]);
}

/** Makes the cart mirror the pieces (inside a transaction over cart and tombstones). */
async function mirrorCart(
  { db, deleteSyncedRows }: Storage,
  record: RoomPlanRecord,
  pieces: readonly PlacedPiece[],
  now: Date,
): Promise<void> {
  const rows = await db.cart.toArray();
  const { put, remove } = mirrorChanges(record.plan, pieces, rows, now);
  if (remove.length > 0) await deleteSyncedRows('cart', remove, now);
  if (put.length > 0) {
    // A piece's row may come back after being taken out (another room was open meanwhile):
    // the row is the latest word, so its old deletion must not travel to the account too.
    await db.syncTombstones.bulkDelete(put.map((row) => row.id));
    await db.cart.bulkPut(put);
  }
}

const TABLES = ({ db }: Storage) => [db.roomPlans, db.cart, db.syncTombstones];

/**
 * Changes the design of plan `planId` as `change` says, from the design as stored when the
 * write runs (so edits made in quick succession build on each other), and mirrors the cart.
 */
export function changeDesign(
  planId: string,
  change: (design: RoomDesign, record: RoomPlanRecord) => RoomDesign,
  now: Date = new Date(),
  shown?: RoomPlanRecord,
): Promise<RoomDesign | null> {
  let result: RoomDesign | null = null;
  const write = () =>
    storage().then(async (store) => {
      const { db } = store;
      result = await db.transaction('rw', TABLES(store), async (transaction) => {
        stampEditsAt(transaction, now);
        const record = await db.roomPlans.get(planId);
        if (!record) return null;
        const design = change(record.design ?? EMPTY_DESIGN, record);
        await db.roomPlans.put({ ...record, design, updatedAt: now.toISOString() });
        await mirrorCart(store, record, design.pieces, now);
        return design;
      });
      void askForPersistentStorage();
    });
  // The plan as the page shows it, changed, is kept in localStorage until the write commits: a
  // reload right after an edit (a piece locked, then the page closed) cannot come before it. The
  // room plan store writes a copy left behind before plans are read; the cart follows the plan
  // when it is opened.
  const written = shown
    ? writeAhead(
        ROOM_PLANS_TABLE,
        planId,
        {
          ...shown,
          design: change(shown.design ?? EMPTY_DESIGN, shown),
          updatedAt: now.toISOString(),
        },
        write,
        now,
      )
    : write();
  return track(written.then(() => result));
}

/** Appends a piece of the product at a free spot of the plan; resolves to the new piece. */
export async function addProductToPlan(
  planId: string,
  productId: string,
  now: Date = new Date(),
): Promise<PlacedPiece | null> {
  const product = findFurniture(productId);
  if (!product) throw new Error(`Unknown product ${productId}`);
  let added: PlacedPiece | null = null;
  await changeDesign(
    planId,
    (design, record) => {
      const pose = freeSpot(record.plan, design.pieces, product);
      added = { id: crypto.randomUUID(), productId, ...pose, locked: false };
      return { ...design, pieces: [...design.pieces, added] };
    },
    now,
  );
  return added;
}

/**
 * The cart shows plan `planId`'s pieces. Rows the blank floor plan placed (mirroring no piece
 * of any plan here) are set aside first, to come back with the blank floor plan.
 */
export function showPlanInCart(planId: string, now: Date = new Date()): Promise<void> {
  return track(
    storage().then(async (store) => {
      const { db } = store;
      await db.transaction('rw', TABLES(store), async () => {
        const record = await db.roomPlans.get(planId);
        if (!record) return;
        const plans = await db.roomPlans.toArray();
        const pieceIds = new Set(
          plans.flatMap((plan) => plan.design?.pieces.map((p) => p.id) ?? []),
        );
        const rows = await db.cart.orderBy('order').toArray();
        const own = rows.filter((row) => !pieceIds.has(row.id));
        if (own.length > 0) {
          writeSetAside(own.map(({ productId, x, y, addedAt }) => ({ productId, x, y, addedAt })));
        }
        await mirrorCart(store, record, record.design?.pieces ?? [], now);
      });
    }),
  );
}

/**
 * The cart shows the blank floor plan's own items again: when it holds a plan's pieces, they
 * leave it (they stay on their plan) and what was set aside comes back, with new ids.
 */
export function showBlankInCart(now: Date = new Date()): Promise<void> {
  return track(
    storage().then(async (store) => {
      const { db, deleteSyncedRows } = store;
      await db.transaction('rw', TABLES(store), async () => {
        const plans = await db.roomPlans.toArray();
        const pieceIds = new Set(
          plans.flatMap((plan) => plan.design?.pieces.map((p) => p.id) ?? []),
        );
        const rows = await db.cart.toArray();
        if (rows.some((row) => !pieceIds.has(row.id))) return;
        await deleteSyncedRows(
          'cart',
          rows.map((row) => row.id),
          now,
        );
        const restored = readSetAside().map((row, order): CartItemRecord => ({
          id: crypto.randomUUID(),
          ...row,
          order,
        }));
        await db.cart.bulkAdd(restored);
      });
      writeSetAside(null);
    }),
  );
}

/** Puts a saved room made on a plan back on that plan (its pieces replace the design's). */
export function openSavedRoomOnPlan(
  planId: string,
  items: ReadonlyArray<{ productId: string; x: number; y: number }>,
  now?: Date,
): Promise<RoomDesign | null> {
  return changeDesign(
    planId,
    (design, record) => ({
      ...design,
      pieces: piecesFromFractions(record.plan, items, () => crypto.randomUUID()),
    }),
    now,
  );
}
