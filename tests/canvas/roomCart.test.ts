// @vitest-environment node
import 'fake-indexeddb/auto';
import { db } from '../../src/lib/db.ts';
import {
  addProductsToRoomCart,
  deleteSavedRoom,
  moveCartItem,
  openSavedRoom,
  readCartItems,
  removeCartItem,
  saveRoom,
} from '../../src/features/canvas/roomCart.ts';
import { joinCartWithProducts } from '../../src/features/canvas/useRoomCart.ts';
import { clampPosition, NOMINAL_ITEM_SIZE } from '../../src/features/canvas/canvasRules.ts';

beforeEach(async () => {
  await db.delete({ disableAutoOpen: false });
});

describe('the room cart on the device', () => {
  it('appends products in order, duplicates included, each inside the canvas', async () => {
    await addProductsToRoomCart(['sage-cloud-sofa', 'walnut-oval-coffee-table']);
    await addProductsToRoomCart(['sage-cloud-sofa']);
    const items = await readCartItems();
    expect(items.map((item) => item.productId)).toEqual([
      'sage-cloud-sofa',
      'walnut-oval-coffee-table',
      'sage-cloud-sofa',
    ]);
    expect(items.map((item) => item.order)).toEqual([0, 1, 2]);
    expect(new Set(items.map((item) => item.id)).size).toBe(3);
    for (const item of items) {
      expect(clampPosition(item, NOMINAL_ITEM_SIZE)).toEqual({ x: item.x, y: item.y });
    }
    // Each new item takes its own spot rather than covering the one before.
    expect(items[1]?.x).not.toBe(items[0]?.x);
  });

  it('keeps appending after a removal', async () => {
    await addProductsToRoomCart(['sage-cloud-sofa', 'ochre-ceramic-lamp']);
    const [first] = await readCartItems();
    await removeCartItem(first?.id ?? '');
    await addProductsToRoomCart(['channel-tufted-bed']);
    const items = await readCartItems();
    expect(items.map((item) => item.productId)).toEqual([
      'ochre-ceramic-lamp',
      'channel-tufted-bed',
    ]);
    expect(items[1]?.order).toBe(2);
  });

  it('does nothing for an empty list', async () => {
    await addProductsToRoomCart([]);
    expect(await db.cart.count()).toBe(0);
  });

  it('saves a move as fractions kept inside the canvas', async () => {
    const [item] = await addProductsToRoomCart(['sage-cloud-sofa']);
    const size = { width: 0.25, height: 0.3 };
    await moveCartItem(item?.id ?? '', { x: 0.1, y: 0.2 }, size);
    expect(await db.cart.get(item?.id ?? '')).toMatchObject({ x: 0.1, y: 0.2 });
    await moveCartItem(item?.id ?? '', { x: 1.2, y: -0.4 }, size);
    expect(await db.cart.get(item?.id ?? '')).toMatchObject({ x: 0.75, y: 0 });
  });

  it('joins rows with the catalogue and skips products it no longer has', async () => {
    await addProductsToRoomCart(['sage-cloud-sofa', 'retired-product', 'walnut-oval-coffee-table']);
    const joined = joinCartWithProducts(await readCartItems());
    expect(joined.map((item) => item.product.name)).toEqual([
      'Sage Cloud Sofa',
      'Walnut Oval Coffee Table',
    ]);
  });
});

describe('saved rooms', () => {
  it('saves the cart with its name, items, places and date, then reopens it', async () => {
    await addProductsToRoomCart(['sage-cloud-sofa', 'terracotta-arches-print']);
    const [sofa] = await readCartItems();
    await moveCartItem(sofa?.id ?? '', { x: 0.05, y: 0.1 }, NOMINAL_ITEM_SIZE);
    const room = await saveRoom('  Living Room  ', new Date('2026-03-02T10:00:00Z'));
    expect(room).toMatchObject({ name: 'Living Room', savedAt: '2026-03-02T10:00:00.000Z' });
    expect(room.items).toHaveLength(2);
    expect(room.items[0]).toEqual({ productId: 'sage-cloud-sofa', x: 0.05, y: 0.1 });

    await addProductsToRoomCart(['channel-tufted-bed']);
    expect(await openSavedRoom(room.id)).toBe(true);
    const items = await readCartItems();
    expect(items.map((item) => item.productId)).toEqual([
      'sage-cloud-sofa',
      'terracotta-arches-print',
    ]);
    expect(items[0]).toMatchObject({ x: 0.05, y: 0.1, order: 0 });
  });

  it('says when a room is gone, and deletes one', async () => {
    expect(await openSavedRoom('missing')).toBe(false);
    await addProductsToRoomCart(['sage-cloud-sofa']);
    const room = await saveRoom('Den');
    await deleteSavedRoom(room.id);
    expect(await db.rooms.count()).toBe(0);
    expect(await db.cart.count()).toBe(1);
  });
});
