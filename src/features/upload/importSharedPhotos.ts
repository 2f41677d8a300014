import type { AddReport } from './photoStore.ts';
import { takeSharedFiles } from './sharedPhotos.ts';

let running: Promise<number> | null = null;

/**
 * Moves photos waiting in the share inbox into the selection, through `add` (the same checks
 * and messages as picked photos), and empties the inbox. Calls made while one runs share it,
 * so a file is never taken twice. Resolves to the number of photos kept.
 */
export function importSharedPhotos(
  add: (files: readonly File[]) => Promise<AddReport>,
): Promise<number> {
  running ??= (async () => {
    try {
      const shared = await takeSharedFiles();
      if (shared.length === 0) return 0;
      const report = await add(shared.map((item) => item.file));
      await Promise.all(shared.map((item) => item.done()));
      return report.added;
    } catch (error: unknown) {
      console.error('Could not take in the shared photos', error);
      return 0;
    } finally {
      running = null;
    }
  })();
  return running;
}
