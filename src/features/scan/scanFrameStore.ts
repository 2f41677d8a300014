import { useDeviceQuery } from '../../lib/useDeviceQuery.ts';
import { db } from '../../lib/db.ts';
import type { PhotoRecord, ScanRecord } from '../../lib/deviceRecords.ts';
import { askForPersistentStorage } from '../../lib/deviceStorage.ts';
import { scanFrameName, scanFrameOf } from '../../lib/scanFrames.ts';
import type { PreparedPhoto } from '../upload/index.ts';
import { defaultScanName } from './scanRules.ts';

/**
 * Keeps a completed camera scan and its frames in one transaction: the scan (under the next free
 * "Room N" name, like any scan) and each frame as a photo tied to it. Either all of it is kept or
 * none of it, so a scan can never be found with half its photos.
 */
export async function saveCameraScan(
  frames: readonly PreparedPhoto[],
  now: Date = new Date(),
): Promise<ScanRecord> {
  const addedAt = now.toISOString();
  const record = await db.transaction('rw', db.scans, db.photos, async () => {
    const names = (await db.scans.toArray()).map((scan) => scan.name);
    const scan: ScanRecord = {
      id: crypto.randomUUID(),
      name: defaultScanName(names),
      completedAt: addedAt,
    };
    await db.scans.add(scan);
    await db.photos.bulkAdd(
      frames.map((frame, index): PhotoRecord => ({
        id: crypto.randomUUID(),
        name: scanFrameName(scan.id, index + 1),
        type: frame.type,
        size: frame.bytes.byteLength,
        bytes: frame.bytes,
        width: frame.width,
        height: frame.height,
        order: index + 1,
        addedAt,
      })),
    );
    return scan;
  });
  // The user's first scan of their own is the moment to ask that the browser keep it.
  void askForPersistentStorage();
  return record;
}

function byStep(a: PhotoRecord, b: PhotoRecord): number {
  return (scanFrameOf(a.name)?.step ?? 0) - (scanFrameOf(b.name)?.step ?? 0);
}

/**
 * The photos a camera scan took of its room, in the order taken; none for a scan made without
 * the camera. A photo synced from another device may not have its bytes yet (see
 * usePhotoPreviews in the upload feature, which fetches them when shown).
 */
export async function readScanFrames(scanId: string): Promise<PhotoRecord[]> {
  const frames = await db.photos
    .filter((photo) => scanFrameOf(photo.name)?.scanId === scanId)
    .toArray();
  return frames.sort(byStep);
}

/** A scan's frames, kept current; undefined while they load. */
export function useScanFrames(scanId: string | undefined): PhotoRecord[] | undefined {
  return useDeviceQuery(async () => (scanId ? readScanFrames(scanId) : []), [scanId], []);
}

const NO_FRAMES: ReadonlyMap<string, PhotoRecord[]> = new Map();

/** Every camera scan's frames, by scan id, kept current; undefined while they load. */
export function useFramesByScan(): ReadonlyMap<string, PhotoRecord[]> | undefined {
  return useDeviceQuery(
    async () => {
      const frames = await db.photos.filter((photo) => scanFrameOf(photo.name) !== null).toArray();
      const byScan = new Map<string, PhotoRecord[]>();
      for (const frame of frames.sort(byStep)) {
        const scanId = scanFrameOf(frame.name)?.scanId;
        if (!scanId) continue;
        byScan.set(scanId, [...(byScan.get(scanId) ?? []), frame]);
      }
      return byScan;
    },
    [],
    NO_FRAMES,
  );
}
