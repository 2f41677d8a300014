import { useEffect, useRef, useState } from 'react';
import type { PhotoRecord } from '../../lib/deviceRecords.ts';

/**
 * An object URL per stored photo, made once per photo and revoked when the photo leaves the
 * selection or the page unmounts, so previews never leak memory.
 */
export function usePhotoPreviews(
  photos: readonly PhotoRecord[] | undefined,
): ReadonlyMap<string, string> {
  const made = useRef(new Map<string, string>());
  const [urls, setUrls] = useState<ReadonlyMap<string, string>>(() => new Map());

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
      if (!cache.has(photo.id)) {
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
