import { useDeviceQuery } from '../../lib/useDeviceQuery.ts';
import { db } from '../../lib/db.ts';
import type { PhotoRecord } from '../../lib/deviceRecords.ts';
import { readScanFrames, ScanFrameGrid } from '../scan/index.ts';

export interface RoomReferencePhotosProps {
  /** The scan the plan was measured from: its camera photos. */
  scanId?: string;
  /** The uploaded photos the plan was measured from. */
  photoIds?: readonly string[];
  roomName: string;
}

async function readReferencePhotos(
  scanId: string | undefined,
  photoIds: readonly string[],
): Promise<PhotoRecord[]> {
  if (scanId) return readScanFrames(scanId);
  if (photoIds.length === 0) return [];
  const found = await db.photos.bulkGet([...photoIds]);
  return found.filter((photo): photo is PhotoRecord => photo !== undefined);
}

/**
 * The photos of the room beside its plan, to read lengths and openings off while measuring:
 * a camera scan's photos, or the photos uploaded for the room. Loaded with the editor's
 * photos only when the plan has some, so the editor's first paint never waits on IndexedDB.
 */
export default function RoomReferencePhotos({
  scanId,
  photoIds = [],
  roomName,
}: RoomReferencePhotosProps) {
  const key = photoIds.join(',');
  // Keyed by the ids' text: a new array with the same ids is the same query.
  const photos = useDeviceQuery(
    () => readReferencePhotos(scanId, key ? key.split(',') : []),
    [scanId, key],
    [],
  );
  if (!photos || photos.length === 0) return null;
  const label = scanId ? 'Photos from your scan' : 'Your uploaded photos';
  return (
    <section className="room-plan__card room-plan__photos" aria-label={label}>
      <h2 className="room-plan__section-title">{label}</h2>
      <p className="room-plan__hint">Use them to check each wall, door and window.</p>
      <ScanFrameGrid
        frames={photos}
        scanName={roomName}
        label={`${roomName}: ${photos.length === 1 ? '1 photo' : `${photos.length} photos`}`}
        altText={(position, count) => `${roomName}, photo ${position} of ${count}`}
      />
    </section>
  );
}
