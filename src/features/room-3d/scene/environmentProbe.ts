/**
 * Works out the light of three.js's RoomEnvironment (a softly lit studio room, made in code)
 * as seen from its middle, as spherical harmonics: the numbers ./environment.ts lights the
 * room with, checked against this by tests/scene3d/environment.test.ts.
 *
 * The environment is looked at by casting rays through it, not by drawing it: it is all boxes,
 * its panels glow, its walls and boxes are white and lit by its one lamp, so what each ray
 * meets is worked out as three.js would shade it. No graphics card, no document.
 */
import {
  Color,
  InstancedMesh,
  Matrix3,
  Matrix4,
  Mesh,
  MeshLambertMaterial,
  PointLight,
  SphericalHarmonics3,
  Vector3,
} from 'three';
import { RoomEnvironment } from 'three/examples/jsm/environments/RoomEnvironment.js';

/** Directions the room is sampled in by default, spread evenly over the sphere. */
const SAMPLES = 4096;

/** One box of the environment (it is all boxes): where it is, and what it looks like. */
interface EnvironmentBox {
  readonly inverse: Matrix4;
  /** The inverse's turn and stretch alone, for directions. */
  readonly linearInverse: Matrix3;
  readonly normalMatrix: Matrix3;
  readonly material: unknown;
}

function environmentBoxes(room: RoomEnvironment): EnvironmentBox[] {
  room.updateMatrixWorld(true);
  const boxes: EnvironmentBox[] = [];
  const add = (matrix: Matrix4, material: unknown) =>
    boxes.push({
      inverse: matrix.clone().invert(),
      linearInverse: new Matrix3().setFromMatrix4(matrix.clone().invert()),
      normalMatrix: new Matrix3().getNormalMatrix(matrix),
      material,
    });
  room.traverse((object) => {
    if (object instanceof InstancedMesh) {
      const instance = new Matrix4();
      for (let i = 0; i < object.count; i += 1) {
        object.getMatrixAt(i, instance);
        add(object.matrixWorld.clone().multiply(instance), object.material);
      }
    } else if (object instanceof Mesh) {
      add(object.matrixWorld, object.material);
    }
  });
  return boxes;
}

/**
 * Where a ray from `origin` along `direction` meets `box` (a unit cube in its own frame): how
 * far along the ray, in the ray's units, and the box's outward normal there. From inside the
 * box (the room itself), it is the wall looked at.
 */
function meetBox(origin: Vector3, direction: Vector3, box: EnvironmentBox) {
  const o = origin.clone().applyMatrix4(box.inverse);
  // Not normalised: a step along it is a step along the ray, so distances compare across boxes.
  const step = direction.clone().applyMatrix3(box.linearInverse);
  let near = -Infinity;
  let far = Infinity;
  for (const axis of ['x', 'y', 'z'] as const) {
    if (Math.abs(step[axis]) < 1e-12) {
      if (Math.abs(o[axis]) > 0.5) return null;
      continue;
    }
    const t0 = (-0.5 - o[axis]) / step[axis];
    const t1 = (0.5 - o[axis]) / step[axis];
    near = Math.max(near, Math.min(t0, t1));
    far = Math.min(far, Math.max(t0, t1));
  }
  if (near > far || far <= 0) return null;
  const t = near > 0 ? near : far;
  const at = o.addScaledVector(step, t);
  const [ax, ay, az] = [Math.abs(at.x), Math.abs(at.y), Math.abs(at.z)];
  const normal =
    ax >= ay && ax >= az
      ? new Vector3(Math.sign(at.x), 0, 0)
      : ay >= az
        ? new Vector3(0, Math.sign(at.y), 0)
        : new Vector3(0, 0, Math.sign(at.z));
  return { t, normal: normal.applyMatrix3(box.normalMatrix).normalize() };
}

/** Radiance met along each direction from the middle of the room. */
function radianceAround(room: RoomEnvironment, directions: readonly Vector3[]): Color[] {
  const boxes = environmentBoxes(room);
  let lamp: PointLight | null = null;
  room.traverse((object) => {
    if (object instanceof PointLight) lamp = object;
  });
  const light = lamp as PointLight | null;
  const lampAt = light ? light.getWorldPosition(new Vector3()) : null;
  const origin = new Vector3();
  return directions.map((direction) => {
    let best: { t: number; normal: Vector3; material: unknown } | null = null;
    for (const box of boxes) {
      const hit = meetBox(origin, direction, box);
      if (hit && (!best || hit.t < best.t)) best = { ...hit, material: box.material };
    }
    if (!best) return new Color(0, 0, 0);
    // The panels only glow: emissive white at their intensity.
    if (best.material instanceof MeshLambertMaterial) {
      return best.material.emissive.clone().multiplyScalar(best.material.emissiveIntensity);
    }
    // White walls and boxes, lit by the lamp as three.js lights them (Lambert's 1/π, the
    // inverse square and the lamp's cut-off), seen from the side the ray comes from.
    if (!light || !lampAt) return new Color(0, 0, 0);
    const point = origin.clone().addScaledVector(direction, best.t);
    const normal = best.normal.dot(direction) > 0 ? best.normal.negate() : best.normal;
    const toLamp = lampAt.clone().sub(point);
    const distance = Math.max(toLamp.length(), 0.01);
    const cosine = Math.max(0, normal.dot(toLamp.normalize()));
    const cutOff = Math.max(0, 1 - (distance / light.distance) ** 4) ** 2;
    const irradiance = (light.intensity * cutOff * cosine) / distance ** 2;
    return new Color(1, 1, 1).multiplyScalar(irradiance / Math.PI);
  });
}

/** Evenly spread unit directions (a Fibonacci sphere). */
function sphereDirections(count: number): Vector3[] {
  const golden = Math.PI * (3 - Math.sqrt(5));
  return Array.from({ length: count }, (_, i) => {
    const y = 1 - ((i + 0.5) / count) * 2;
    const r = Math.sqrt(1 - y * y);
    return new Vector3(Math.cos(golden * i) * r, y, Math.sin(golden * i) * r);
  });
}

/** The room environment's light as spherical harmonics, from `samples` directions. */
export function roomEnvironmentHarmonics(samples = SAMPLES): SphericalHarmonics3 {
  const room = new RoomEnvironment();
  const directions = sphereDirections(samples);
  const radiance = radianceAround(room, directions);
  room.dispose();
  const sh = new SphericalHarmonics3();
  const basis = new Array<number>(9).fill(0);
  const weight = (4 * Math.PI) / samples;
  directions.forEach((direction, index) => {
    SphericalHarmonics3.getBasisAt(direction, basis);
    const colour = radiance[index] as Color;
    sh.coefficients.forEach((coefficient, j) =>
      coefficient.add(
        new Vector3(colour.r, colour.g, colour.b).multiplyScalar((basis[j] ?? 0) * weight),
      ),
    );
  });
  return sh;
}
