/**
 * The USDZ that RoomPlan's `CapturedRoom.export(to:)` writes -> the importer's surfaces.
 *
 * A USDZ is a zip of stored files whose first entry is the USD layer: a binary USDC crate, as
 * RoomPlan writes it, or USDA text. three.js's USD loader parses either and composes the prims
 * into objects with their names and transforms (it runs without a DOM: in Node, a worker or the
 * page); furniture is dropped between the two steps, as composing it is most of the time. The
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
import { USDAParser } from 'three/examples/jsm/loaders/usd/USDAParser.js';
import { USDCParser } from 'three/examples/jsm/loaders/usd/USDCParser.js';
import { USDComposer } from 'three/examples/jsm/loaders/usd/USDComposer.js';
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

const CRATE_MAGIC = 'PXR-USDC';
/** Furniture: left out of the plan, so never composed into meshes (the slow part of loading). */
const OBJECTS_GROUP = 'Object_grp';

/**
 * The layer's prims as three.js objects. The parsers and the composer are three.js's
 * `USDLoader` taken apart, so that the furniture's prims can be counted and dropped before they
 * are composed: a room's furniture is most of an export and takes most of the time.
 */
function compose(bytes: Uint8Array): { root: Object3D; objectPrims: Map<string, number> } {
  const entries = readZipEntries(bytes, MAX_ENTRY_BYTES);
  const first = entries[0];
  if (!first || !LAYER.test(first.name)) throw new ScanImportError(SCAN_MESSAGES.usdzNoLayer);
  if (first.method !== 0) throw new ScanImportError(SCAN_MESSAGES.usdzUnreadable);
  const layer = bytes.subarray(first.dataOffset, first.dataOffset + first.size);
  try {
    const isCrate = new TextDecoder().decode(layer.subarray(0, 8)) === CRATE_MAGIC;
    const parsed = isCrate
      ? new USDCParser().parseData(layer.slice().buffer)
      : new USDAParser().parseData(new TextDecoder().decode(layer));
    const objectPrims = new Map<string, number>();
    const kept: Record<string, unknown> = {};
    for (const [path, spec] of Object.entries(parsed.specsByPath)) {
      const names = path.split('/');
      const at = names.indexOf(OBJECTS_GROUP);
      if (at < 0 || at === names.length - 1) {
        kept[path] = spec;
      } else if (!path.includes('.') && /^[A-Za-z]+\d+$/.test(names[names.length - 1] ?? '')) {
        // A numbered prim straight under a furniture group ("Table_grp/Table0") is one piece.
        if ((names[names.length - 2] ?? '').endsWith('_grp')) {
          const group = names.find((name) => ROOM_GROUP.test(name)) ?? '';
          objectPrims.set(group, (objectPrims.get(group) ?? 0) + 1);
        }
      }
    }
    return { root: new USDComposer().compose({ specsByPath: kept }), objectPrims };
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
function findSurfaces(root: Object3D): Found[] {
  const found: Found[] = [];
  const visit = (
    object: Object3D,
    surface: Object3D | null,
    wall: Object3D | null,
    group: string,
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
    for (const child of object.children) visit(child, nextSurface, nextWall, here);
  };
  visit(root, null, null, '');
  return found;
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
  const { root, objectPrims } = compose(bytes);
  root.updateMatrixWorld(true);
  const found = findSurfaces(root);
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
    objectCount:
      rooms.length > 1
        ? (objectPrims.get(group) ?? 0)
        : [...objectPrims.values()].reduce((sum, count) => sum + count, 0),
  }));
}
