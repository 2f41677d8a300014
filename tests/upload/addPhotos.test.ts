// @vitest-environment node
import 'fake-indexeddb/auto';
import { db } from '../../src/lib/db.ts';
import { addPhotos, removePhoto } from '../../src/features/upload/photoStore.ts';
import { PhotoDecodeError } from '../../src/features/upload/photoCodec.ts';
import type { PhotoDecoder } from '../../src/features/upload/photoDecoder.ts';
import { PHOTO_MAX_BYTES } from '../../src/lib/timing.ts';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10];
const HEIC_HEAD = [0, 0, 0, 0x18, ...[...'ftypheic'].map((char) => char.charCodeAt(0))];

function file(name: string, head: number[], size = 64, type = 'image/png'): File {
  const body = new Uint8Array(size);
  body.set(head.slice(0, size));
  return new File([body], name, { type });
}

/** Stands in for the worker: "decodes" by name, so each test says which files fail. */
function fakeDecoder(unreadable: readonly string[] = []): PhotoDecoder & { closed: boolean } {
  const decoder = {
    closed: false,
    async decode(blob: Blob) {
      const name = blob instanceof File ? blob.name : '';
      if (unreadable.includes(name)) throw new PhotoDecodeError();
      return { bytes: await blob.arrayBuffer(), type: 'image/jpeg', width: 1600, height: 1200 };
    },
    close() {
      decoder.closed = true;
    },
  };
  return decoder;
}

beforeEach(async () => {
  await db.delete({ disableAutoOpen: false });
});

describe('addPhotos', () => {
  it('keeps valid photos in order and turns a text file away by name', async () => {
    const decoder = fakeDecoder();
    const report = await addPhotos(
      [
        file('one.png', PNG_HEAD),
        file(
          'notes.txt',
          [...'Just text'].map((c) => c.charCodeAt(0)),
          40,
          'text/plain',
        ),
        file('two.jpg', JPEG_HEAD, 64, 'image/jpeg'),
        file('three.png', PNG_HEAD),
      ],
      decoder,
    );
    expect(report.added).toBe(3);
    expect(report.turnedAway).toEqual([
      {
        fileName: 'notes.txt',
        problem: 'not-image',
        message: '"notes.txt" isn\'t a photo we can use. Please choose JPG, PNG or WebP images.',
      },
    ]);
    expect(decoder.closed).toBe(true);

    const kept = await db.photos.orderBy('order').toArray();
    expect(kept.map((photo) => photo.name)).toEqual(['one.png', 'two.jpg', 'three.png']);
    expect(kept[0]).toMatchObject({ type: 'image/jpeg', width: 1600, height: 1200, size: 64 });
    expect(kept[0]?.bytes).toBeInstanceOf(ArrayBuffer);
  });

  it('refuses a file over 10 MB and an empty one, and keeps the rest', async () => {
    await addPhotos([file('first.png', PNG_HEAD)], fakeDecoder());
    const report = await addPhotos(
      [
        file('huge.png', PNG_HEAD, PHOTO_MAX_BYTES + 1),
        file('blank.png', [], 0),
        file('fine.png', PNG_HEAD),
      ],
      fakeDecoder(),
    );
    expect(report.added).toBe(1);
    expect(report.turnedAway.map((item) => [item.fileName, item.problem])).toEqual([
      ['huge.png', 'too-large'],
      ['blank.png', 'empty'],
    ]);
    expect(report.turnedAway[0]?.message).toBe(
      '"huge.png" is larger than 10 MB. Please choose a photo of 10 MB or less.',
    );
    const kept = await db.photos.orderBy('order').toArray();
    expect(kept.map((photo) => [photo.name, photo.order])).toEqual([
      ['first.png', 1],
      ['fine.png', 2],
    ]);
  });

  it('calls an image the browser cannot decode damaged, or HEIC it cannot read', async () => {
    const report = await addPhotos(
      [file('broken.png', PNG_HEAD), file('IMG_0001.heic', HEIC_HEAD, 64, 'image/heic')],
      fakeDecoder(['broken.png', 'IMG_0001.heic']),
    );
    expect(report.added).toBe(0);
    expect(report.turnedAway.map((item) => item.problem)).toEqual(['corrupt', 'heic-unsupported']);
    expect(report.turnedAway[0]?.message).toMatch(/^"broken\.png" couldn't be opened/);
    expect(await db.photos.count()).toBe(0);
  });

  it('on a full disk keeps what was stored and names what was not', async () => {
    await addPhotos([file('kept.png', PNG_HEAD)], fakeDecoder());
    const quota = Object.assign(new Error('Transaction aborted'), {
      name: 'AbortError',
      inner: new DOMException('The quota has been exceeded.', 'QuotaExceededError'),
    });
    const add = vi.spyOn(db.photos, 'add').mockRejectedValueOnce(quota);
    const report = await addPhotos(
      [file('a.png', PNG_HEAD), file('b.png', PNG_HEAD)],
      fakeDecoder(),
    );
    expect(add).toHaveBeenCalledTimes(1);
    expect(report.added).toBe(0);
    expect(report.turnedAway.map((item) => [item.fileName, item.problem])).toEqual([
      ['a.png', 'storage-full'],
      ['b.png', 'storage-full'],
    ]);
    expect(report.turnedAway[0]?.message).toMatch(
      /There's no space left on this device for "a\.png"\. The photos already selected are safe/,
    );
    expect((await db.photos.toArray()).map((photo) => photo.name)).toEqual(['kept.png']);
  });

  it('removes one photo and leaves the others in order', async () => {
    await addPhotos(
      [file('a.png', PNG_HEAD), file('b.png', PNG_HEAD), file('c.png', PNG_HEAD)],
      fakeDecoder(),
    );
    const [, middle] = await db.photos.orderBy('order').toArray();
    await removePhoto(middle?.id ?? '');
    expect((await db.photos.orderBy('order').toArray()).map((photo) => photo.name)).toEqual([
      'a.png',
      'c.png',
    ]);
  });
});
