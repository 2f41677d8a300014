/**
 * The queue index.html's inline script fills while the page cannot answer yet, and what the app
 * does with it at start. The replay itself (heldInput.ts) loads only when something was held, so
 * a visit nobody touched early never fetches it.
 */
import type { HeldQueue } from './heldInputTypes.ts';

const HELD_MARK = 'data-held';

/**
 * Clears the busy marks, and gives back the parts a held tap put out of reach (`data-held="inert"`:
 * what a control redraws once the page answers) before that tap is carried out.
 */
export function clearHeldMarks(): void {
  document.querySelectorAll(`[${HELD_MARK}]`).forEach((element) => {
    if (element.getAttribute(HELD_MARK) === 'inert') element.removeAttribute('inert');
    element.removeAttribute(HELD_MARK);
  });
}

/** Drops what was held on markup the app replaced instead of hydrating (the gate). */
export function discardHeldInput(queue: HeldQueue | undefined = window.__aureviaHeld): void {
  if (!queue) return;
  queue.off?.();
  queue.splice(0, queue.length);
  clearHeldMarks();
}

/**
 * Lets the page answer for itself: what was held is carried out in order (its code fetched for
 * the purpose), then events go straight to the app. A replay that cannot load leaves the page
 * working rather than holding forever.
 */
export async function answerHeldInput(
  queue: HeldQueue | undefined = window.__aureviaHeld,
): Promise<void> {
  if (!queue || queue.length === 0) {
    queue?.off?.();
    return;
  }
  try {
    const { releaseHeldInput } = await import('./heldInput.ts');
    clearHeldMarks();
    releaseHeldInput(queue);
  } catch (error: unknown) {
    console.error('Could not carry out what was tapped before the page was ready', error);
    discardHeldInput(queue);
  }
}
