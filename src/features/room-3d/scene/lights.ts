/**
 * Daylight from outside each window, aimed at the floor inside, the first of them casting soft
 * shadows through its opening; the rest of the room's light comes from its environment
 * (./environment.ts).
 */
import { DirectionalLight, Vector3, type Scene } from 'three';
import type { RoomModel } from '../../../lib/scene3d/index.ts';
import { environmentLight } from './environment.ts';
import { SHADOW_ONLY_LAYER } from './floor.ts';

/** Each shadowed light costs every pixel a shadow lookup; the others light without shadows. */
const MAX_SHADOWED_WINDOWS = 1;
const SUN = '#FFF1DC';
/** Shadow map texels: small, as the shadows are soft and drawn once per model. */
const SHADOW_MAP_SIZE = 1024;
/** How far the shadow's edge is blurred, in shadow map texels. */
const SHADOW_SOFTNESS = 4;

export function buildLights(scene: Scene, model: RoomModel): void {
  scene.add(environmentLight());

  const { minX, minY, maxX, maxY } = model.bounds;
  const centre = new Vector3((minX + maxX) / 2, 0, (minY + maxY) / 2);
  const reach = Math.hypot(maxX - minX, maxY - minY) / 2 + 60;
  const windowCount = model.lights.length;
  model.lights.forEach((light, index) => {
    const sun = new DirectionalLight(SUN, 2.6 / Math.sqrt(windowCount));
    sun.name = `Daylight ${index + 1}`;
    sun.position.set(light.position[0], light.position[2], light.position[1]);
    sun.target.position.set(light.target[0], light.target[2], light.target[1]);
    if (index < MAX_SHADOWED_WINDOWS) {
      sun.castShadow = true;
      sun.shadow.mapSize.set(SHADOW_MAP_SIZE, SHADOW_MAP_SIZE);
      sun.shadow.radius = SHADOW_SOFTNESS;
      const distance = sun.position.distanceTo(centre);
      Object.assign(sun.shadow.camera, {
        left: -reach,
        right: reach,
        top: reach,
        bottom: -reach,
        near: Math.max(1, distance - reach * 2),
        far: distance + reach * 2,
      });
      sun.shadow.camera.updateProjectionMatrix();
      sun.shadow.camera.layers.enable(SHADOW_ONLY_LAYER);
      sun.shadow.bias = -0.0008;
      sun.shadow.normalBias = 1.5;
    }
    scene.add(sun, sun.target);
  });
  // A room without windows still gets a gentle key light from above.
  if (windowCount === 0) {
    const key = new DirectionalLight('#FFF6EA', 1.2);
    key.name = 'Key light';
    key.position.set(centre.x + 200, 600, centre.z + 300);
    key.target.position.copy(centre);
    scene.add(key, key.target);
  }
}
