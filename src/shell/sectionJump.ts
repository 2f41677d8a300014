import { SECTION_JUMP_OFFSET_PX } from '../lib/timing.ts';

/** Document offset to scroll to so the section lands just under the fixed top bar. */
export function jumpOffsetTop(elementTop: number, scrollY: number, offset: number): number {
  return Math.max(0, elementTop + scrollY - offset);
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

/** Smooth unless the user asked for less motion. */
export function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? 'auto' : 'smooth';
}

/**
 * Scrolls to the element named by a `#id` anchor. Returns false when there is no such
 * element, so the caller can fall back to ordinary navigation.
 */
export function scrollToAnchor(hash: string, offset: number = SECTION_JUMP_OFFSET_PX): boolean {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  const element = id ? document.getElementById(id) : null;
  if (!element) return false;
  const top = jumpOffsetTop(element.getBoundingClientRect().top, window.scrollY, offset);
  window.scrollTo({ top, behavior: scrollBehavior() });
  return true;
}
