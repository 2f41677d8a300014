import type { Hono } from 'hono';
import { SHARE_TARGET_ACTION, shareProblemUrl } from '../src/lib/shareTarget.ts';

/**
 * The share target's POST when no service worker answered it: the app was installed but its
 * worker is not running yet, or the browser cleared it. The files cannot be handed to the page
 * from here, so the user lands on the upload page, which says so and offers the picker.
 */
export function registerShareTarget(app: Hono): void {
  app.post(SHARE_TARGET_ACTION, (c) => {
    // The files themselves are never read: Node discards an unread body once this answer ends.
    return c.redirect(shareProblemUrl('unavailable'), 303);
  });
}
