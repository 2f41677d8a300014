/**
 * The design in the AR scene: each piece as its parts (lib/scene3d, the 3D view's own shapes)
 * at true size, posed where the plan puts it on the floor; the two corner markers of wall 1;
 * picking a piece along a tap's ray. Loaded only inside the session's chunk, with three.js.
 */
import {
  BoxGeometry,
  BufferGeometry,
  Color,
  CylinderGeometry,
  DirectionalLight,
  EdgesGeometry,
  Float32BufferAttribute,
  Group,
  HemisphereLight,
  Line,
  LineBasicMaterial,
  LineSegments,
  Mesh,
  MeshLambertMaterial,
  Raycaster,
  SphereGeometry,
  Vector3,
  type Material,
  type Object3D,
  type Scene,
} from 'three';
import type { Mark } from '../../lib/room/arMeasure.ts';
import { pieceXrPose, planToXr, wallOne, type PlanToXr } from '../../lib/room/arPlacement.ts';
import type { PlacedPiece } from '../../lib/room/design.ts';
import type { RoomPlan } from '../../lib/room/plan.ts';
import {
  buildRoomModel,
  partsBounds,
  type Part,
  type PieceModel,
} from '../../lib/scene3d/index.ts';
import type { ArRay } from '../ar-measure/index.ts';

/** Wall 1's start and end, in the live view as on the overlay's plan. */
export const START_COLOUR = '#2E9E5B';
export const END_COLOUR = '#E0782B';
const SELECTED_COLOUR = '#F2C14E';
const PIN_HEIGHT_M = 0.35;

/** A piece's pose as drawn: read back from the scene, metres and radians about +y. */
export interface DrawnPose {
  readonly x: number;
  readonly y: number;
  readonly z: number;
  readonly yaw: number;
}

export interface ArViewScene {
  /** Stands the pieces on the floor by this placement, or takes them away (null). */
  place(placement: PlanToXr | null): void;
  /** Where the markers stand: wall 1's start and end (null hides one). */
  pins(start: Mark | null, end: Mark | null): void;
  /** The line from the first mark to the ring while the second corner is aimed at. */
  guide(from: Mark | null, to: Mark | null): void;
  setHidden(hidden: ReadonlySet<string>): void;
  setSelected(id: string | null): void;
  /** The shown piece a ray meets first, by id. */
  pick(ray: ArRay): string | null;
  /** Each piece's pose as the scene holds it, by id. */
  poses(): Map<string, DrawnPose>;
  dispose(): void;
}

const CM = 0.01;

function partMesh(part: Part, geometries: Geometries, material: Material): Mesh {
  const [cx, cy, cz] = part.centre;
  const [sx, sy, sz] = part.size;
  let mesh: Mesh;
  // The piece's frame is the plan's: x across, y to its front, z up; the scene's is y up.
  if (part.shape === 'cylinder') {
    mesh = new Mesh(geometries.cylinder(part.topScale, part.bottomScale), material);
    if (part.axis === 'y') {
      mesh.rotation.x = Math.PI / 2;
      mesh.scale.set(sx, sy, sz);
    } else {
      mesh.scale.set(sx, sz, sy);
    }
  } else {
    mesh = new Mesh(part.shape === 'box' ? geometries.box : geometries.sphere, material);
    mesh.scale.set(sx, sz, sy);
  }
  mesh.position.set(cx, cz, cy);
  return mesh;
}

interface Geometries {
  readonly box: BufferGeometry;
  readonly sphere: BufferGeometry;
  readonly edges: BufferGeometry;
  cylinder(top: number, bottom: number): BufferGeometry;
  all(): BufferGeometry[];
}

function geometries(): Geometries {
  const cylinders = new Map<string, BufferGeometry>();
  const box = new BoxGeometry(1, 1, 1);
  const sphere = new SphereGeometry(0.5, 16, 12);
  const edges = new EdgesGeometry(box);
  return {
    box,
    sphere,
    edges,
    cylinder(top, bottom) {
      const key = `${top.toFixed(3)}:${bottom.toFixed(3)}`;
      let geometry = cylinders.get(key);
      if (!geometry) {
        geometry = new CylinderGeometry(top / 2, bottom / 2, 1, 24, 1);
        cylinders.set(key, geometry);
      }
      return geometry;
    },
    all: () => [box, sphere, edges, ...cylinders.values()],
  };
}

function pin(colour: string, geometry: Geometries, materials: Material[]): Group {
  const material = new MeshLambertMaterial({ color: new Color(colour) });
  materials.push(material);
  const group = new Group();
  const stick = new Mesh(geometry.cylinder(1, 1), material);
  stick.scale.set(0.012, PIN_HEIGHT_M, 0.012);
  stick.position.y = PIN_HEIGHT_M / 2;
  const head = new Mesh(geometry.sphere, material);
  head.scale.setScalar(0.06);
  head.position.y = PIN_HEIGHT_M;
  group.add(stick, head);
  group.visible = false;
  return group;
}

export function buildArViewScene(
  scene: Scene,
  plan: RoomPlan,
  placed: readonly PlacedPiece[],
): ArViewScene {
  const kit = geometries();
  const materials: Material[] = [];
  const root = new Group();
  root.name = 'See it in your room';
  scene.add(root);
  // No light estimate is asked for: a soft sky and a key light from above read on most floors.
  const sky = new HemisphereLight('#FFF6EA', '#8A7F72', 2.2);
  const key = new DirectionalLight('#FFFFFF', 1.2);
  key.position.set(1, 3, 2);
  root.add(sky, key);

  const models: readonly PieceModel[] = buildRoomModel(plan, placed).pieces;
  const pieces = new Map<string, Group>();
  const outlines = new Map<string, LineSegments>();
  const outlineMaterial = new LineBasicMaterial({ color: new Color(SELECTED_COLOUR) });
  materials.push(outlineMaterial);
  const byFinish = new Map<string, Material>();
  const materialFor = (part: Part): Material => {
    const key = `${part.colour}:${part.finish}`;
    let material = byFinish.get(key);
    if (!material) {
      material = new MeshLambertMaterial({
        color: new Color(part.colour),
        transparent: part.finish === 'glass',
        opacity: part.finish === 'glass' ? 0.3 : 1,
      });
      byFinish.set(key, material);
      materials.push(material);
    }
    return material;
  };

  for (const model of models) {
    const posed = new Group();
    posed.name = model.name;
    posed.userData.pieceId = model.id;
    posed.visible = false;
    // The parts are in centimetres, the session in metres.
    const inCm = new Group();
    inCm.scale.setScalar(CM);
    for (const part of [...model.parts, ...model.fixings]) {
      const mesh = partMesh(part, kit, materialFor(part));
      // A rug lies on the floor: lifted a little so the camera's floor never hides it.
      if (model.layer === 'rug') mesh.position.y += 0.3;
      mesh.userData.pieceId = model.id;
      inCm.add(mesh);
    }
    const bounds = partsBounds(model.parts);
    if (bounds) {
      const outline = new LineSegments(kit.edges, outlineMaterial);
      outline.scale.set(
        bounds.max[0] - bounds.min[0] + 2,
        bounds.max[2] - bounds.min[2] + 2,
        bounds.max[1] - bounds.min[1] + 2,
      );
      outline.position.set(
        (bounds.min[0] + bounds.max[0]) / 2,
        (bounds.min[2] + bounds.max[2]) / 2,
        (bounds.min[1] + bounds.max[1]) / 2,
      );
      outline.visible = false;
      outline.raycast = () => undefined;
      inCm.add(outline);
      outlines.set(model.id, outline);
    }
    posed.add(inCm);
    root.add(posed);
    pieces.set(model.id, posed);
  }
  const elevation = new Map(models.map((model) => [model.id, model.elevation]));

  const startPin = pin(START_COLOUR, kit, materials);
  const endPin = pin(END_COLOUR, kit, materials);
  const guideMaterial = new LineBasicMaterial({ color: new Color(END_COLOUR) });
  materials.push(guideMaterial);
  const guideGeometry = new BufferGeometry();
  const guideLine = new Line(guideGeometry, guideMaterial);
  guideLine.frustumCulled = false;
  guideLine.visible = false;
  root.add(startPin, endPin, guideLine);

  let hidden: ReadonlySet<string> = new Set();
  let placedNow = false;
  const showPieces = () => {
    pieces.forEach((group, id) => {
      group.visible = placedNow && !hidden.has(id);
    });
  };
  const standPin = (group: Group, at: Mark | null) => {
    group.visible = at !== null;
    if (at) group.position.set(at.x, at.y, at.z);
  };

  const raycaster = new Raycaster();
  return {
    place(placement) {
      placedNow = placement !== null;
      if (placement) {
        for (const model of models) {
          const pose = pieceXrPose(placement, {
            x: model.x,
            y: model.y,
            rotation: model.rotation,
            elevation: elevation.get(model.id) ?? 0,
          });
          const group = pieces.get(model.id);
          group?.position.set(pose.x, pose.y, pose.z);
          group?.rotation.set(0, pose.yaw, 0);
        }
        const wall = wallOne(plan);
        if (wall) {
          const at = (corner: typeof wall.start): Mark => {
            const floor = planToXr(placement, corner);
            return { x: floor.x, y: placement.floorY, z: floor.z };
          };
          standPin(startPin, at(wall.start));
          standPin(endPin, at(wall.end));
        }
        root.updateMatrixWorld(true);
      }
      showPieces();
    },
    pins(start, end) {
      standPin(startPin, start);
      standPin(endPin, end);
    },
    guide(from, to) {
      guideLine.visible = from !== null && to !== null;
      if (from && to) {
        guideGeometry.setAttribute(
          'position',
          new Float32BufferAttribute([from.x, from.y, from.z, to.x, to.y, to.z], 3),
        );
        guideGeometry.computeBoundingSphere();
      }
    },
    setHidden(next) {
      hidden = next;
      showPieces();
    },
    setSelected(id) {
      outlines.forEach((outline, pieceId) => {
        outline.visible = pieceId === id;
      });
    },
    pick(ray) {
      raycaster.set(
        new Vector3(ray.origin.x, ray.origin.y, ray.origin.z),
        new Vector3(ray.direction.x, ray.direction.y, ray.direction.z).normalize(),
      );
      const shown: Object3D[] = [...pieces.values()].filter((group) => group.visible);
      root.updateMatrixWorld(true);
      const [first] = raycaster.intersectObjects(shown, true);
      const id: unknown = first?.object.userData.pieceId;
      return typeof id === 'string' ? id : null;
    },
    poses() {
      root.updateMatrixWorld(true);
      const out = new Map<string, DrawnPose>();
      pieces.forEach((group, id) => {
        const e = group.matrixWorld.elements;
        // A turn about +y by a takes x to (cos a, 0, -sin a): the yaw is read back from that.
        out.set(id, {
          x: e[12] ?? 0,
          y: e[13] ?? 0,
          z: e[14] ?? 0,
          yaw: Math.atan2(-(e[2] ?? 0), e[0] ?? 1),
        });
      });
      return out;
    },
    dispose() {
      scene.remove(root);
      kit.all().forEach((geometry) => geometry.dispose());
      guideGeometry.dispose();
      materials.forEach((material) => material.dispose());
    },
  };
}
