/**
 * USDZ packages made in the test: a zip writer (stored entries, each file's data aligned to 64
 * bytes as the USDZ spec asks) and USDA text with RoomPlan's prim names and groups
 * (`Parametric_grp/Arch_grp/Wall_grp/Wall0` ...), each surface a box mesh under a prim whose
 * `matrix4d xformOp:transform` is the same column-major matrix RoomPlan's JSON carries.
 *
 * RoomPlan itself writes the layer as a binary USDC crate. No tool here writes a crate, so these
 * fixtures are USDA: they exercise the zip reading, three.js's composition of the prims and the
 * measuring of their boxes, which a crate goes through the same way once parsed.
 */
import type { RoomPlan } from '../../../src/lib/room/plan.ts';
import { capturedRoom, type FixtureOptions } from './scanFixtures.ts';

// --- zip -------------------------------------------------------------------------------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

export interface ZipFile {
  readonly name: string;
  readonly data: Uint8Array;
}

/** A zip of stored files, each file's data starting on a 64-byte boundary. */
export function zipStored(files: readonly ZipFile[]): Uint8Array {
  const chunks: Uint8Array[] = [];
  const directory: Uint8Array[] = [];
  let offset = 0;
  for (const file of files) {
    const name = new TextEncoder().encode(file.name);
    const headerEnd = offset + 30 + name.length;
    const padding = (64 - (headerEnd % 64)) % 64;
    const extra = padding > 0 && padding < 4 ? padding + 64 : padding;
    const local = new Uint8Array(30 + name.length + extra);
    const view = new DataView(local.buffer);
    const crc = crc32(file.data);
    view.setUint32(0, 0x04034b50, true);
    view.setUint16(4, 20, true);
    view.setUint32(14, crc, true);
    view.setUint32(18, file.data.length, true);
    view.setUint32(22, file.data.length, true);
    view.setUint16(26, name.length, true);
    view.setUint16(28, extra, true);
    local.set(name, 30);
    if (extra > 0) {
      // An unknown extra field (id 0x1986) whose body is the padding.
      view.setUint16(30 + name.length, 0x1986, true);
      view.setUint16(32 + name.length, extra - 4, true);
    }
    const central = new Uint8Array(46 + name.length);
    const cv = new DataView(central.buffer);
    cv.setUint32(0, 0x02014b50, true);
    cv.setUint16(4, 20, true);
    cv.setUint16(6, 20, true);
    cv.setUint32(16, crc, true);
    cv.setUint32(20, file.data.length, true);
    cv.setUint32(24, file.data.length, true);
    cv.setUint16(28, name.length, true);
    cv.setUint32(42, offset, true);
    central.set(name, 46);
    chunks.push(local, file.data);
    directory.push(central);
    offset += local.length + file.data.length;
  }
  const directorySize = directory.reduce((sum, entry) => sum + entry.length, 0);
  const end = new Uint8Array(22);
  const ev = new DataView(end.buffer);
  ev.setUint32(0, 0x06054b50, true);
  ev.setUint16(8, files.length, true);
  ev.setUint16(10, files.length, true);
  ev.setUint32(12, directorySize, true);
  ev.setUint32(16, offset, true);
  const all = [...chunks, ...directory, end];
  const out = new Uint8Array(all.reduce((sum, chunk) => sum + chunk.length, 0));
  let at = 0;
  for (const chunk of all) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/** Makes every entry of a zip claim `size` bytes, in both its headers. */
export function claimSizes(zip: Uint8Array, size: number): Uint8Array {
  const out = zip.slice();
  const view = new DataView(out.buffer);
  for (let at = 0; at + 4 <= out.length; at += 1) {
    const signature = view.getUint32(at, true);
    if (signature === 0x04034b50) {
      view.setUint32(at + 18, size, true);
      view.setUint32(at + 22, size, true);
    } else if (signature === 0x02014b50) {
      view.setUint32(at + 20, size, true);
      view.setUint32(at + 24, size, true);
    }
  }
  return out;
}

// --- USDA ------------------------------------------------------------------------------------

const f = (value: number) => Number(value.toFixed(6)).toString();

function matrix(columnMajor: readonly number[]): string {
  const rows = [0, 4, 8, 12].map(
    (i) =>
      `(${columnMajor
        .slice(i, i + 4)
        .map(f)
        .join(', ')})`,
  );
  return `( ${rows.join(', ')} )`;
}

/** A box mesh of the given size centred on its prim's origin. */
function boxMesh(name: string, [x, y, z]: readonly number[], indent: string): string {
  const hx = (x as number) / 2;
  const hy = (y as number) / 2;
  const hz = Math.max((z as number) / 2, 0.00005);
  const points = [
    [-hx, -hy, -hz],
    [hx, -hy, -hz],
    [hx, hy, -hz],
    [-hx, hy, -hz],
    [-hx, -hy, hz],
    [hx, -hy, hz],
    [hx, hy, hz],
    [-hx, hy, hz],
  ]
    .map((p) => `(${p.map(f).join(', ')})`)
    .join(', ');
  return [
    `${indent}def Mesh "${name}"`,
    `${indent}{`,
    `${indent}    int[] faceVertexCounts = [4, 4, 4, 4, 4, 4]`,
    `${indent}    int[] faceVertexIndices = [0, 3, 2, 1, 4, 5, 6, 7, 0, 1, 5, 4, 2, 3, 7, 6, 1, 2, 6, 5, 0, 4, 7, 3]`,
    `${indent}    point3f[] points = [${points}]`,
    `${indent}}`,
  ].join('\n');
}

interface SurfaceJson {
  readonly identifier: string;
  readonly parentIdentifier: string | null;
  readonly dimensions: readonly number[];
  readonly transform: readonly number[];
}

function prim(name: string, surface: SurfaceJson, indent: string, inner = ''): string {
  return [
    `${indent}def Xform "${name}"`,
    `${indent}{`,
    `${indent}    matrix4d xformOp:transform = ${matrix(surface.transform)}`,
    `${indent}    uniform token[] xformOpOrder = ["xformOp:transform"]`,
    boxMesh(name, surface.dimensions, `${indent}    `),
    inner,
    `${indent}}`,
  ]
    .filter(Boolean)
    .join('\n');
}

/** A wall's child prim must be placed relative to the wall: its transform, undone by the wall's. */
function relativeTo(parent: readonly number[], child: SurfaceJson): SurfaceJson {
  // Walls are rigid: the inverse is the transposed turn and the turned-back translation.
  const [a, b, c, , d, e, g, , h, i, j] = parent;
  const t = [parent[12] as number, parent[13] as number, parent[14] as number];
  const m = child.transform;
  const apply = (x: number, y: number, z: number, w: number) => {
    const px = x - w * (t[0] as number);
    const py = y - w * (t[1] as number);
    const pz = z - w * (t[2] as number);
    return [
      (a as number) * px + (b as number) * py + (c as number) * pz,
      (d as number) * px + (e as number) * py + (g as number) * pz,
      (h as number) * px + (i as number) * py + (j as number) * pz,
    ];
  };
  const column = (k: number) => [m[k] as number, m[k + 1] as number, m[k + 2] as number];
  const [x0, x1, x2] = apply(...(column(0) as [number, number, number]), 0);
  const [y0, y1, y2] = apply(...(column(4) as [number, number, number]), 0);
  const [z0, z1, z2] = apply(...(column(8) as [number, number, number]), 0);
  const [p0, p1, p2] = apply(...(column(12) as [number, number, number]), 1);
  return {
    ...child,
    transform: [x0, x1, x2, 0, y0, y1, y2, 0, z0, z1, z2, 0, p0, p1, p2, 1] as number[],
  };
}

export interface UsdaOptions extends FixtureOptions {
  /** Doors and windows as children of their wall's prim, rather than in their own groups. */
  readonly nested?: boolean;
}

/** RoomPlan's parametric export of the plan's room, as USDA, under `root`. */
export function roomUsda(plan: RoomPlan, options: UsdaOptions = {}, root = 'Room'): string {
  const json = capturedRoom(plan, options);
  const pad = '                ';
  const children = (wallId: string) =>
    options.nested
      ? [
          ...json.doors.map((door, k) => ({ name: `Door${k}`, surface: door })),
          ...json.openings.map((opening, k) => ({ name: `Opening${k}`, surface: opening })),
          ...json.windows.map((window, k) => ({ name: `Window${k}`, surface: window })),
        ].filter(({ surface }) => surface.parentIdentifier === wallId)
      : [];
  const walls = json.walls
    .map((wall, k) =>
      prim(
        `Wall${k}`,
        wall,
        pad,
        children(wall.identifier)
          .map(({ name, surface }) => prim(name, relativeTo(wall.transform, surface), `${pad}    `))
          .join('\n'),
      ),
    )
    .join('\n');
  const group = (name: string, list: readonly SurfaceJson[], kind: string) =>
    options.nested && kind !== 'Floor'
      ? ''
      : `            def Xform "${name}"\n            {\n${list
          .map((surface, k) => prim(`${kind}${k}`, surface, pad))
          .join('\n')}\n            }`;
  const objects = json.objects
    .map(
      (object, k) =>
        `            def Xform "Table_grp"\n            {\n${prim(`Table${k}`, object, pad)}\n            }`,
    )
    .join('\n');
  return `def Xform "${root}"
{
    def Xform "Parametric_grp"
    {
        def Xform "Arch_grp"
        {
            def Xform "Wall_grp"
            {
${walls}
            }
${group('Door_grp', json.doors, 'Door')}
${group('Opening_grp', json.openings, 'Opening')}
${group('Window_grp', json.windows, 'Window')}
${group('Floor_grp', json.floors, 'Floor')}
        }
        def Xform "Object_grp"
        {
${objects}
        }
    }
}`;
}

export const usdaLayer = (body: string, defaultPrim = 'Room'): string => `#usda 1.0
(
    defaultPrim = "${defaultPrim}"
    metersPerUnit = 1
    upAxis = "Y"
)

${body}
`;

export function usdzOf(
  layer: string,
  name = 'Room.usda',
  more: readonly ZipFile[] = [],
): Uint8Array {
  return zipStored([{ name, data: new TextEncoder().encode(layer) }, ...more]);
}
