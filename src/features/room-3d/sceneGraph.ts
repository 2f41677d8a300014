/**
 * The room model (lib/scene3d) as a three.js scene. Plan x stays x, plan y becomes z and
 * height becomes y: a turn of the plan, not a mirror, so the room reads as on the plan.
 *
 * Built in parts a reader can follow, each in ./scene:
 * - floor.ts: the floor in boards, the ceiling seen when walking in, the roof over the room;
 * - walls.ts: the walls with their openings cut out, and the glass, sills and door leaves;
 * - pieces.ts: every placed piece, its selection outline, and the contact shadows under them;
 * - lights.ts: daylight through the windows (environment.ts adds the room's own light, which
 *   needs a renderer);
 * - materials.ts and textures.ts: physically based finishes from textures painted in code;
 * - resources.ts: what all of that holds on the graphics card, released by `dispose`.
 *
 * Nothing here needs a document or a canvas: an exported file is built from the same scene in
 * Node. Every node an export keeps is named: "Floor", "Walls" > "Wall 1".., and each piece a
 * group named after its product, with `userData` { pieceId, productId, productName, kind }.
 * Nodes with `userData.helper` (selection outlines, contact shadows) and the hidden "Ceiling"
 * and shadow-only "Roof" belong to the view, not to the room.
 */
import { Color, DirectionalLight, Scene, type Group, type Mesh } from 'three';
import type { RoomModel } from '../../lib/scene3d/index.ts';
import { SHADOW_ONLY_LAYER, buildFloor } from './scene/floor.ts';
import { buildLights } from './scene/lights.ts';
import { buildPieces } from './scene/pieces.ts';
import { SceneResources } from './scene/resources.ts';
import { buildWalls, wallFaces, type WallFace, type WallPart } from './scene/walls.ts';

export { SHADOW_ONLY_LAYER, type WallFace, type WallPart };

const BACKGROUND = '#F1EAE0';

export interface RoomScene {
  readonly scene: Scene;
  /** The walls, their fittings and what hangs on them, by wall. */
  readonly wallParts: readonly WallPart[];
  /** Each wall's inner face: a point on it and the normal into the room, on the scene's axes. */
  readonly wallFaces: readonly WallFace[];
  readonly pieces: ReadonlyMap<string, Group>;
  /** A ceiling drawn only when walking inside. */
  readonly ceiling: Mesh;
  readonly setSelected: (id: string | null) => void;
  /** Shows the grain and weave (still) or leaves them out (while the camera moves). */
  readonly setFineDetail: (shown: boolean) => void;
  readonly dispose: () => void;
}

/** Builds the scene; every geometry, material and texture it makes is released by `dispose`. */
export function buildRoomScene(model: RoomModel): RoomScene {
  const scene = new Scene();
  scene.background = new Color(BACKGROUND);
  const resources = new SceneResources();

  const { ceiling } = buildFloor(scene, model, resources);
  const walls = buildWalls(scene, model, resources);
  const pieces = buildPieces(scene, model, resources);
  buildLights(scene, model);

  const dispose = () => {
    resources.dispose();
    scene.traverse((object) => {
      if (object instanceof DirectionalLight) object.shadow.dispose();
    });
    scene.clear();
  };

  return {
    scene,
    wallParts: [...walls, ...pieces.wallParts],
    wallFaces: wallFaces(model),
    pieces: pieces.groups,
    ceiling,
    setSelected: pieces.setSelected,
    setFineDetail: (shown) => resources.materials.setFineDetail(shown),
    dispose,
  };
}
