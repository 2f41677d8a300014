// @vitest-environment node
import type { Group, Object3D } from 'three';
import { Box3, Matrix4, Mesh, Raycaster, Vector3, type BufferGeometry } from 'three';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { USDLoader } from 'three/examples/jsm/loaders/USDLoader.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { findFurniture } from '../../src/content/catalogue.ts';
import { exportRoom, type RoomFile } from '../../src/features/room-3d-export/exportRoom.ts';
import { usdName } from '../../src/features/room-3d-export/exportScene.ts';
import {
  buildRoomModel,
  partsBounds,
  type OpeningModel,
  type PieceModel,
  type RoomModel,
} from '../../src/lib/scene3d/index.ts';
import { LIVING_ROOM, LIVING_ROOM_PIECES } from './designedRoom.ts';
import { installNodeFileReader } from './nodeFileReader.ts';
import { readZipEntries } from '../../src/lib/room/capture/zip.ts';

const CM = 0.01;
const MM = 0.001;
/** AR Quick Look's guidance for a model. */
const MAX_TRIANGLES = 100_000;
const MAX_TEXTURE = 2048;
const MAX_BYTES = 10 * 1024 * 1024;

const input = { plan: LIVING_ROOM, pieces: LIVING_ROOM_PIECES, name: 'Living room' };
const model: RoomModel = buildRoomModel(LIVING_ROOM, LIVING_ROOM_PIECES);

function must<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`${what} is missing`);
  return value;
}

function meshesUnder(root: Object3D): Mesh[] {
  const meshes: Mesh[] = [];
  root.traverse((object) => {
    if (object instanceof Mesh) meshes.push(object);
  });
  return meshes;
}

function triangles(root: Object3D): number {
  return meshesUnder(root).reduce((sum, mesh) => {
    const geometry: BufferGeometry = mesh.geometry;
    const index = geometry.getIndex();
    return sum + (index ? index.count : geometry.getAttribute('position').count) / 3;
  }, 0);
}

/** The box of everything under `node`, in `node`'s own frame. */
function localBox(node: Object3D): Box3 {
  node.updateMatrixWorld(true);
  const toNode = new Matrix4().copy(node.matrixWorld).invert();
  const box = new Box3();
  for (const mesh of meshesUnder(node)) {
    mesh.geometry.computeBoundingBox();
    const part = must(mesh.geometry.boundingBox, 'a bounding box').clone();
    box.union(part.applyMatrix4(new Matrix4().multiplyMatrices(toNode, mesh.matrixWorld)));
  }
  return box;
}

function worldBox(node: Object3D): Box3 {
  node.updateMatrixWorld(true);
  return new Box3().setFromObject(node);
}

/** The piece's box in its own frame, in metres, on the file's axes (x across, y up, z deep). */
function expectedLocalBox(piece: PieceModel): Box3 {
  const bounds = must(partsBounds([...piece.parts, ...piece.fixings]), 'the parts');
  const box = new Box3(
    new Vector3(bounds.min[0], bounds.min[2], bounds.min[1]),
    new Vector3(bounds.max[0], bounds.max[2], bounds.max[1]),
  );
  box.min.multiplyScalar(CM);
  box.max.multiplyScalar(CM);
  return box;
}

function expectedPlace(piece: PieceModel): Matrix4 {
  const turn = new Matrix4().makeRotationY((-piece.rotation * Math.PI) / 180);
  return new Matrix4()
    .makeTranslation(piece.x * CM, piece.elevation * CM, piece.y * CM)
    .multiply(turn);
}

function expectNear(actual: Vector3, expected: Vector3, tolerance: number, what: string): void {
  const off = actual.distanceTo(expected);
  expect(off, `${what}: ${actual.toArray()} against ${expected.toArray()}`).toBeLessThanOrEqual(
    tolerance,
  );
}

/** Checks one piece's node: its size within 1 mm and its place within 1 cm of the model. */
function expectPiece(node: Object3D, piece: PieceModel): void {
  const expectedLocal = expectedLocalBox(piece);
  const local = localBox(node);
  const size = local.getSize(new Vector3());
  expectNear(size, expectedLocal.getSize(new Vector3()), MM, `${piece.name}'s size`);
  if (piece.fixings.length === 0) {
    // What the catalogue says: width across, height up, depth from back to front.
    const product = must(findFurniture(piece.productId), piece.productId);
    const rug = piece.kind === 'rug';
    expect(Math.abs(size.x - product.width * CM)).toBeLessThanOrEqual(MM);
    expect(Math.abs(size.z - product.depth * CM)).toBeLessThanOrEqual(MM);
    if (!rug) expect(Math.abs(size.y - product.height * CM)).toBeLessThanOrEqual(MM);
  }
  const position = new Vector3().setFromMatrixPosition(node.matrixWorld);
  expectNear(
    position,
    new Vector3(piece.x * CM, piece.elevation * CM, piece.y * CM),
    CM,
    `${piece.name}'s place`,
  );
  const expectedWorld = expectedLocal.clone().applyMatrix4(expectedPlace(piece));
  const world = worldBox(node);
  expectNear(world.min, expectedWorld.min, CM, `${piece.name}'s near corner`);
  expectNear(world.max, expectedWorld.max, CM, `${piece.name}'s far corner`);
}

/** A ray from inside the room out through the wall at a point of an opening, in metres. */
function rayThroughWall(opening: OpeningModel, along: number, height: number): Raycaster {
  const radians = (opening.angle * Math.PI) / 180;
  const [cx, cy] = opening.centre;
  const x = cx + Math.cos(radians) * along;
  const y = cy + Math.sin(radians) * along;
  const inside = 30;
  const origin = new Vector3(
    (x + opening.inward[0] * inside) * CM,
    height * CM,
    (y + opening.inward[1] * inside) * CM,
  );
  const direction = new Vector3(-opening.inward[0], 0, -opening.inward[1]).normalize();
  return new Raycaster(origin, direction, 0, (inside + model.wallThickness * 2) * CM);
}

/** Every wall is there, each opening goes through its wall, and the wall stands beside it. */
function expectWalls(root: Object3D, wallName: (n: number) => string): void {
  const walls = model.floor.map((_, index) =>
    must(root.getObjectByName(wallName(index + 1)), `wall ${index + 1}`),
  );
  expect(walls).toHaveLength(LIVING_ROOM.outline.length);
  const wallMeshes = walls.flatMap((wall) => meshesUnder(wall));
  expect(model.openings.length).toBe(LIVING_ROOM.doors.length + LIVING_ROOM.windows.length);
  for (const opening of model.openings) {
    const middle = (opening.bottom + opening.top) / 2;
    const through = rayThroughWall(opening, 0, middle).intersectObjects(wallMeshes, false);
    expect(through, `the ${opening.type} on wall ${opening.wall + 1} is open`).toHaveLength(0);
    // Above a door's head, or below a window's sill, the wall is solid.
    const solidAt =
      opening.type === 'door' ? (opening.top + LIVING_ROOM.height) / 2 : opening.bottom / 2;
    const solid = rayThroughWall(opening, 0, solidAt).intersectObjects(wallMeshes, false);
    expect(solid.length, `the wall round the ${opening.type} is solid`).toBeGreaterThan(0);
  }
}

function expectFloor(floor: Object3D | undefined): void {
  const mesh = must(floor, 'the floor');
  const box = worldBox(mesh);
  expectNear(box.min, new Vector3(0, 0, 0), MM, 'the floor');
  expectNear(box.max, new Vector3(4.8, 0, 3.9), MM, 'the floor');
  const [floorMesh] = meshesUnder(mesh);
  const normal = must(floorMesh, 'the floor mesh').geometry.getAttribute('normal');
  expect(normal.getY(0)).toBeGreaterThan(0.99);
}

describe('the room as glTF binary', () => {
  let file: RoomFile;
  let scene: Group;
  let json: {
    asset: { version: string };
    nodes: { name?: string; extras?: Record<string, unknown> }[];
    images?: unknown[];
  };

  beforeAll(async () => {
    installNodeFileReader();
    file = await exportRoom(input, 'glb', { textures: false });
    const gltf = await new GLTFLoader().parseAsync(file.bytes.buffer, '');
    scene = gltf.scene;
    scene.updateMatrixWorld(true);
    // The JSON chunk: 12 bytes of header, then its length and type.
    const view = new DataView(file.bytes.buffer);
    const length = view.getUint32(12, true);
    json = JSON.parse(new TextDecoder().decode(file.bytes.subarray(20, 20 + length)));
  });

  it('is a glTF 2.0 binary within the Quick Look guidance', () => {
    expect(new TextDecoder().decode(file.bytes.subarray(0, 4))).toBe('glTF');
    expect(json.asset.version).toBe('2.0');
    expect(file.mimeType).toBe('model/gltf-binary');
    expect(file.bytes.byteLength).toBeLessThan(MAX_BYTES);
    expect(file.triangles).toBe(triangles(scene));
    expect(file.triangles).toBeLessThan(MAX_TRIANGLES);
    expect(file.largestTexture).toBeLessThanOrEqual(MAX_TEXTURE);
    // Node has no canvas to encode images with: the export leaves textures out there.
    expect(json.images ?? []).toHaveLength(0);
  });

  it('keeps the colours alone where there is no canvas to encode textures', async () => {
    const plain = await exportRoom(input, 'glb');
    expect(plain.largestTexture).toBe(0);
    expect(plain.bytes.byteLength).toBe(file.bytes.byteLength);
  });

  it('has one node per piece, named for its product, with its ids in extras', () => {
    const nodes = json.nodes.filter((node) => node.extras?.pieceId !== undefined);
    expect(nodes).toHaveLength(LIVING_ROOM_PIECES.length);
    for (const piece of model.pieces) {
      const node = must(
        nodes.find((candidate) => candidate.extras?.pieceId === piece.id),
        piece.id,
      );
      expect(node.name).toBe(piece.name);
      expect(node.extras).toEqual({
        pieceId: piece.id,
        productId: piece.productId,
        productName: piece.name,
        kind: piece.kind,
      });
    }
  });

  it('puts every piece at its size and place, in metres with y up', () => {
    for (const piece of model.pieces) {
      let node: Object3D | undefined;
      scene.traverse((object) => {
        if (!node && object.userData.pieceId === piece.id) node = object;
      });
      expectPiece(must(node, piece.name), piece);
    }
  });

  it('has the floor and the walls with their openings', () => {
    expectFloor(scene.getObjectByName('Floor'));
    // GLTFLoader turns spaces in node names into underscores; the file has "Wall 1".
    expectWalls(scene, (n) => `Wall_${n}`);
    expect(json.nodes.map((node) => node.name)).toEqual(
      expect.arrayContaining(['Floor', 'Walls', 'Wall 1', 'Wall 2', 'Wall 3', 'Wall 4']),
    );
    const wall = json.nodes.find((node) => node.name === 'Wall 1');
    expect(wall?.extras).toEqual({
      wall: 1,
      openings: [{ type: 'door', number: 1, from: 0.4, to: 1.25, bottom: 0, top: 2.1 }],
    });
  });
});

describe('the room as USDZ', () => {
  let file: RoomFile;
  let scene: Group;
  let usda: string;

  beforeAll(async () => {
    file = await exportRoom(input, 'usdz', { textures: false });
    scene = new USDLoader().parse(file.bytes.buffer);
    scene.updateMatrixWorld(true);
    const layout = readZipEntries(file.bytes, Number.MAX_SAFE_INTEGER);
    const first = must(layout[0], 'the first entry');
    usda = new TextDecoder().decode(
      file.bytes.subarray(first.dataOffset, first.dataOffset + first.size),
    );
  });

  it('is within the Quick Look guidance, in metres with y up, anchored to the floor', () => {
    expect(file.mimeType).toBe('model/vnd.usdz+zip');
    expect(file.bytes.byteLength).toBeLessThan(MAX_BYTES);
    expect(file.triangles).toBe(triangles(scene));
    expect(file.triangles).toBeLessThan(MAX_TRIANGLES);
    expect(file.largestTexture).toBeLessThanOrEqual(MAX_TEXTURE);
    expect(usda).toContain('metersPerUnit = 1');
    expect(usda).toContain('upAxis = "Y"');
    expect(usda).toContain('token preliminary:anchoring:type = "plane"');
  });

  it('stores every entry uncompressed, its data 64-byte aligned, the scene first', () => {
    const layout = readZipEntries(file.bytes, Number.MAX_SAFE_INTEGER);
    expect(layout.length).toBeGreaterThan(1);
    expect(must(layout[0], 'the first entry').name).toBe('model.usda');
    for (const entry of layout) {
      expect(entry.method, entry.name).toBe(0);
      expect(entry.compressedSize, entry.name).toBe(entry.size);
      expect(entry.dataOffset % 64, `${entry.name} at ${entry.dataOffset}`).toBe(0);
    }
  });

  it('has one node per piece, named for its product, with its ids in customData', () => {
    const seen = new Map<string, number>();
    for (const piece of model.pieces) {
      const count = (seen.get(piece.name) ?? 0) + 1;
      seen.set(piece.name, count);
      const name = count === 1 ? usdName(piece.name) : `${usdName(piece.name)}_${count}`;
      const node = must(scene.getObjectByName(name), name);
      expectPiece(node, piece);
      const prim = new RegExp(
        `def Xform "${name}" \\(\\s*displayName = "([^"]*)"\\s*customData = \\{([^}]*)\\}`,
      ).exec(usda);
      expect(prim?.[1]).toBe(piece.name);
      expect(prim?.[2]).toContain(`string pieceId = "${piece.id}"`);
      expect(prim?.[2]).toContain(`string productId = "${piece.productId}"`);
      expect(prim?.[2]).toContain(`string productName = "${piece.name}"`);
    }
  });

  it('has the floor and the walls with their openings', () => {
    expectFloor(scene.getObjectByName('Floor'));
    expectWalls(scene, (n) => `Wall_${n}`);
  });
});
