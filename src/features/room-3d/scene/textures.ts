/**
 * The room's surface textures, painted in code into typed arrays: nothing is fetched, nothing
 * needs a canvas, so the scene builds the same in a browser and in Node. Each is small (64-256
 * px) and tiles, and all but the rug are near white so one texture serves every colour of its
 * finish (the material's colour tints it).
 */
import {
  ClampToEdgeWrapping,
  Color,
  DataTexture,
  LinearFilter,
  LinearMipmapNearestFilter,
  RGBAFormat,
  RepeatWrapping,
  SRGBColorSpace,
  UnsignedByteType,
} from 'three';

/** A repeatable pseudo-random value in 0..1 for integer lattice point (x, y). */
function hash(x: number, y: number, seed: number): number {
  let h = (x * 374761393 + y * 668265263 + seed * 2147483647) | 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967295;
}

/** Smooth value noise that wraps every `period` cells, so the textures tile without seams. */
function noise(x: number, y: number, period: number, seed: number): number {
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const fx = x - x0;
  const fy = y - y0;
  const sx = fx * fx * (3 - 2 * fx);
  const sy = fy * fy * (3 - 2 * fy);
  const at = (i: number, j: number) =>
    hash((((x0 + i) % period) + period) % period, (((y0 + j) % period) + period) % period, seed);
  const top = at(0, 0) + (at(1, 0) - at(0, 0)) * sx;
  const bottom = at(0, 1) + (at(1, 1) - at(0, 1)) * sx;
  return top + (bottom - top) * sy;
}

type Painter = (u: number, v: number) => readonly [number, number, number, number];

/**
 * Pixels already painted, by texture: the room is rebuilt on every change to the design, and
 * painting is the slow part on a phone, so each texture is painted once per visit. A few rug
 * colours at most, each 256 KB.
 */
const painted = new Map<string, Uint8Array>();

function paint(key: string, size: number, painter: Painter, tiled = true): DataTexture {
  const id = `${key}@${size}`;
  let data = painted.get(id);
  if (!data) {
    data = new Uint8Array(size * size * 4);
    for (let y = 0; y < size; y += 1) {
      for (let x = 0; x < size; x += 1) {
        const [r, g, b, a] = painter(x / size, y / size);
        const i = (y * size + x) * 4;
        data[i] = Math.round(Math.max(0, Math.min(1, r)) * 255);
        data[i + 1] = Math.round(Math.max(0, Math.min(1, g)) * 255);
        data[i + 2] = Math.round(Math.max(0, Math.min(1, b)) * 255);
        data[i + 3] = Math.round(Math.max(0, Math.min(1, a)) * 255);
      }
    }
    painted.set(id, data);
  }
  const texture = new DataTexture(data, size, size, RGBAFormat, UnsignedByteType);
  texture.colorSpace = SRGBColorSpace;
  texture.wrapS = texture.wrapT = tiled ? RepeatWrapping : ClampToEdgeWrapping;
  // Mipmaps keep a fine weave or grain from shimmering when seen from across the room; the
  // nearest one is read, not a blend of two, as each texture read costs a software renderer.
  texture.generateMipmaps = true;
  texture.minFilter = LinearMipmapNearestFilter;
  texture.magFilter = LinearFilter;
  texture.needsUpdate = true;
  return texture;
}

const grey = (value: number): readonly [number, number, number, number] => [value, value, value, 1];

/** Wood grain running along u: long streaks, darker late-wood lines and a few knots' swirl. */
export function woodGrainTexture(size = 128): DataTexture {
  return paint('wood', size, (u, v) => {
    const warp = noise(u * 4, v * 4, 4, 11) * 0.9;
    const rings = Math.sin((v * 24 + warp) * Math.PI * 2);
    const lines = Math.pow(Math.abs(rings), 10);
    const streak = noise(u * 2, v * 48, 2, 12);
    return grey(0.88 + streak * 0.1 - lines * 0.09);
  });
}

/** Floor boards: planks 4 to a tile across, two staggered joints along, grain in each. */
export function floorBoardsTexture(size = 128): DataTexture {
  const planks = 4;
  return paint('floor', size, (u, v) => {
    const row = Math.floor(v * planks);
    const across = v * planks - row;
    const along = (u + (row % 2) * 0.5 + row * 0.13) % 1;
    const plankTone = 0.9 + hash(row, Math.floor(along * 2), 21) * 0.1;
    const warp = noise(u * 6, v * planks * 2, 6, 22) * 1.2;
    const lines = Math.pow(Math.abs(Math.sin((across * 3 + warp) * Math.PI * 2)), 8);
    const streak = noise(u * 3, v * 48, 3, 23);
    const seam = across < 0.025 || across > 0.975 || along % 0.5 < 0.008 ? 0.72 : 1;
    return grey((plankTone + streak * 0.08 - lines * 0.12) * seam);
  });
}

/** A plain weave: warp and weft threads crossing over and under, with a little slub. */
export function fabricWeaveTexture(size = 64): DataTexture {
  const threads = 16;
  return paint('fabric', size, (u, v) => {
    const tu = u * threads;
    const tv = v * threads;
    const over = (Math.floor(tu) + Math.floor(tv)) % 2 === 0;
    const across = over ? tv - Math.floor(tv) : tu - Math.floor(tu);
    const round = Math.sin(across * Math.PI);
    const slub = noise(u * 8, v * 8, 8, 31) * 0.06;
    return grey(0.8 + round * 0.16 + slub);
  });
}

/** The two colours a rug is woven in: its ground and the pattern on it. */
export interface RugColours {
  readonly ground: string;
  readonly pattern: string;
}

/**
 * A woven rug filling its whole face (u, v in 0..1 across it): a border and a lattice of
 * diamonds when square-cornered, rings round a medallion when round.
 */
export function rugTexture(
  { ground, pattern }: RugColours,
  round: boolean,
  size = 256,
): DataTexture {
  const a = new Color(ground);
  const b = new Color(pattern);
  // The painter works in sRGB values, as the texture is read as sRGB.
  const g = [a.r, a.g, a.b].map((c) => Math.pow(c, 1 / 2.2));
  const p = [b.r, b.g, b.b].map((c) => Math.pow(c, 1 / 2.2));
  const mixAt = (t: number, fibre: number): readonly [number, number, number, number] => [
    ((g[0] as number) * (1 - t) + (p[0] as number) * t) * fibre,
    ((g[1] as number) * (1 - t) + (p[1] as number) * t) * fibre,
    ((g[2] as number) * (1 - t) + (p[2] as number) * t) * fibre,
    1,
  ];
  return paint(
    `rug:${ground}:${pattern}:${round ? 'round' : 'square'}`,
    size,
    (u, v) => {
      const fibre = 0.92 + noise(u * 64, v * 64, 64, 41) * 0.08;
      const x = u * 2 - 1;
      const y = v * 2 - 1;
      if (round) {
        const r = Math.hypot(x, y);
        const band = (r > 0.82 && r < 0.9) || (r > 0.2 && r < 0.26) ? 1 : 0;
        const petals = r < 0.6 && r > 0.34 ? Math.cos(Math.atan2(y, x) * 8) > 0.55 : false;
        return mixAt(band || petals ? 0.85 : r < 0.12 ? 0.6 : 0, fibre);
      }
      const edge = Math.min(1 - Math.abs(x), 1 - Math.abs(y));
      const border = edge > 0.06 && edge < 0.12 ? 1 : edge < 0.03 ? 0.5 : 0;
      const dx = Math.abs(((u * 6) % 1) - 0.5);
      const dy = Math.abs(((v * 8) % 1) - 0.5);
      const diamond = edge > 0.18 && Math.abs(dx + dy - 0.32) < 0.06 ? 0.75 : 0;
      return mixAt(Math.max(border, diamond), fibre);
    },
    false,
  );
}

/**
 * The soft dark patch a piece leaves on the floor where the room's light cannot reach under it
 * (contact shadow): black, its alpha falling off from the middle, round or square-cornered.
 */
export function contactShadowTexture(round: boolean, size = 64): DataTexture {
  return paint(
    `contact:${round ? 'round' : 'square'}`,
    size,
    (u, v) => {
      const x = Math.abs(u * 2 - 1 + 1 / size);
      const y = Math.abs(v * 2 - 1 + 1 / size);
      // Distance outside an inner core, over the soft margin all round (0 inside, 1 at the edge).
      const core = 0.55;
      const d = round
        ? Math.max(0, Math.hypot(x, y) - core) / (1 - core)
        : Math.hypot(Math.max(0, x - core), Math.max(0, y - core)) / (1 - core);
      const alpha = Math.pow(Math.max(0, 1 - d), 2);
      return [0, 0, 0, alpha];
    },
    false,
  );
}
