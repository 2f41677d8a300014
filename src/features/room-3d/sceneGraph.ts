/**
 * The room model (lib/scene3d) as a three.js scene. Plan x stays x, plan y becomes z and
 * height becomes y: a turn of the plan, not a mirror, so the room reads as on the plan.
 */
import {
  AmbientLight,
  BoxGeometry,
  Color,
  CylinderGeometry,
  DirectionalLight,
  DoubleSide,
  EdgesGeometry,
  Group,
  HemisphereLight,
  LineBasicMaterial,
  LineSegments,
  Mesh,
  MeshLambertMaterial,
  MeshPhongMaterial,
  Scene,
  Shape,
  ShapeGeometry,
  SphereGeometry,
  Vector3,
  type BufferGeometry,
  type Material,
  type Object3D,
} from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import {
  partsBounds,
  type FittingModel,
  type Finish,
  type Part,
  type PieceModel,
  type RoomModel,
  type WallPanel,
} from '../../lib/scene3d/index.ts';

/** Layer of what casts shadows without being drawn: walls cut away, the roof over the room. */
export const SHADOW_ONLY_LAYER = 1;

const FLOOR = '#D9C3A2';
const WALL = '#EEE9E2';
const CEILING = '#F6F3EE';
const SELECTION = '#A34A28';
const SKY = '#FFF6EA';
const GROUND = '#CDB89A';
/** Each shadowed light costs every pixel a shadow lookup; the others light without shadows. */
const MAX_SHADOWED_WINDOWS = 1;

const radians = (degrees: number): number => (degrees * Math.PI) / 180;

/** One wall (or a wall's fitting) and the side of it the room is on, for the cut-away. */
export interface WallPart {
  readonly object: Object3D;
  readonly wall: number;
}

export interface RoomScene {
  readonly scene: Scene;
  /** The walls, their fittings and what hangs on them, by wall. */
  readonly wallParts: readonly WallPart[];
  /** Each wall's inner face: a point on it and the normal into the room, on the scene's axes. */
  readonly wallFaces: readonly { readonly point: Vector3; readonly inward: Vector3 }[];
  readonly pieces: ReadonlyMap<string, Group>;
  /** A ceiling drawn only when walking inside. */
  readonly ceiling: Mesh;
  readonly setSelected: (id: string | null) => void;
  readonly dispose: () => void;
}

/** Shared unit geometries, scaled per part: a handful of buffers for the whole room. */
class GeometryKit {
  private readonly cache = new Map<string, BufferGeometry>();

  box(): BufferGeometry {
    return this.get('box', () => new BoxGeometry(1, 1, 1));
  }

  cylinder(top: number, bottom: number): BufferGeometry {
    const key = `cyl:${top.toFixed(3)}:${bottom.toFixed(3)}`;
    return this.get(key, () => new CylinderGeometry(top / 2, bottom / 2, 1, 28, 1));
  }

  sphere(): BufferGeometry {
    return this.get('sphere', () => new SphereGeometry(0.5, 20, 14));
  }

  edges(): BufferGeometry {
    return this.get('edges', () => new EdgesGeometry(new BoxGeometry(1, 1, 1)));
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

function material(colour: string, finish: Finish): Material {
  const color = new Color(colour);
  switch (finish) {
    case 'metal':
      return new MeshPhongMaterial({ color, shininess: 60, specular: new Color('#8A8580') });
    case 'mirror':
      return new MeshPhongMaterial({ color, shininess: 120, specular: new Color('#FFFFFF') });
    case 'glass':
      return new MeshPhongMaterial({
        color,
        shininess: 100,
        transparent: true,
        opacity: 0.28,
        depthWrite: false,
      });
    case 'glow':
      return new MeshLambertMaterial({ color, emissive: color.clone().multiplyScalar(0.45) });
    default:
      return new MeshLambertMaterial({ color });
  }
}

/** A part as a mesh in its piece's group: plan (x, y, z) to scene (x, z, y). */
function partMesh(part: Part, kit: GeometryKit, materialFor: (part: Part) => Material): Mesh {
  const [cx, cy, cz] = part.centre;
  const [sx, sy, sz] = part.size;
  let mesh: Mesh;
  if (part.shape === 'cylinder') {
    mesh = new Mesh(kit.cylinder(part.topScale, part.bottomScale), materialFor(part));
    if (part.axis === 'y') {
      // The unit cylinder stands on scene y; turned, its top faces the piece's front.
      mesh.rotation.x = Math.PI / 2;
      mesh.scale.set(sx, sy, sz);
    } else {
      mesh.scale.set(sx, sz, sy);
    }
  } else {
    mesh = new Mesh(part.shape === 'box' ? kit.box() : kit.sphere(), materialFor(part));
    mesh.scale.set(sx, sz, sy);
  }
  mesh.position.set(cx, cz, cy);
  mesh.castShadow = part.finish !== 'glass';
  mesh.receiveShadow = true;
  return mesh;
}

/**
 * A piece's parts of one material as one mesh: software renderers pay for every draw call, so a
 * sofa of nine boxes drawn once orbits far more smoothly than drawn nine times. Null when the
 * parts cannot be joined.
 */
function mergedMesh(meshes: readonly Mesh[], mat: Material): Mesh | null {
  const placed = meshes.map((mesh) => {
    mesh.updateMatrix();
    return mesh.geometry.clone().applyMatrix4(mesh.matrix);
  });
  // Null when the parts' attributes differ (the typings say otherwise): then they stay apart.
  const geometry = mergeGeometries(placed, false) as BufferGeometry | null;
  for (const part of placed) part.dispose();
  if (!geometry) return null;
  const merged = new Mesh(geometry, mat);
  merged.castShadow = meshes.some((mesh) => mesh.castShadow);
  merged.receiveShadow = true;
  return merged;
}

/** A box on the plan's axes (walls, fittings): centre, size along/across/up, angle. */
function planBox(
  centre: readonly [number, number, number],
  size: readonly [number, number, number],
  angle: number,
  kit: GeometryKit,
  mat: Material,
): Mesh {
  const mesh = new Mesh(kit.box(), mat);
  mesh.position.set(centre[0], centre[2], centre[1]);
  mesh.scale.set(size[0], size[2], size[1]);
  mesh.rotation.y = -radians(angle);
  return mesh;
}

function floorShape(floor: RoomModel['floor']): Shape {
  const shape = new Shape();
  floor.forEach(([x, y], index) => (index === 0 ? shape.moveTo(x, y) : shape.lineTo(x, y)));
  shape.closePath();
  return shape;
}

/** Builds the scene; every geometry and material it makes is released by `dispose`. */
export function buildRoomScene(model: RoomModel): RoomScene {
  const scene = new Scene();
  scene.background = new Color('#F1EAE0');
  const kit = new GeometryKit();
  const materials: Material[] = [];
  const own = <T extends Material>(mat: T): T => {
    materials.push(mat);
    return mat;
  };
  const extraGeometries: BufferGeometry[] = [];

  // Floor and ceiling: the outline, laid flat (plan y to scene z).
  const shapeGeometry = new ShapeGeometry(floorShape(model.floor));
  extraGeometries.push(shapeGeometry);
  const floor = new Mesh(
    shapeGeometry,
    own(new MeshLambertMaterial({ color: FLOOR, side: DoubleSide })),
  );
  floor.rotation.x = Math.PI / 2;
  floor.receiveShadow = true;
  scene.add(floor);

  const ceiling = new Mesh(
    shapeGeometry,
    own(new MeshLambertMaterial({ color: CEILING, emissive: '#6E6A64', side: DoubleSide })),
  );
  ceiling.rotation.x = Math.PI / 2;
  ceiling.position.y = model.ceilingHeight;
  ceiling.visible = false;
  scene.add(ceiling);

  // The roof keeps the daylight to the windows; it is only ever seen by the lights.
  const roof = new Mesh(shapeGeometry, own(new MeshLambertMaterial({ side: DoubleSide })));
  roof.rotation.x = Math.PI / 2;
  roof.position.y = model.ceilingHeight + model.wallThickness / 2;
  roof.castShadow = true;
  roof.layers.set(SHADOW_ONLY_LAYER);
  scene.add(roof);

  // Walls.
  const wallParts: WallPart[] = [];
  const wallMaterial = own(new MeshLambertMaterial({ color: WALL }));
  model.panels.forEach((panel: WallPanel) => {
    const mesh = planBox(panel.centre, panel.size, panel.angle, kit, wallMaterial);
    mesh.castShadow = true;
    mesh.receiveShadow = true;
    scene.add(mesh);
    wallParts.push({ object: mesh, wall: panel.wall });
  });
  const fittingMaterials = new Map<string, Material>();
  model.fittings.forEach((fitting: FittingModel) => {
    const key = `${fitting.colour}:${fitting.finish}`;
    let mat = fittingMaterials.get(key);
    if (!mat) {
      mat = own(material(fitting.colour, fitting.finish));
      fittingMaterials.set(key, mat);
    }
    const mesh = planBox(fitting.centre, fitting.size, fitting.angle, kit, mat);
    mesh.castShadow = fitting.kind !== 'glass';
    mesh.receiveShadow = fitting.kind !== 'glass';
    scene.add(mesh);
    wallParts.push({ object: mesh, wall: fitting.wall });
  });

  const wallFaces = model.floor.map(([x, y], index) => {
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

  // Pieces: one group each, its own materials so the selected one can glow.
  const pieces = new Map<string, Group>();
  const pieceMaterials = new Map<string, Material[]>();
  const outlineMaterial = own(new LineBasicMaterial({ color: SELECTION }));
  const outlines = new Map<string, LineSegments>();
  model.pieces.forEach((piece: PieceModel) => {
    const group = new Group();
    group.name = piece.name;
    group.userData.pieceId = piece.id;
    group.position.set(piece.x, piece.elevation, piece.y);
    group.rotation.y = -radians(piece.rotation);
    const byKey = new Map<string, Material>();
    const materialFor = (part: Part): Material => {
      const key = `${part.colour}:${part.finish}`;
      let mat = byKey.get(key);
      if (!mat) {
        mat = own(material(part.colour, part.finish));
        byKey.set(key, mat);
      }
      return mat;
    };
    const byMaterial = new Map<Material, Mesh[]>();
    for (const part of [...piece.parts, ...piece.fixings]) {
      const mesh = partMesh(part, kit, materialFor);
      // A rug lying on the floor must not flicker with it.
      if (piece.layer === 'rug') mesh.position.y += 0.2;
      const mat = materialFor(part);
      byMaterial.set(mat, [...(byMaterial.get(mat) ?? []), mesh]);
    }
    for (const [mat, meshes] of byMaterial) {
      const merged = meshes.length > 1 ? mergedMesh(meshes, mat) : null;
      if (merged) extraGeometries.push(merged.geometry);
      for (const mesh of merged ? [merged] : meshes) {
        mesh.userData.pieceId = piece.id;
        group.add(mesh);
      }
    }
    pieceMaterials.set(piece.id, [...byKey.values()]);
    const bounds = partsBounds(piece.parts);
    if (bounds) {
      const outline = new LineSegments(kit.edges(), outlineMaterial);
      const pad = 2;
      outline.scale.set(
        bounds.max[0] - bounds.min[0] + pad,
        bounds.max[2] - bounds.min[2] + pad,
        bounds.max[1] - bounds.min[1] + pad,
      );
      outline.position.set(
        (bounds.min[0] + bounds.max[0]) / 2,
        (bounds.min[2] + bounds.max[2]) / 2,
        (bounds.min[1] + bounds.max[1]) / 2,
      );
      outline.visible = false;
      outline.raycast = () => undefined;
      group.add(outline);
      outlines.set(piece.id, outline);
    }
    scene.add(group);
    pieces.set(piece.id, group);
    if (piece.wall !== null) wallParts.push({ object: group, wall: piece.wall });
  });

  // Light: a soft sky everywhere, and daylight from outside each window.
  scene.add(new HemisphereLight(SKY, GROUND, 1.4));
  scene.add(new AmbientLight('#FFFFFF', 0.9));
  const { minX, minY, maxX, maxY } = model.bounds;
  const centre = new Vector3((minX + maxX) / 2, 0, (minY + maxY) / 2);
  const reach = Math.hypot(maxX - minX, maxY - minY) / 2 + 60;
  const windowCount = model.lights.length;
  model.lights.forEach((light, index) => {
    const sun = new DirectionalLight('#FFF1DC', 1.8 / Math.sqrt(windowCount));
    sun.position.set(light.position[0], light.position[2], light.position[1]);
    sun.target.position.set(light.target[0], light.target[2], light.target[1]);
    if (index < MAX_SHADOWED_WINDOWS) {
      sun.castShadow = true;
      sun.shadow.mapSize.set(1024, 1024);
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
    const key = new DirectionalLight('#FFF6EA', 0.9);
    key.position.set(centre.x + 200, 600, centre.z + 300);
    key.target.position.copy(centre);
    scene.add(key, key.target);
  }

  let selected: string | null = null;
  const setSelected = (id: string | null) => {
    if (id === selected) return;
    for (const pieceId of [selected, id]) {
      if (pieceId === null) continue;
      const on = pieceId === id;
      for (const mat of pieceMaterials.get(pieceId) ?? []) {
        if (mat instanceof MeshLambertMaterial || mat instanceof MeshPhongMaterial) {
          mat.emissive.set(on ? SELECTION : (mat.userData.emissive ?? '#000000'));
          mat.emissiveIntensity = on ? 0.28 : 1;
        }
      }
      const outline = outlines.get(pieceId);
      if (outline) outline.visible = on;
    }
    selected = id;
  };
  // Remember each glowing material's own glow, to restore it after a selection.
  for (const list of pieceMaterials.values()) {
    for (const mat of list) {
      if (mat instanceof MeshLambertMaterial || mat instanceof MeshPhongMaterial) {
        mat.userData.emissive = `#${mat.emissive.getHexString()}`;
      }
    }
  }

  const dispose = () => {
    kit.dispose();
    for (const geometry of extraGeometries) geometry.dispose();
    for (const mat of materials) mat.dispose();
    scene.traverse((object) => {
      if (object instanceof DirectionalLight) object.shadow.dispose();
    });
    scene.clear();
  };

  return { scene, wallParts, wallFaces, pieces, ceiling, setSelected, dispose };
}
