import type { Hono } from 'hono';
import {
  SHARE_FILES_FIELD,
  SHARE_TARGET_ACTION,
  isScanFile,
  scanShareProblemUrl,
  shareProblemUrl,
} from '../src/lib/shareTarget.ts';

/** A share larger than this is photos: a room scan is a few hundred kilobytes. */
const MAX_READ_BYTES = 60 * 1024 * 1024;

/** The shared files' names and types. */
function sharedFiles(body: Record<string, unknown>): { name: string; type: string }[] {
  const field = body[SHARE_FILES_FIELD] ?? body[`${SHARE_FILES_FIELD}[]`];
  const entries = Array.isArray(field) ? field : [field];
  return entries
    .filter(
      (entry): entry is File => typeof entry === 'object' && entry !== null && 'name' in entry,
    )
    .map((file) => ({ name: file.name, type: file.type }));
}

/**
 * The share target's POST when no service worker answered it: the app was installed but its
 * worker is not running yet, or the browser cleared it. The files cannot be handed to the page
 * from here, so the user lands where they would have gone, which says so and offers the picker:
 * the plan editor for a room scan (RoomPlan's JSON or USDZ), the upload page for photos.
 */
export function registerShareTarget(app: Hono): void {
  app.post(SHARE_TARGET_ACTION, async (c) => {
    let scan = false;
    try {
      // Only a body the size of a few scans is read, to tell a scan from photos.
      const length = c.req.header('content-length');
      if (length === undefined || Number(length) <= MAX_READ_BYTES) {
        const files = sharedFiles(await c.req.parseBody({ all: true }));
        scan = files.some((file) => isScanFile(file.name, file.type));
      }
    } catch {
      // A body that is not a form: the photos' page, which offers the picker, is the answer.
    }
    return c.redirect(
      scan ? scanShareProblemUrl('unavailable') : shareProblemUrl('unavailable'),
      303,
    );
  });
}
