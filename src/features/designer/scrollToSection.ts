/** Smooth unless the visitor asked for less motion. */
function behavior(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/**
 * Brings a section into view under the fixed top bar (the page's scroll-padding keeps it
 * clear). Returns false when there is no such section.
 */
export function scrollToSection(id: string, smooth = true): boolean {
  const element = id ? document.getElementById(id) : null;
  if (!element) return false;
  element.scrollIntoView({ block: 'start', behavior: smooth ? behavior() : 'auto' });
  return true;
}
