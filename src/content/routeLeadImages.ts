/**
 * Each route's largest image, which the server (a `Link` header) and the prerendered page (a
 * preload) ask the browser to fetch with the page. Kept apart from the route table, which the
 * app's first paint carries and which has no use for it.
 */
import { BEFORE_IMAGES, ROOM_IMAGES, SAMPLES } from './samples.ts';

export const ROUTE_LEAD_IMAGES: Readonly<Record<string, string>> = {
  '/': SAMPLES.heroRoom.src,
  '/how-it-works': BEFORE_IMAGES['living-scandinavian'].src,
  '/try-scanner': SAMPLES.heroRoom.src,
  '/browse-rooms': ROOM_IMAGES['living-japandi'].src,
  '/hire-designer': SAMPLES.afterLivingStyled.src,
  '/work-with-designer': SAMPLES.afterLivingStyled.src,
  '/design-gallery': ROOM_IMAGES['living-scandinavian'].src,
  '/see-aurevia-in-action': ROOM_IMAGES['living-bohemian'].src,
  '/features': ROOM_IMAGES['living-modern'].src,
};
