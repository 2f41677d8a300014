/**
 * The light a room gives back from every side: three.js's RoomEnvironment (a softly lit studio
 * room, made in code) seen from its middle, as spherical harmonics, in a light probe that
 * lights every surface from all sides for a few sums a pixel.
 *
 * The numbers are worked out from RoomEnvironment by ./environmentProbe.ts (casting rays
 * through it, no graphics card) and kept here, as they never change: a test checks that they
 * still match. Working them out as the view opens took a phone-sized share of the open-time
 * budget; filtering RoomEnvironment into a `PMREMGenerator` environment map kept SwiftShader
 * (and so a weak phone) busy for seconds after the view opened, and sampling that map cost
 * every pixel of every frame.
 */
import { LightProbe, SphericalHarmonics3, Vector3 } from 'three';

/** RoomEnvironment's light (white, so one value a coefficient), 16384 directions. */
export const ROOM_ENVIRONMENT_HARMONICS: readonly number[] = [
  3.6976, 1.6607, 1.5749, 0.3007, 0.2444, 1.0312, 1.2065, -0.3274, -0.5901,
];
/** The directions ./environmentProbe.ts sampled to work the numbers out. */
export const ROOM_ENVIRONMENT_SAMPLES = 16384;

/** How strongly the room's own light shines next to the daylight. */
const ENVIRONMENT_INTENSITY = 0.4;

/** The room's own light, as a probe to add to the scene. */
export function environmentLight(): LightProbe {
  const harmonics = new SphericalHarmonics3();
  ROOM_ENVIRONMENT_HARMONICS.forEach((value, index) =>
    harmonics.coefficients[index]?.copy(new Vector3(value, value, value)),
  );
  const probe = new LightProbe(harmonics, ENVIRONMENT_INTENSITY);
  probe.name = 'Room light';
  return probe;
}
