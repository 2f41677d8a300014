/**
 * Everything a scene makes that lives on the graphics card (geometries, materials, textures),
 * kept in one place so rebuilding the room or closing the view releases all of it.
 */
import type { BufferGeometry } from 'three';
import { GeometryKit } from './geometry.ts';
import { MaterialLibrary } from './materials.ts';

export class SceneResources {
  readonly kit = new GeometryKit();
  readonly materials = new MaterialLibrary();
  private readonly geometries: BufferGeometry[] = [];

  /** Keeps a geometry to release with the scene. */
  geometry<T extends BufferGeometry>(geometry: T): T {
    this.geometries.push(geometry);
    return geometry;
  }

  dispose(): void {
    this.kit.dispose();
    this.materials.dispose();
    for (const geometry of this.geometries.splice(0)) geometry.dispose();
  }
}
