/**
 * The USDZ that RoomPlan's `CapturedRoom.export(to:)` writes -> the importer's surfaces.
 *
 * A USDZ is a zip of stored files whose first entry is the USD layer: a binary USDC crate, as
 * RoomPlan writes it, or USDA text. three.js's `USDLoader` composes either into objects with
 * their names and transforms (it runs without a DOM: in Node, a worker or the page). The
 * export keeps each wall, door, window, opening and floor as a prim of its own named by its
 * kind and number (`Wall0`, `Door0`, `Window1`, `Opening0`, `Floor0`), in groups such as
 * `Parametric_grp/Arch_grp/Wall_grp`; furniture sits under `Object_grp`. Each surface's box is
 * measured here from its geometry in the prim's own frame (its local x the length, y the
 * height), and its world transform places the box's centre, as in RoomPlan's JSON.
 *
 * A door or window nested in a wall prim sits in that wall; otherwise it lands on the nearest.
 * Curved walls have no arc in the export, only their mesh: they come in as straight walls.
 */
import { Box3, Matrix4, Quaternion, Vector3, type Mesh, type Object3D } from 'three';
import { USDLoader } from 'three/examples/jsm/loaders/USDLoader.js';
import { SCAN_MESSAGES, ScanImportError } from './scanErrors.ts';
import type { ScannedRoom, Surface, SurfaceKind } from './surfaces.ts';
import { readZipEntries } from './zip.ts';

const MAX_ENTRY_BYTES = 200 * 1024 * 1024;
const SURFACE_NAME = /^(Wall|Door|Window|Opening|Floor)_?\d+$/;
const ROOM_GROUP = /^(?:Room|Story|Level)[_-]?\d+/i;
const LAYER = /\.(usda|usdc|usd)$/i;

const KINDS: Readonly<Record<string, SurfaceKind>> = {
  Wall: 'wall',
  Door: 'door',
  Window: 'window',
  Opening: 'opening',
  Floor: 'floor',
};

const isMesh = (object: Object3D): object is Mesh => (object as Mesh).isMesh === true;

function kindOf(object: Object3D): SurfaceKind | null {
  const match = SURFACE_NAME.exec(object.name);
  return match ? (KINDS[match[1] as string] ?? null) : null;
}

function compose(bytes: Uint8Array): Object3D {
  const entries = readZipEntries(bytes, MAX_ENTRY_BYTES);
  const first = entries[0];
  if (!first || !LAYER.test(first.name)) throw new ScanImportError(SCAN_MESSAGES.usdzNoLayer);
  try {
    const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
    return new USDLoader().parse(buffer as ArrayBuffer);
  } catch {
    throw new ScanImportError(SCAN_MESSAGES.usdzUnreadable);
  }
}

interface Found {
  readonly object: Object3D;
  readonly kind: SurfaceKind;
  readonly wall: Object3D | null;
  readonly group: string;
}

/** The outermost prim of each surface (a `Wall0` Xform holding a `Wall0` mesh is one wall). */
function findSurfaces(root: Object3D): { found: Found[]; objects: Map<string, number> } {
  const found: Found[] = [];
  const objects = new Map<string, number>();
  const visit = (
    object: Object3D,
    surface: Object3D | null,
    wall: Object3D | null,
    group: string,
    inObjects: boolean,
  ) => {
    const here = ROOM_GROUP.test(object.name) && group === '' ? object.name : group;
    const kind = kindOf(object);
    const sameSurface = surface !== null && object.name === surface.name;
    let nextSurface = surface;
    let nextWall = wall;
    if (kind && !sameSurface) {
      found.push({ object, kind, wall, group: here });
      nextSurface = object;
      if (kind === 'wall') nextWall = object;
    }
    const nextInObjects = inObjects || object.name === 'Object_grp';
    if (inObjects && !kind && /^[A-Za-z]+\d+$/.test(object.name)) {
      objects.set(here, (objects.get(here) ?? 0) + 1);
      return;
    }
    for (const child of object.children) visit(child, nextSurface, nextWall, here, nextInObjects);
  };
  visit(root, null, null, '', false);
  return { found, objects };
}

/** The surface's box in its own frame, and that frame without scale, in the scan's world. */
function measure(
  { object, kind }: Found,
  id: string,
  parentId: string | undefined,
): Surface | null {
  const position = new Vector3();
  const rotation = new Quaternion();
  object.matrixWorld.decompose(position, rotation, new Vector3());
  const frame = new Matrix4().compose(position, rotation, new Vector3(1, 1, 1));
  const toFrame = frame.clone().invert();
  const box = new Box3();
  const part = new Box3();
  const collect = (node: Object3D) => {
    if (node !== object && kindOf(node) && node.name !== object.name) return;
    if (isMesh(node)) {
      node.geometry.computeBoundingBox();
      const bounds = node.geometry.boundingBox;
      if (bounds && !bounds.isEmpty()) {
        part.copy(bounds).applyMatrix4(new Matrix4().multiplyMatrices(toFrame, node.matrixWorld));
        box.union(part);
      }
    }
    for (const child of node.children) collect(child);
  };
  collect(object);
  if (box.isEmpty()) return null;
  const size = box.getSize(new Vector3());
  const centre = frame
    .clone()
    .multiply(new Matrix4().makeTranslation(box.getCenter(new Vector3())));
  const values = [size.x, size.y, size.z, ...centre.elements];
  if (!values.every(Number.isFinite)) return null;
  return {
    kind,
    id,
    ...(parentId ? { parentId } : {}),
    story: 0,
    dimensions: [size.x, size.y, size.z],
    transform: [...centre.elements],
  };
}

/** The rooms of a RoomPlan USDZ (one, unless its prims are grouped by room or story). */
export function readUsdz(bytes: Uint8Array): ScannedRoom[] {
  const root = compose(bytes);
  root.updateMatrixWorld(true);
  const { found, objects } = findSurfaces(root);
  const ids = new Map(found.map((item, index) => [item.object, `${item.object.name}#${index}`]));
  const surfaces = found.map((item) => ({
    group: item.group,
    surface: measure(
      item,
      ids.get(item.object) as string,
      item.kind === 'wall' || !item.wall ? undefined : ids.get(item.wall),
    ),
  }));
  const groups = [...new Set(surfaces.map(({ group }) => group))];
  const rooms = groups
    .map((group) => ({
      group,
      surfaces: surfaces
        .filter((item) => item.group === group)
        .map(({ surface }) => surface)
        .filter((surface): surface is Surface => surface !== null),
    }))
    .filter(({ surfaces: list }) => list.some((surface) => surface.kind === 'wall'));
  if (rooms.length === 0) throw new ScanImportError(SCAN_MESSAGES.usdzNoPrims);
  return rooms.map(({ group, surfaces: list }) => ({
    label: rooms.length > 1 ? group.replace(/[_-]/g, ' ') : 'Scanned room',
    surfaces: list,
    objectCount: objects.get(group) ?? 0,
  }));
}
