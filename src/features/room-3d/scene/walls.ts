/**
 * The walls with their doors and windows cut out, one mesh per wall ("Wall 1", "Wall 2", ...
 * under "Walls", as an exported file names them), and what fills the openings: glass, sills,
 * door leaves (under "Openings").
 */
import { Group, Vector3, type Material, type Object3D, type Scene } from 'three';
import type { FittingModel, RoomModel } from '../../../lib/scene3d/index.ts';
import { joined, planBoxGeometry, projectUVs, solid } from './geometry.ts';
import { TEXTURE_PERIOD } from './materials.ts';
import type { SceneResources } from './resources.ts';

const WALL = '#E8E1D7';

const FITTING_NAMES: Record<FittingModel['kind'], string> = {
  glass: 'Window glass',
  sill: 'Window sill',
  'door-leaf': 'Door leaf',
};

/** One wall (or a wall's fitting, or what hangs on it) and the wall it belongs to. */
export interface WallPart {
  readonly object: Object3D;
  readonly wall: number;
}

/** A wall's inner face: a point on it and the normal into the room, on the scene's axes. */
export interface WallFace {
  readonly point: Vector3;
  readonly inward: Vector3;
}

export function buildWalls(scene: Scene, model: RoomModel, resources: SceneResources): WallPart[] {
  const { kit, materials } = resources;
  const parts: WallPart[] = [];

  const walls = new Group();
  walls.name = 'Walls';
  scene.add(walls);
  const wallMaterial = materials.paint(WALL);
  const wallCount = model.floor.length;
  for (let wall = 0; wall < wallCount; wall += 1) {
    const panels = model.panels.filter((panel) => panel.wall === wall);
    if (panels.length === 0) continue;
    const geometry = joined(
      panels.map((panel) => planBoxGeometry(panel.centre, panel.size, panel.angle, kit)),
    );
    const mesh = solid(resources.geometry(geometry), wallMaterial);
    mesh.name = `Wall ${wall + 1}`;
    mesh.userData = { wall };
    walls.add(mesh);
    parts.push({ object: mesh, wall });
  }

  const openings = new Group();
  openings.name = 'Openings';
  scene.add(openings);
  const byLook = new Map<string, Material>();
  for (const fitting of model.fittings) {
    const key = `${fitting.colour}:${fitting.finish}`;
    let material = byLook.get(key);
    if (!material) {
      material = materials.finish(fitting.colour, fitting.finish);
      byLook.set(key, material);
    }
    const geometry = planBoxGeometry(fitting.centre, fitting.size, fitting.angle, kit);
    projectUVs(geometry, TEXTURE_PERIOD[fitting.finish]);
    const glass = fitting.kind === 'glass';
    const mesh = solid(resources.geometry(geometry), material, !glass);
    mesh.receiveShadow = !glass;
    mesh.name = FITTING_NAMES[fitting.kind];
    mesh.userData = { wall: fitting.wall };
    openings.add(mesh);
    parts.push({ object: mesh, wall: fitting.wall });
  }
  return parts;
}

/** Each wall's inner face, for deciding which walls stand between the camera and the room. */
export function wallFaces(model: RoomModel): WallFace[] {
  return model.floor.map(([x, y], index) => {
    const [nx, ny] = model.floor[(index + 1) % model.floor.length] as readonly [number, number];
    const length = Math.hypot(nx - x, ny - y) || 1;
    const direction = [(nx - x) / length, (ny - y) / length] as const;
    const panel = model.panels.find((candidate) => candidate.wall === index);
    // The panels stand outside the outline, so the inward normal points from a panel to its wall.
    const sign = panel
      ? Math.sign((x - panel.centre[0]) * -direction[1] + (y - panel.centre[1]) * direction[0]) || 1
      : 1;
    return {
      point: new Vector3(x, 0, y),
      inward: new Vector3(-direction[1] * sign, 0, direction[0] * sign),
    };
  });
}
