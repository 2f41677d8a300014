// @vitest-environment node
import 'fake-indexeddb/auto';
import { db } from '../../src/lib/db.ts';
import { readScanFrames } from '../../src/features/scan/index.ts';
import { saveCameraScan } from '../../src/features/scan/scanFrameStore.ts';
import { scanFrameOf } from '../../src/lib/scanFrames.ts';

function frame(width: number) {
  return {
    bytes: new Uint8Array([0xff, 0xd8, width]).buffer,
    type: 'image/jpeg',
    width,
    height: 90,
  };
}

beforeEach(async () => {
  await db.delete({ disableAutoOpen: false });
});

describe('a camera scan on the device', () => {
  it('keeps the scan and its ten frames together, read back in the order taken', async () => {
    await db.scans.add({ id: 'old', name: 'Room 1', completedAt: '2026-03-01T10:00:00.000Z' });
    const frames = Array.from({ length: 10 }, (_, index) => frame(100 + index));
    const scan = await saveCameraScan(frames, new Date('2026-03-02T10:00:00.000Z'));

    expect(scan.name).toBe('Room 2');
    expect(await db.scans.get(scan.id)).toMatchObject({ name: 'Room 2' });
    // Another scan's photos and an uploaded photo are not this scan's.
    await saveCameraScan(frames.slice(0, 2));
    await db.photos.add({
      id: 'upload',
      name: 'living-room.jpg',
      type: 'image/jpeg',
      size: 3,
      bytes: frame(1).bytes,
      width: 1,
      height: 1,
      order: 99,
      addedAt: '2026-03-02T10:00:00.000Z',
    });

    const kept = await readScanFrames(scan.id);
    expect(kept).toHaveLength(10);
    expect(kept.map((photo) => scanFrameOf(photo.name)?.step)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    expect(kept.map((photo) => photo.width)).toEqual(frames.map((made) => made.width));
    expect(kept[0]).toMatchObject({ type: 'image/jpeg', size: 3, height: 90 });
    expect(new Uint8Array(kept[0]?.bytes ?? new ArrayBuffer(0))).toEqual(
      new Uint8Array([0xff, 0xd8, 100]),
    );
    expect(await readScanFrames('no-such-scan')).toEqual([]);
  });

  it('keeps nothing at all when the frames cannot be written', async () => {
    const broken = { ...frame(1), bytes: undefined as unknown as ArrayBuffer };
    await expect(saveCameraScan([frame(1), broken])).rejects.toThrow();
    expect(await db.scans.count()).toBe(0);
    expect(await db.photos.count()).toBe(0);
  });
});
