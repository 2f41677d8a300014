import { useEffect, useRef, useState } from 'react';
import type { PhotoRecord } from '../../lib/deviceRecords.ts';

/**
 * An object URL per frame, made once and revoked when the frame goes or the component unmounts.
 * A frame synced from another device has no bytes yet: sync is asked for them once (it is loaded
 * already whenever someone is signed in, the only way such a frame arrives), and the live query
 * shows the frame when they land. The upload feature's previews do the same for the upload page;
 * they are not borrowed here, so the scanner page does not load the upload page with them.
 */
export function useFrameUrls(
  frames: readonly PhotoRecord[] | undefined,
): ReadonlyMap<string, string> {
  const made = useRef(new Map<string, string>());
  const asked = useRef(new Set<string>());
  const [urls, setUrls] = useState<ReadonlyMap<string, string>>(() => new Map());

  useEffect(() => {
    if (!frames) return;
    const cache = made.current;
    const current = new Set(frames.map((frame) => frame.id));
    for (const [id, url] of cache) {
      if (current.has(id)) continue;
      URL.revokeObjectURL(url);
      cache.delete(id);
    }
    const missing: string[] = [];
    for (const frame of frames) {
      if (cache.has(frame.id)) continue;
      if (frame.bytes) {
        cache.set(frame.id, URL.createObjectURL(new Blob([frame.bytes], { type: frame.type })));
      } else if (!asked.current.has(frame.id)) {
        asked.current.add(frame.id);
        missing.push(frame.id);
      }
    }
    setUrls(new Map(cache));
    if (missing.length > 0) {
      import('../sync/index.ts')
        .then(({ fetchPhotoBytes }) => Promise.all(missing.map((id) => fetchPhotoBytes(id))))
        // No answer leaves the placeholder; the next visit asks again.
        .catch(() => undefined);
    }
  }, [frames]);

  useEffect(() => {
    const cache = made.current;
    return () => {
      for (const url of cache.values()) URL.revokeObjectURL(url);
      cache.clear();
    };
  }, []);

  return urls;
}
