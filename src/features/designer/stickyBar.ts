/**
 * Whether the hire page's bar shows: past the threshold (spec 02 section 4), and not once the
 * booking form it leads to has come into view (it would cover the form and, below it, the
 * footer). `stopTop` is that form's top relative to the viewport, or null without one.
 */
export function stickyBarVisible(
  scrollY: number,
  threshold: number,
  stopTop: number | null,
  viewportHeight: number,
): boolean {
  if (scrollY <= threshold) return false;
  return stopTop === null || stopTop > viewportHeight;
}
