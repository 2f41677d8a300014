/**
 * Geometry for the scene: unit shapes scaled into parts, the parts of one material joined into
 * one buffer (software renderers pay for every draw call, so a sofa of nine boxes drawn once
 * orbits far more smoothly than drawn nine times), and UVs in centimetres so a texture keeps
 * its scale on a stool and on a wardrobe alike.
 */
import type { BufferGeometry } from 'three';
import {
  BoxGeometry,
  CylinderGeometry,
  Float32BufferAttribute,
  Mesh,
  Object3D,
  SphereGeometry,
  type Material,
} from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import type { Part, Vec3 } from '../../../lib/scene3d/index.ts';

/** Segments round a cylinder: enough that a 2 m round rug strays under 5 mm from its circle. */
const ROUND_SEGMENTS = 32;

export const radians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Shared unit geometries, scaled per part and per wall. */
export class GeometryKit {
  private readonly cache = new Map<string, BufferGeometry>();

  box(): BufferGeometry {
    return this.get('box', () => new BoxGeometry(1, 1, 1));
  }

  cylinder(top: number, bottom: number): BufferGeometry {
    const key = `cyl:${top.toFixed(3)}:${bottom.toFixed(3)}`;
    return this.get(key, () => new CylinderGeometry(top / 2, bottom / 2, 1, ROUND_SEGMENTS, 1));
  }

  sphere(): BufferGeometry {
    return this.get('sphere', () => new SphereGeometry(0.5, 24, 16));
  }

  private get(key: string, make: () => BufferGeometry): BufferGeometry {
    let geometry = this.cache.get(key);
    if (!geometry) {
      geometry = make();
      this.cache.set(key, geometry);
    }
    return geometry;
  }

  dispose(): void {
    for (const geometry of this.cache.values()) geometry.dispose();
    this.cache.clear();
  }
}

const placer = new Object3D();

/** A part's geometry placed in its piece's frame: plan (x, y, z) to scene (x, z, y). */
export function partGeometry(part: Part, kit: GeometryKit): BufferGeometry {
  const [cx, cy, cz] = part.centre;
  const [sx, sy, sz] = part.size;
  placer.position.set(cx, cz, cy);
  placer.rotation.set(0, 0, 0);
  let unit: BufferGeometry;
  if (part.shape === 'cylinder') {
    unit = kit.cylinder(part.topScale, part.bottomScale);
    if (part.axis === 'y') {
      // The unit cylinder stands on scene y; turned, its top faces the piece's front.
      placer.rotation.x = Math.PI / 2;
      placer.scale.set(sx, sy, sz);
    } else {
      placer.scale.set(sx, sz, sy);
    }
  } else {
    unit = part.shape === 'box' ? kit.box() : kit.sphere();
    placer.scale.set(sx, sz, sy);
  }
  placer.updateMatrix();
  return unit.clone().applyMatrix4(placer.matrix);
}

/** A box on the plan's axes (walls, fittings): centre, size along/across/up, angle. */
export function planBoxGeometry(centre: Vec3, size: Vec3, angle: number, kit: GeometryKit) {
  placer.position.set(centre[0], centre[2], centre[1]);
  placer.scale.set(size[0], size[2], size[1]);
  placer.rotation.set(0, -radians(angle), 0);
  placer.updateMatrix();
  return kit.box().clone().applyMatrix4(placer.matrix);
}

/** Geometries of one material as one; each given geometry is released. */
export function joined(geometries: readonly BufferGeometry[]): BufferGeometry {
  if (geometries.length === 1) return geometries[0] as BufferGeometry;
  // Null when the attributes differ (the typings say otherwise); the unit shapes all match.
  const merged = mergeGeometries([...geometries], false) as BufferGeometry | null;
  if (!merged) throw new Error('Parts with different attributes cannot be joined');
  for (const geometry of geometries) geometry.dispose();
  return merged;
}

/**
 * UVs projected from the side each face looks to, in repeats of `period` cm: grain runs along
 * a piece's width on its top and front and along its depth on its sides.
 */
export function projectUVs(geometry: BufferGeometry, period: number): void {
  const position = geometry.getAttribute('position');
  const normal = geometry.getAttribute('normal');
  const uv = new Float32Array(position.count * 2);
  for (let i = 0; i < position.count; i += 1) {
    const ax = Math.abs(normal.getX(i));
    const ay = Math.abs(normal.getY(i));
    const az = Math.abs(normal.getZ(i));
    const x = position.getX(i);
    const y = position.getY(i);
    const z = position.getZ(i);
    const [u, v] = ay >= ax && ay >= az ? [x, z] : ax >= az ? [z, y] : [x, y];
    uv[i * 2] = u / period;
    uv[i * 2 + 1] = v / period;
  }
  geometry.setAttribute('uv', new Float32BufferAttribute(uv, 2));
}

/** UVs spread once across the geometry's extent seen from above (a rug's face). */
export function spreadUVsFromAbove(geometry: BufferGeometry): void {
  geometry.computeBoundingBox();
  const box = geometry.boundingBox;
  if (!box) return;
  const position = geometry.getAttribute('position');
  const width = box.max.x - box.min.x || 1;
  const depth = box.max.z - box.min.z || 1;
  const uv = new Float32Array(position.count * 2);
  for (let i = 0; i < position.count; i += 1) {
    uv[i * 2] = (position.getX(i) - box.min.x) / width;
    uv[i * 2 + 1] = (position.getZ(i) - box.min.z) / depth;
  }
  geometry.setAttribute('uv', new Float32BufferAttribute(uv, 2));
}

/** A mesh that casts and takes shadows. */
export function solid(geometry: BufferGeometry, material: Material, casts = true): Mesh {
  const mesh = new Mesh(geometry, material);
  mesh.castShadow = casts;
  mesh.receiveShadow = true;
  return mesh;
}
