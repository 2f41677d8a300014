// @vitest-environment node
import { Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import {
  ROOM_ENVIRONMENT_HARMONICS,
  ROOM_ENVIRONMENT_SAMPLES,
  environmentLight,
} from '../../src/features/room-3d/scene/environment.ts';
import { roomEnvironmentHarmonics } from '../../src/features/room-3d/scene/environmentProbe.ts';

describe("the room's own light", () => {
  it("is three.js's RoomEnvironment, as the view's spherical harmonics say", () => {
    const worked = roomEnvironmentHarmonics(ROOM_ENVIRONMENT_SAMPLES);
    worked.coefficients.forEach((coefficient, index) => {
      const kept = ROOM_ENVIRONMENT_HARMONICS[index] ?? NaN;
      // White light: the same in every channel.
      for (const channel of [coefficient.x, coefficient.y, coefficient.z]) {
        expect(channel).toBeCloseTo(kept, 3);
      }
    });
  });

  it('lights a face turned up more than one turned down, as a room lit from above does', () => {
    const { sh } = environmentLight();
    const up = sh.getIrradianceAt(new Vector3(0, 1, 0), new Vector3());
    const down = sh.getIrradianceAt(new Vector3(0, -1, 0), new Vector3());
    expect(up.x).toBeGreaterThan(down.x);
    expect(down.x).toBeGreaterThan(0);
  });
});
