import { useDeviceQuery } from '../../lib/useDeviceQuery.ts';
import { db } from '../../lib/db.ts';
import type { PhotoRecord } from '../../lib/deviceRecords.ts';
import { askForPersistentStorage } from '../../lib/deviceStorage.ts';
import { isScanFrameName } from '../../lib/scanFrames.ts';
import { createPhotoDecoder, preparePhoto } from './photoDecoder.ts';
import type { PhotoDecoder } from './photoDecoder.ts';
import type { PreparedPhoto } from './photoCodec.ts';
import { isQuotaError, photoProblemMessage } from './photoRules.ts';
import type { PhotoProblem } from './photoRules.ts';

export interface TurnedAway {
  fileName: string;
  problem: PhotoProblem;
  message: string;
}

export interface AddReport {
  added: number;
  turnedAway: TurnedAway[];
}

function turnedAway(fileName: string, problem: PhotoProblem): TurnedAway {
  return { fileName, problem, message: photoProblemMessage(problem, fileName) };
}

async function keep(name: string, photo: PreparedPhoto, now: Date): Promise<void> {
  await db.transaction('rw', db.photos, async () => {
    const last = await db.photos.orderBy('order').last();
    await db.photos.add({
      id: crypto.randomUUID(),
      name,
      type: photo.type,
      size: photo.bytes.byteLength,
      bytes: photo.bytes,
      width: photo.width,
      height: photo.height,
      order: (last?.order ?? 0) + 1,
      addedAt: now.toISOString(),
    });
  });
}

/**
 * Checks, downscales and keeps each file at the end of the selection, in the order given. A
 * file turned away harms nothing already kept; a full disk stops the batch (nothing after it
 * would fit either) and says which files were not kept.
 */
export async function addPhotos(
  files: readonly File[],
  decoder: PhotoDecoder = createPhotoDecoder(),
  now: () => Date = () => new Date(),
): Promise<AddReport> {
  const report: AddReport = { added: 0, turnedAway: [] };
  try {
    for (const [index, file] of files.entries()) {
      const prepared = await preparePhoto(file, decoder);
      if (!prepared.ok) {
        report.turnedAway.push(turnedAway(file.name, prepared.problem));
        continue;
      }
      try {
        await keep(file.name, prepared.photo, now());
        report.added += 1;
      } catch (error: unknown) {
        if (!isQuotaError(error)) {
          console.error('Could not keep the photo', error);
          report.turnedAway.push(turnedAway(file.name, 'storage-failed'));
          continue;
        }
        for (const rest of files.slice(index)) {
          report.turnedAway.push(turnedAway(rest.name, 'storage-full'));
        }
        break;
      }
    }
  } finally {
    decoder.close();
  }
  // The user's first photo of their own is the moment to ask that the browser keep it.
  if (report.added > 0) void askForPersistentStorage();
  return report;
}

export async function removePhoto(id: string): Promise<void> {
  // Through sync's writer, so the photo leaves the user's other devices too.
  const { deleteSyncedRows } = await import('../../lib/syncWrites.ts');
  await deleteSyncedRows('photos', [id]);
}

/** The selection in its order; undefined while it loads. A camera scan's frames are not in it. */
export function useSelectedPhotos(): PhotoRecord[] | undefined {
  return useDeviceQuery(
    () =>
      db.photos
        .orderBy('order')
        .filter((photo) => !isScanFrameName(photo.name))
        .toArray(),
    [],
    [],
  );
}
