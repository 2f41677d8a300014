import { useCallback, useRef, useState } from 'react';
import { addPhotos, removePhoto, useSelectedPhotos } from './photoStore.ts';
import type { AddReport, TurnedAway } from './photoStore.ts';
import { usePhotoPreviews } from './usePhotoPreviews.ts';

/**
 * The upload selection as the page uses it: the stored photos with their previews, adding
 * (one batch after another, so the order picked is the order kept) and removing.
 */
export function usePhotoSelection() {
  const photos = useSelectedPhotos();
  const previews = usePhotoPreviews(photos);
  const [adding, setAdding] = useState(0);
  const [turnedAway, setTurnedAway] = useState<readonly TurnedAway[]>([]);
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const add = useCallback((files: readonly File[]): Promise<AddReport> => {
    if (files.length === 0) return Promise.resolve({ added: 0, turnedAway: [] });
    setAdding((count) => count + files.length);
    setTurnedAway([]);
    const run = queue.current.then(() => addPhotos(files));
    queue.current = run.catch(() => undefined);
    return run.then(
      (report) => {
        setAdding((count) => count - files.length);
        setTurnedAway((earlier) => [...earlier, ...report.turnedAway]);
        return report;
      },
      (error: unknown) => {
        setAdding((count) => count - files.length);
        throw error;
      },
    );
  }, []);

  const remove = useCallback(async (id: string) => {
    try {
      await removePhoto(id);
    } catch (error: unknown) {
      console.error('Could not remove the photo', error);
    }
  }, []);

  return {
    photos,
    previews,
    /** How many files are being checked and kept right now. */
    adding,
    turnedAway,
    dismissTurnedAway: useCallback(() => setTurnedAway([]), []),
    add,
    remove,
  };
}

export type PhotoSelection = ReturnType<typeof usePhotoSelection>;
