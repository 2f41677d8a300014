/**
 * The placed pieces: each a group named after its product (the node an exported file names),
 * its parts joined by material, a selection outline, and a soft contact shadow under what
 * stands on the floor so it sits there rather than floating.
 */
import {
  BoxGeometry,
  EdgesGeometry,
  Group,
  LineBasicMaterial,
  LineSegments,
  Mesh,
  MeshStandardMaterial,
  Object3D,
  PlaneGeometry,
  type BufferGeometry,
  type Material,
  type Scene,
} from 'three';
import {
  partsBounds,
  type Part,
  type PieceModel,
  type RoomModel,
} from '../../../lib/scene3d/index.ts';
import {
  joined,
  partGeometry,
  projectUVs,
  radians,
  solid,
  spreadUVsFromAbove,
} from './geometry.ts';
import { SELECTION, TEXTURE_PERIOD } from './materials.ts';
import type { SceneResources } from './resources.ts';
import type { WallPart } from './walls.ts';

/** What each piece group carries for export and picking. */
export interface PieceData {
  readonly pieceId: string;
  readonly productId: string;
  readonly productName: string;
  readonly kind: PieceModel['kind'];
}

export interface PlacedPieces {
  readonly groups: ReadonlyMap<string, Group>;
  readonly wallParts: readonly WallPart[];
  readonly setSelected: (id: string | null) => void;
}

/** A rug lies a hair above the floor so the two never flicker into each other. */
const RUG_LIFT = 0.2;
/** The contact shadows lie just over a rug's face, so a sofa on a rug is grounded on it too. */
const CONTACT_SHADOW_HEIGHT = 1.4;
/** Parts that start this low (cm) touch the floor for the contact shadow: legs, bases, pots. */
const NEAR_FLOOR = 15;

/** The footprint of what stands on the floor, in the piece's frame: a lamp's foot, not its shade. */
function groundedFootprint(piece: PieceModel) {
  const low = piece.parts.filter((part) => part.centre[2] - part.size[2] / 2 < NEAR_FLOOR);
  const bounds = partsBounds(low.length > 0 ? low : piece.parts);
  if (!bounds) return null;
  return {
    x: (bounds.min[0] + bounds.max[0]) / 2,
    y: (bounds.min[1] + bounds.max[1]) / 2,
    w: bounds.max[0] - bounds.min[0],
    d: bounds.max[1] - bounds.min[1],
  };
}

/** Whether the piece's footprint is round: its widest part seen from above is a disc. */
export function isRoundFootprint(piece: PieceModel): boolean {
  let widest: Part | null = null;
  for (const part of piece.parts) {
    if (!widest || part.size[0] * part.size[1] > widest.size[0] * widest.size[1]) widest = part;
  }
  if (!widest) return false;
  return widest.shape === 'sphere' || (widest.shape === 'cylinder' && widest.axis === 'z');
}

function pieceGroup(piece: PieceModel): Group {
  const group = new Group();
  group.name = piece.name;
  const data: PieceData = {
    pieceId: piece.id,
    productId: piece.productId,
    productName: piece.name,
    kind: piece.kind,
  };
  group.userData = { ...data };
  group.position.set(piece.x, piece.elevation, piece.y);
  group.rotation.y = -radians(piece.rotation);
  return group;
}

/** The piece's parts as one mesh per material, each with its own material so it can glow. */
function partMeshes(piece: PieceModel, resources: SceneResources): Mesh[] {
  const { kit, materials } = resources;
  const rug = piece.kind === 'rug';
  const round = isRoundFootprint(piece);
  const byLook = new Map<string, { material: MeshStandardMaterial; parts: Part[] }>();
  for (const part of [...piece.parts, ...piece.fixings]) {
    const key = `${part.colour}:${part.finish}`;
    let entry = byLook.get(key);
    if (!entry) {
      const material = rug
        ? materials.rug(part.colour, round)
        : materials.finish(part.colour, part.finish);
      entry = { material, parts: [] };
      byLook.set(key, entry);
    }
    entry.parts.push(part);
  }
  const meshes: Mesh[] = [];
  for (const { material, parts } of byLook.values()) {
    const geometry = joined(parts.map((part) => partGeometry(part, kit)));
    const finish = parts[0]?.finish ?? 'matte';
    if (rug) spreadUVsFromAbove(geometry);
    else projectUVs(geometry, TEXTURE_PERIOD[finish]);
    const mesh = solid(resources.geometry(geometry), material, finish !== 'glass');
    if (rug) mesh.position.y += RUG_LIFT;
    mesh.name = `${piece.name} (${finish})`;
    mesh.userData = { pieceId: piece.id };
    meshes.push(mesh);
  }
  return meshes;
}

/** The piece's bounding box drawn in the selection's colour, hidden until selected. */
function selectionOutline(piece: PieceModel, edges: BufferGeometry, material: Material) {
  const bounds = partsBounds(piece.parts);
  if (!bounds) return null;
  const outline = new LineSegments(edges, material);
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
  outline.name = 'Selection outline';
  outline.userData = { helper: true };
  outline.visible = false;
  outline.raycast = () => undefined;
  return outline;
}

/**
 * The contact shadows of every piece standing on the floor, as two meshes (round and
 * square-cornered): a baked soft patch is far cheaper than ambient occlusion on a phone.
 */
function contactShadows(scene: Scene, model: RoomModel, resources: SceneResources): void {
  const quads: Record<'round' | 'square', BufferGeometry[]> = { round: [], square: [] };
  const placer = new Object3D();
  for (const piece of model.pieces) {
    if (piece.layer !== 'floor' || piece.elevation > 0) continue;
    const footprint = groundedFootprint(piece);
    if (!footprint) continue;
    const { w, d } = footprint;
    const margin = Math.max(4, Math.min(16, Math.min(w, d) * 0.18));
    const turn = -radians(piece.rotation);
    // The footprint's centre in the piece's frame, turned onto the plan (scene x, z).
    const cx = piece.x + footprint.x * Math.cos(turn) + footprint.y * Math.sin(turn);
    const cz = piece.y - footprint.x * Math.sin(turn) + footprint.y * Math.cos(turn);
    placer.position.set(cx, CONTACT_SHADOW_HEIGHT, cz);
    placer.rotation.set(0, turn, 0);
    placer.scale.set(w + margin * 2, 1, d + margin * 2);
    placer.updateMatrix();
    const quad = new PlaneGeometry(1, 1).rotateX(-Math.PI / 2).applyMatrix4(placer.matrix);
    quads[isRoundFootprint(piece) ? 'round' : 'square'].push(quad);
  }
  for (const shape of ['round', 'square'] as const) {
    if (quads[shape].length === 0) continue;
    const geometry = resources.geometry(joined(quads[shape]));
    const mesh = new Mesh(geometry, resources.materials.contactShadow(shape === 'round'));
    mesh.name = 'Contact shadows';
    mesh.userData = { helper: true };
    mesh.raycast = () => undefined;
    // Drawn after the opaque room, over the floor and the rugs.
    mesh.renderOrder = 1;
    scene.add(mesh);
  }
}

export function buildPieces(
  scene: Scene,
  model: RoomModel,
  resources: SceneResources,
): PlacedPieces {
  const groups = new Map<string, Group>();
  const wallParts: WallPart[] = [];
  const glowing = new Map<string, MeshStandardMaterial[]>();
  const outlines = new Map<string, LineSegments>();
  const edges = resources.geometry(new EdgesGeometry(new BoxGeometry(1, 1, 1)));
  const outlineMaterial = resources.materials.own(new LineBasicMaterial({ color: SELECTION }));

  for (const piece of model.pieces) {
    const group = pieceGroup(piece);
    const meshes = partMeshes(piece, resources);
    group.add(...meshes);
    glowing.set(
      piece.id,
      meshes.flatMap((mesh) =>
        mesh.material instanceof MeshStandardMaterial ? [mesh.material] : [],
      ),
    );
    const outline = selectionOutline(piece, edges, outlineMaterial);
    if (outline) {
      group.add(outline);
      outlines.set(piece.id, outline);
    }
    scene.add(group);
    groups.set(piece.id, group);
    if (piece.wall !== null) wallParts.push({ object: group, wall: piece.wall });
  }
  contactShadows(scene, model, resources);

  let selected: string | null = null;
  const setSelected = (id: string | null) => {
    if (id === selected) return;
    for (const pieceId of [selected, id]) {
      if (pieceId === null) continue;
      const on = pieceId === id;
      for (const material of glowing.get(pieceId) ?? []) {
        const own: unknown = material.userData.emissive;
        material.emissive.set(on ? SELECTION : typeof own === 'string' ? own : '#000000');
        material.emissiveIntensity = on ? 0.28 : 1;
      }
      const outline = outlines.get(pieceId);
      if (outline) outline.visible = on;
    }
    selected = id;
  };

  return { groups, wallParts, setSelected };
}
