/**
 * The floor in boards, the ceiling seen when walking in, and the roof that keeps the daylight
 * to the windows: the room's outline laid flat (plan y to scene z).
 */
import { BackSide, DoubleSide, Mesh, Shape, ShapeGeometry, type Scene } from 'three';
import type { RoomModel } from '../../../lib/scene3d/index.ts';
import { FLOOR_TILE } from './materials.ts';
import type { SceneResources } from './resources.ts';

/** Layer of what casts shadows without being drawn: walls cut away, the roof over the room. */
export const SHADOW_ONLY_LAYER = 1;

const FLOOR = '#C49A6C';
const CEILING = '#F6F3EE';

/**
 * The outline as a flat shape facing up, its UVs counting floor boards. Drawn with plan y
 * negated and turned a quarter up, so its face looks up at the room (not down at the ground).
 */
function outlineGeometry(floor: RoomModel['floor']): ShapeGeometry {
  const shape = new Shape();
  floor.forEach(([x, y], index) => (index === 0 ? shape.moveTo(x, -y) : shape.lineTo(x, -y)));
  shape.closePath();
  const geometry = new ShapeGeometry(shape);
  geometry.rotateX(-Math.PI / 2);
  const uv = geometry.getAttribute('uv');
  for (let i = 0; i < uv.count; i += 1) {
    uv.setXY(i, uv.getX(i) / FLOOR_TILE.along, uv.getY(i) / FLOOR_TILE.across);
  }
  return geometry;
}

export interface FloorParts {
  readonly floor: Mesh;
  /** A ceiling drawn only when walking inside. */
  readonly ceiling: Mesh;
}

export function buildFloor(scene: Scene, model: RoomModel, resources: SceneResources): FloorParts {
  const geometry = resources.geometry(outlineGeometry(model.floor));
  const { materials } = resources;

  const floor = new Mesh(geometry, materials.floor(FLOOR));
  floor.name = 'Floor';
  floor.receiveShadow = true;
  scene.add(floor);

  const ceilingMaterial = materials.paint(CEILING);
  ceilingMaterial.side = BackSide;
  ceilingMaterial.emissive.set('#4A4640');
  const ceiling = new Mesh(geometry, ceilingMaterial);
  ceiling.name = 'Ceiling';
  ceiling.position.y = model.ceilingHeight;
  ceiling.visible = false;
  scene.add(ceiling);

  // The roof is only ever seen by the lights.
  const roofMaterial = materials.paint(CEILING);
  roofMaterial.side = DoubleSide;
  const roof = new Mesh(geometry, roofMaterial);
  roof.name = 'Roof';
  roof.position.y = model.ceilingHeight + model.wallThickness / 2;
  roof.castShadow = true;
  roof.layers.set(SHADOW_ONLY_LAYER);
  scene.add(roof);

  return { floor, ceiling };
}
