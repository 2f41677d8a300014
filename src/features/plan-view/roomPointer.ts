import type { Point } from '../../lib/room/plan.ts';

/**
 * Where a pointer at (clientX, clientY) on the page falls in the room, in the plan's
 * centimetres: through the drawing's own screen transform, so a zoomed, panned or scrolled plan
 * converts exactly as it is drawn. Null where the browser gives no transform (jsdom, or an SVG
 * not laid out yet). Every layer over a plan converts through this one function.
 */
export function clientToRoom(
  svg: SVGSVGElement | null,
  clientX: number,
  clientY: number,
): Point | null {
  const matrix = svg?.getScreenCTM?.();
  if (!matrix) return null;
  const { a, b, c, d, e, f } = matrix.inverse();
  return [a * clientX + c * clientY + e, b * clientX + d * clientY + f];
}
