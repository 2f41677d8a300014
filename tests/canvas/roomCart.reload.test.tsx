import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFreshDevice } from '../lib/freshDevice.ts';

// A fresh device each time: no database yet, nothing kept in localStorage.
beforeEach(() => {
  startFreshDevice();
  localStorage.clear();
});

afterEach(() => vi.useRealTimers());

const SIZE = { width: 0.1, height: 0.1 };

/** The last visit: a sofa placed, then dragged, and the page gone before the drag was stored. */
async function dragCutOffByAReload(): Promise<string> {
  const { db } = await import('../../src/lib/db.ts');
  const { addProductsToRoomCart, moveCartItem } =
    await import('../../src/features/canvas/roomCart.ts');
  const [sofa] = await addProductsToRoomCart(['sage-cloud-sofa']);
  if (!sofa) throw new Error('The sofa was not placed');
  // The transaction never gets to commit: the page went away first.
  const update = vi
    .spyOn(db.cart, 'update')
    .mockImplementation(() => new Promise(() => undefined) as never);
  void moveCartItem(sofa.id, { x: 0.7, y: 0.6 }, SIZE);
  await vi.waitFor(() => expect(update).toHaveBeenCalled());
  update.mockRestore();
  expect((await db.cart.get(sofa.id))?.x).not.toBe(0.7);
  db.close();
  // The reload: the page's code starts again on the same device; localStorage is still there.
  vi.resetModules();
  return sofa.id;
}

describe('the room cart after a reload', () => {
  it('shows a piece where it was dropped though the reload came before the drag was stored', async () => {
    const id = await dragCutOffByAReload();
    const { useRoomCart } = await import('../../src/features/canvas/useRoomCart.ts');
    const seen: { x: number; y: number }[] = [];
    const { result } = renderHook(() => {
      const items = useRoomCart();
      const sofa = items?.find((item) => item.id === id);
      if (sofa) seen.push({ x: sofa.x, y: sofa.y });
      return items;
    });
    await waitFor(() => expect(result.current?.[0]).toMatchObject({ id, x: 0.7, y: 0.6 }));
    // Never first at the old place, then jumping to the new one.
    expect(seen.every((place) => place.x === 0.7 && place.y === 0.6)).toBe(true);

    // The copy has been written back, so the next visit reads the database alone.
    const { db } = await import('../../src/lib/db.ts');
    expect(await db.cart.get(id)).toMatchObject({ x: 0.7, y: 0.6 });
    expect(Object.keys(localStorage).filter((key) => key.includes('cart'))).toEqual([]);
  });

  it('keeps the time of the drag, so a later move on another device still wins the sync', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const draggedAt = new Date('2026-11-28T10:00:00.000Z');
    vi.setSystemTime(draggedAt);
    const id = await dragCutOffByAReload();
    // The next visit comes a minute later; another device moved the sofa in between.
    vi.setSystemTime(new Date('2026-11-28T10:01:00.000Z'));
    const { openRoomCartDatabase } = await import('../../src/features/canvas/roomCart.ts');
    const db = await openRoomCartDatabase();
    expect(await db.cart.get(id)).toMatchObject({
      x: 0.7,
      y: 0.6,
      updatedAt: draggedAt.toISOString(),
      dirty: 1,
    });
  });
});
