/**
 * A piece's turn on the plan, in degrees clockwise on screen; its front faces (-sin r, cos r).
 * One normalisation for the canvas, the layout engine and the 3D view.
 */

/** How finely the app keeps a turn the user gives: a tenth of a degree. */
const ROTATION_DECIMALS = 1;

/**
 * A turn in [0, 360). NaN and infinities read as no turn, so one bad value cannot spread
 * through a pose. Rounded to a tenth of a degree (a turn that rounds up to 360 is 0) unless
 * `exact` is asked for: the layout engine keeps every bit, so a seed always gives the same
 * layout.
 */
export function normaliseRotation(degrees: number, { exact = false } = {}): number {
  if (!Number.isFinite(degrees)) return 0;
  const turned = ((degrees % 360) + 360) % 360;
  if (exact) return turned;
  const factor = 10 ** ROTATION_DECIMALS;
  const rounded = Math.round(turned * factor) / factor;
  return rounded >= 360 ? 0 : rounded;
}

/** `normaliseRotation`'s option for the layout engine's poses, allocated once for hot loops. */
export const EXACT_TURN = { exact: true } as const;
