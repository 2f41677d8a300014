/**
 * The scene the 3D view draws, made ready for a file: in metres, y up, and only what a file
 * carries. Lights, selection outlines, the ceiling and the shadow-only roof stay behind: other
 * tools light a model themselves, and AR Quick Look adds its own contact shadow.
 *
 * Each node keeps its place and turn in metres, and each mesh's geometry is baked into its
 * node's frame, so Blender and Reality Composer read true sizes without a chain of unit scales.
 */
import type { Object3D } from 'three';
import {
  BufferAttribute,
  BufferGeometry,
  CanvasTexture,
  FrontSide,
  Group,
  Matrix4,
  Mesh,
  MeshLambertMaterial,
  MeshPhongMaterial,
  MeshStandardMaterial,
  Scene,
  Texture,
  type Material,
} from 'three';
import type { OpeningModel, PieceModel, RoomModel } from '../../lib/scene3d/index.ts';

/** The room model and the 3D view work in centimetres; glTF and USD in metres. */
export const METRES_PER_CM = 0.01;

/** Layer 0 is what the camera draws; objects only on other layers exist for shadows. */
const DRAWN_LAYER = 0;

export interface ExportSceneOptions {
  /** The room's name, given to the scene. */
  readonly name: string;
  /**
   * Keep image textures. The exporters draw each texture on a canvas to encode it, which a
   * browser has and Node does not; without them the colours stay.
   */
  readonly textures: boolean;
  /** USD names allow only letters, digits and underscores, unique in the file. */
  readonly names: 'display' | 'usd';
}

/** What a piece's node carries besides its name: glTF `extras`, USD `customData`. */
export interface PieceExtras {
  readonly pieceId: string;
  readonly productId: string;
  readonly productName: string;
  readonly kind: string;
}

export interface ExportScene {
  readonly scene: Scene;
  /** Each piece's node, by piece id. */
  readonly pieces: ReadonlyMap<string, { readonly node: Group; readonly extras: PieceExtras }>;
  readonly triangles: number;
  /** The largest side of any texture kept, in pixels (0 without textures). */
  readonly largestTexture: number;
  readonly dispose: () => void;
}

/** A name USD accepts: letters, digits and underscores, not starting with a digit. */
export function usdName(text: string): string {
  const name = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  if (!name) return 'Node';
  return /^[0-9]/.test(name) ? `_${name}` : name;
}

/**
 * Gives every node its name. glTF takes the product's name as it is, even twice (its extras
 * tell the pieces apart); a USD name must be unique, so a second one gets `_2`, and so on.
 */
class Names {
  private readonly used = new Set<string>();

  constructor(private readonly mode: ExportSceneOptions['names']) {}

  take(display: string): string {
    if (this.mode === 'display') return display;
    const base = usdName(display);
    let name = base;
    for (let n = 2; this.used.has(name); n += 1) name = `${base}_${n}`;
    this.used.add(name);
    return name;
  }
}

/**
 * Whether the view draws this as part of the room: visible, on the drawn layer, and not one of
 * the view's helpers (selection outlines, contact shadows), which the scene marks
 * `userData.helper`.
 */
function drawn(object: Object3D): boolean {
  for (let node: Object3D | null = object; node; node = node.parent) {
    if (!node.visible || !node.layers.isEnabled(DRAWN_LAYER)) return false;
    if (node.userData.helper === true) return false;
  }
  return true;
}

/** Meshes under `root` that the view draws; lines, points and sprites stay behind. */
function drawnMeshes(root: Object3D): Mesh[] {
  const meshes: Mesh[] = [];
  root.traverse((object) => {
    if (object instanceof Mesh && drawn(object)) meshes.push(object);
  });
  return meshes;
}

/** Triangles reversed, for a geometry turned inside out by a mirror or facing the wrong way. */
function reverseWinding(geometry: BufferGeometry): void {
  const index = geometry.getIndex();
  if (index) {
    for (let i = 0; i + 2 < index.count; i += 3) {
      const b = index.getX(i + 1);
      index.setX(i + 1, index.getX(i + 2));
      index.setX(i + 2, b);
    }
    index.needsUpdate = true;
    return;
  }
  for (const attribute of Object.values(geometry.attributes)) {
    if (!(attribute instanceof BufferAttribute)) continue;
    const size = attribute.itemSize;
    const array = attribute.array;
    for (let i = 0; i + 2 < attribute.count; i += 3) {
      for (let k = 0; k < size; k += 1) {
        const a = (i + 1) * size + k;
        const b = (i + 2) * size + k;
        const kept = array[a] as number;
        array[a] = array[b] as number;
        array[b] = kept;
      }
    }
    attribute.needsUpdate = true;
  }
}

/**
 * The mesh's geometry in metres in `frame`'s coordinates, with only what both formats read
 * (positions, normals, texture coordinates), so the file holds nothing the view alone uses.
 */
function bakedGeometry(mesh: Mesh, frame: Object3D): BufferGeometry {
  const relative = new Matrix4().copy(frame.matrixWorld).invert().multiply(mesh.matrixWorld);
  const toFile = new Matrix4().makeScale(METRES_PER_CM, METRES_PER_CM, METRES_PER_CM);
  const geometry = new BufferGeometry();
  const source = mesh.geometry;
  for (const name of ['position', 'normal', 'uv']) {
    const attribute = source.getAttribute(name);
    if (attribute instanceof BufferAttribute) geometry.setAttribute(name, attribute.clone());
  }
  const index = source.getIndex();
  if (index) geometry.setIndex(index.clone());
  for (const group of source.groups)
    geometry.addGroup(group.start, group.count, group.materialIndex);
  geometry.applyMatrix4(toFile.multiply(relative));
  if (relative.determinant() < 0) reverseWinding(geometry);
  if (!geometry.getAttribute('normal')) geometry.computeVertexNormals();
  return geometry;
}

/** The floor drawn from both sides in the view; a file gets one side, facing up. */
function faceUp(geometry: BufferGeometry): void {
  const normal = geometry.getAttribute('normal');
  if (!(normal instanceof BufferAttribute) || normal.count === 0 || normal.getY(0) >= 0) return;
  for (let i = 0; i < normal.count; i += 1) {
    normal.setXYZ(i, -normal.getX(i), -normal.getY(i), -normal.getZ(i));
  }
  normal.needsUpdate = true;
  reverseWinding(geometry);
}

function triangleCount(geometry: BufferGeometry): number {
  const index = geometry.getIndex();
  const position = geometry.getAttribute('position');
  return Math.floor((index ? index.count : position.count) / 3);
}

const TEXTURE_SLOTS = [
  'map',
  'normalMap',
  'roughnessMap',
  'metalnessMap',
  'aoMap',
  'emissiveMap',
  'alphaMap',
  'bumpMap',
  'displacementMap',
  'lightMap',
  'envMap',
] as const;

/** AR Quick Look's guidance: textures at most 2048 px a side. */
export const MAX_TEXTURE_SIZE = 2048;

interface PixelData {
  readonly data: ArrayLike<number>;
  readonly width: number;
  readonly height: number;
}

function isPixelData(image: unknown): image is PixelData {
  if (!image || typeof image !== 'object') return false;
  const { data, width, height } = image as Partial<Record<string, unknown>>;
  return (
    typeof width === 'number' &&
    typeof height === 'number' &&
    (data instanceof Uint8Array || data instanceof Uint8ClampedArray) &&
    data.length === width * height * 4
  );
}

function isDrawable(image: unknown): image is CanvasImageSource & {
  width: number;
  height: number;
} {
  return (
    (typeof HTMLImageElement !== 'undefined' && image instanceof HTMLImageElement) ||
    (typeof HTMLCanvasElement !== 'undefined' && image instanceof HTMLCanvasElement) ||
    (typeof ImageBitmap !== 'undefined' && image instanceof ImageBitmap) ||
    (typeof OffscreenCanvas !== 'undefined' && image instanceof OffscreenCanvas)
  );
}

/**
 * A texture both exporters can encode: a canvas of at most 2048 px a side. The view paints its
 * textures into typed arrays (DataTexture), which USDZExporter refuses, so they are copied onto
 * a canvas with the same wrapping, repeat and orientation. Null where there is no canvas
 * (Node) or the texture cannot be read back (compressed, float).
 */
function fileTexture(texture: Texture, made: Texture[]): Texture | null {
  if (typeof document === 'undefined') return null;
  const image: unknown = texture.image;
  let source: CanvasImageSource;
  let width: number;
  let height: number;
  if (isDrawable(image)) {
    if (Math.max(image.width, image.height) <= MAX_TEXTURE_SIZE) return texture;
    ({ width, height } = image);
    source = image;
  } else if (isPixelData(image)) {
    ({ width, height } = image);
    const pixels = document.createElement('canvas');
    pixels.width = width;
    pixels.height = height;
    const context = pixels.getContext('2d');
    if (!context) return null;
    context.putImageData(new ImageData(Uint8ClampedArray.from(image.data), width, height), 0, 0);
    source = pixels;
  } else {
    return null;
  }
  const scale = Math.min(1, MAX_TEXTURE_SIZE / Math.max(width, height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(source, 0, 0, canvas.width, canvas.height);
  const copy = new CanvasTexture(canvas);
  copy.name = texture.name;
  copy.wrapS = texture.wrapS;
  copy.wrapT = texture.wrapT;
  copy.repeat.copy(texture.repeat);
  copy.offset.copy(texture.offset);
  copy.center.copy(texture.center);
  copy.rotation = texture.rotation;
  copy.colorSpace = texture.colorSpace;
  // Rows stay in the order the view uploads them: a DataTexture is not flipped.
  copy.flipY = texture.flipY;
  copy.channel = texture.channel;
  copy.userData = { mimeType: 'image/png' };
  made.push(copy);
  return copy;
}

function textureSide(texture: Texture): number {
  const image: unknown = texture.image;
  if (image && typeof image === 'object' && 'width' in image && 'height' in image) {
    const { width, height } = image as { width: unknown; height: unknown };
    if (typeof width === 'number' && typeof height === 'number') return Math.max(width, height);
  }
  return 0;
}

/**
 * Both exporters write physically based materials (glTF's metallic-roughness, USD's preview
 * surface); the view's Lambert and Phong materials become their nearest standard ones.
 */
class MaterialConverter {
  private readonly converted = new Map<Material, MeshStandardMaterial>();
  private readonly textures = new Map<Texture, Texture | null>();
  private readonly madeTextures: Texture[] = [];
  largestTexture = 0;

  constructor(private readonly options: ExportSceneOptions) {}

  convert(material: Material): MeshStandardMaterial {
    let result = this.converted.get(material);
    if (!result) {
      result = this.make(material);
      this.converted.set(material, result);
    }
    return result;
  }

  private make(material: Material): MeshStandardMaterial {
    let result: MeshStandardMaterial;
    if (material instanceof MeshStandardMaterial) {
      result = material.clone();
    } else {
      result = new MeshStandardMaterial({ roughness: 0.9, metalness: 0 });
      if (material instanceof MeshLambertMaterial || material instanceof MeshPhongMaterial) {
        result.color.copy(material.color);
        result.emissive.copy(material.emissive);
        result.emissiveIntensity = material.emissiveIntensity;
        result.map = material.map;
      }
      if (material instanceof MeshPhongMaterial) {
        // Blinn-Phong's shininess against GGX's roughness, roughly: higher shine, smoother.
        result.roughness = Math.min(1, Math.max(0.05, Math.sqrt(2 / (material.shininess + 2))));
      }
    }
    result.name = material.name;
    result.userData = {};
    result.opacity = material.opacity;
    result.transparent = material.transparent;
    result.envMap = null;
    if (this.options.names === 'usd') result.side = FrontSide;
    const slots = result as unknown as Record<string, unknown>;
    for (const slot of TEXTURE_SLOTS) {
      const texture = slots[slot];
      if (!(texture instanceof Texture)) continue;
      // The room's light and baked light belong to the view; other tools light the model.
      const kept =
        this.options.textures && slot !== 'envMap' && slot !== 'lightMap'
          ? this.texture(texture)
          : null;
      slots[slot] = kept;
      if (kept) this.largestTexture = Math.max(this.largestTexture, textureSide(kept));
    }
    return result;
  }

  private texture(texture: Texture): Texture | null {
    if (!this.textures.has(texture))
      this.textures.set(texture, fileTexture(texture, this.madeTextures));
    return this.textures.get(texture) ?? null;
  }

  dispose(): void {
    for (const material of this.converted.values()) material.dispose();
    for (const texture of this.madeTextures) texture.dispose();
  }
}

function openingExtras(opening: OpeningModel) {
  const m = (cm: number) => Math.round(cm * METRES_PER_CM * 1e4) / 1e4;
  return {
    type: opening.type,
    number: opening.index + 1,
    from: m(opening.from),
    to: m(opening.to),
    bottom: m(opening.bottom),
    top: m(opening.top),
  };
}

function pieceExtrasOf(group: Object3D, piece: PieceModel | undefined): PieceExtras | null {
  const data = group.userData as Partial<Record<keyof PieceExtras, unknown>>;
  const pieceId = typeof data.pieceId === 'string' ? data.pieceId : piece?.id;
  if (!pieceId) return null;
  const text = (value: unknown, fallback: string | undefined) =>
    typeof value === 'string' ? value : (fallback ?? '');
  return {
    pieceId,
    productId: text(data.productId, piece?.productId),
    productName: text(data.productName, piece?.name ?? group.name),
    kind: text(data.kind, piece?.kind),
  };
}

/**
 * A file-ready copy of the view's scene (`buildRoomScene`). The view's scene is left as it
 * was; the copy's geometries and materials are its own and freed by `dispose`.
 */
export function buildExportScene(
  viewScene: Scene,
  model: RoomModel,
  options: ExportSceneOptions,
): ExportScene {
  viewScene.updateMatrixWorld(true);
  const names = new Names(options.names);
  const materials = new MaterialConverter(options);
  const geometries: BufferGeometry[] = [];
  let triangles = 0;

  const scene = new Scene();
  scene.name = options.name;

  /** A mesh in `frame`'s coordinates, in metres, with its file material. */
  const fileMesh = (mesh: Mesh, frame: Object3D, name: string): Mesh => {
    const geometry = bakedGeometry(mesh, frame);
    geometries.push(geometry);
    triangles += triangleCount(geometry);
    const material = Array.isArray(mesh.material)
      ? mesh.material.map((one) => materials.convert(one))
      : materials.convert(mesh.material);
    const copy = new Mesh(geometry, material);
    copy.name = names.take(name);
    return copy;
  };

  // The floor, facing up.
  const floor = viewScene.getObjectByName('Floor');
  if (floor) {
    // A floor drawn in layers becomes a "Floor" group of them.
    const parent = floor instanceof Mesh ? scene : new Group();
    if (parent !== scene) {
      parent.name = names.take('Floor');
      scene.add(parent);
    }
    for (const mesh of drawnMeshes(floor)) {
      const copy = fileMesh(mesh, viewScene, mesh === floor ? 'Floor' : mesh.name || 'Floor part');
      faceUp(copy.geometry);
      parent.add(copy);
    }
  }

  // The walls, each with its openings cut out and listed in its extras.
  const walls = viewScene.getObjectByName('Walls');
  if (walls) {
    const group = new Group();
    group.name = names.take('Walls');
    drawnMeshes(walls).forEach((wall, position) => {
      // The wall's index in the outline: the scene's own note, else the number in its name.
      const number = /(\d+)$/.exec(wall.name)?.[1];
      const noted: unknown = wall.userData.wall;
      const index = typeof noted === 'number' ? noted : number ? Number(number) - 1 : position;
      const mesh = fileMesh(wall, viewScene, wall.name || `Wall ${index + 1}`);
      mesh.userData = {
        wall: index + 1,
        openings: model.openings
          .filter((opening) => opening.wall === index)
          .map((opening) => openingExtras(opening)),
      };
      group.add(mesh);
    });
    scene.add(group);
  }

  // Door leaves, window glass and sills.
  const openings = viewScene.getObjectByName('Openings');
  if (openings) {
    const group = new Group();
    group.name = names.take('Openings');
    for (const fitting of drawnMeshes(openings)) {
      group.add(fileMesh(fitting, viewScene, fitting.name || 'Fitting'));
    }
    scene.add(group);
  }

  // One node per piece: its place and turn, the product's name, its ids in the extras.
  const byId = new Map(model.pieces.map((piece) => [piece.id, piece]));
  const pieces = new Map<string, { node: Group; extras: PieceExtras }>();
  viewScene.traverse((object) => {
    if (!(object instanceof Group) || typeof object.userData.pieceId !== 'string') return;
    // A piece's own meshes carry its id too; the piece is the outermost group that does.
    if (pieces.has(object.userData.pieceId) || !drawn(object)) return;
    const extras = pieceExtrasOf(object, byId.get(object.userData.pieceId));
    if (!extras) return;
    const node = new Group();
    node.name = names.take(extras.productName || 'Piece');
    node.userData = { ...extras };
    object.matrixWorld.decompose(node.position, node.quaternion, node.scale);
    node.position.multiplyScalar(METRES_PER_CM);
    drawnMeshes(object).forEach((mesh, index) => {
      node.add(fileMesh(mesh, object, mesh.name || `${extras.productName} part ${index + 1}`));
    });
    scene.add(node);
    pieces.set(extras.pieceId, { node, extras });
  });

  scene.updateMatrixWorld(true);
  return {
    scene,
    pieces,
    triangles,
    largestTexture: materials.largestTexture,
    dispose: () => {
      for (const geometry of geometries) geometry.dispose();
      materials.dispose();
      scene.clear();
    },
  };
}
