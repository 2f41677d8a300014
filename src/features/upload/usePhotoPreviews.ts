import { useEffect, useRef, useState } from 'react';
import { useOnline } from '../../lib/connectivity.ts';
import type { PhotoRecord } from '../../lib/deviceRecords.ts';
import { fetchPhotoBytes } from '../sync/index.ts';

const PHOTO_RETRY_MS = 3000;

/**
 * An object URL per stored photo, made once per photo and revoked when the photo leaves the
 * selection or the page unmounts, so previews never leak memory. A photo synced from another
 * device has no bytes yet: they are fetched from the account when shown (again once the
 * connection returns), and the photo shows a placeholder meanwhile.
 */
export function usePhotoPreviews(
  photos: readonly PhotoRecord[] | undefined,
): ReadonlyMap<string, string> {
  const made = useRef(new Map<string, string>());
  const [urls, setUrls] = useState<ReadonlyMap<string, string>>(() => new Map());
  const online = useOnline();
  const asked = useRef(new Set<string>());
  const [retries, setRetries] = useState(0);

  useEffect(() => {
    if (!photos || !online) return;
    for (const photo of photos) {
      if (photo.bytes || asked.current.has(photo.id)) continue;
      asked.current.add(photo.id);
      void fetchPhotoBytes(photo.id).then((fetched) => {
        if (fetched) return;
        // Not uploaded yet by the other device, or no answer: ask again a little later.
        setTimeout(() => {
          asked.current.delete(photo.id);
          setRetries((count) => count + 1);
        }, PHOTO_RETRY_MS);
      });
    }
  }, [photos, online, retries]);

  useEffect(() => {
    if (!photos) return;
    const cache = made.current;
    const current = new Set(photos.map((photo) => photo.id));
    for (const [id, url] of cache) {
      if (current.has(id)) continue;
      URL.revokeObjectURL(url);
      cache.delete(id);
    }
    for (const photo of photos) {
      if (!cache.has(photo.id) && photo.bytes) {
        cache.set(photo.id, URL.createObjectURL(new Blob([photo.bytes], { type: photo.type })));
      }
    }
    setUrls(new Map(cache));
  }, [photos]);

  useEffect(() => {
    const cache = made.current;
    return () => {
      for (const url of cache.values()) URL.revokeObjectURL(url);
      cache.clear();
    };
  }, []);

  return urls;
}
