import type { FurnitureKind } from '../catalogue/furniture.ts';

/**
 * Top-down plan symbols, as an architect draws furniture on a plan: each kind of piece as a
 * few simple shapes in the piece's own centimetres (origin at its centre, x along its width,
 * +y towards its front), so a symbol drawn at true size and turned by the piece's rotation
 * sits exactly on its footprint. Pure data; the drawing is ui/PieceSymbol.tsx.
 */

/** `outline` is the piece's footprint; `detail` the lines inside it (cushions, pillows, legs). */
export type SymbolRole = 'outline' | 'detail' | 'soft';

export type SymbolShape =
  | {
      readonly type: 'rect';
      readonly role: SymbolRole;
      readonly x: number;
      readonly y: number;
      readonly width: number;
      readonly height: number;
      readonly radius?: number;
    }
  | {
      readonly type: 'circle';
      readonly role: SymbolRole;
      readonly cx: number;
      readonly cy: number;
      readonly r: number;
    }
  | {
      readonly type: 'line';
      readonly role: SymbolRole;
      readonly x1: number;
      readonly y1: number;
      readonly x2: number;
      readonly y2: number;
    };

const rect = (
  role: SymbolRole,
  x: number,
  y: number,
  width: number,
  height: number,
  radius = 0,
): SymbolShape => ({
  type: 'rect',
  role,
  x,
  y,
  width: Math.max(width, 0),
  height: Math.max(height, 0),
  ...(radius > 0 ? { radius } : {}),
});

const circle = (role: SymbolRole, cx: number, cy: number, r: number): SymbolShape => ({
  type: 'circle',
  role,
  cx,
  cy,
  r: Math.max(r, 0),
});

const line = (x1: number, y1: number, x2: number, y2: number): SymbolShape => ({
  type: 'line',
  role: 'detail',
  x1,
  y1,
  x2,
  y2,
});

/** The footprint itself, the first shape of every symbol. */
function footprint(width: number, depth: number, radius = 0): SymbolShape {
  return rect('outline', -width / 2, -depth / 2, width, depth, radius);
}

function seating(width: number, depth: number, seats: number): SymbolShape[] {
  const w = width / 2;
  const d = depth / 2;
  const arm = Math.min(18, width * 0.12);
  const back = Math.min(22, depth * 0.25);
  const shapes: SymbolShape[] = [
    footprint(width, depth, 6),
    rect('soft', -w, -d, width, back, 4),
    rect('soft', -w, -d, arm, depth, 4),
    rect('soft', w - arm, -d, arm, depth, 4),
  ];
  const seatWidth = (width - 2 * arm) / seats;
  for (let seat = 1; seat < seats; seat += 1) {
    const x = -w + arm + seat * seatWidth;
    shapes.push(line(x, -d + back, x, d - 2));
  }
  return shapes;
}

function bed(width: number, depth: number): SymbolShape[] {
  const w = width / 2;
  const d = depth / 2;
  const head = Math.min(10, depth * 0.06);
  const pillowDepth = Math.min(35, depth * 0.18);
  const pillows = width >= 120 ? 2 : 1;
  const gap = 8;
  const pillowWidth = (width - 2 * gap - (pillows - 1) * gap) / pillows;
  const shapes: SymbolShape[] = [
    footprint(width, depth, 3),
    rect('detail', -w, -d, width, head),
    // The turned-down duvet.
    line(-w, -d + head + pillowDepth + 18, w, -d + head + pillowDepth + 18),
  ];
  for (let pillow = 0; pillow < pillows; pillow += 1) {
    shapes.push(
      rect(
        'soft',
        -w + gap + pillow * (pillowWidth + gap),
        -d + head + 6,
        pillowWidth,
        pillowDepth,
        6,
      ),
    );
  }
  return shapes;
}

function table(width: number, depth: number, round: boolean): SymbolShape[] {
  if (round) {
    const r = Math.min(width, depth) / 2;
    return [circle('outline', 0, 0, r), circle('detail', 0, 0, r * 0.82)];
  }
  const inset = Math.min(6, Math.min(width, depth) * 0.1);
  return [
    footprint(width, depth, 2),
    rect('detail', -width / 2 + inset, -depth / 2 + inset, width - 2 * inset, depth - 2 * inset),
  ];
}

function chair(width: number, depth: number): SymbolShape[] {
  const back = Math.min(8, depth * 0.18);
  return [footprint(width, depth, 4), rect('soft', -width / 2, -depth / 2, width, back, 3)];
}

function cabinet(width: number, depth: number, doors: number): SymbolShape[] {
  const shapes: SymbolShape[] = [footprint(width, depth, 1)];
  const front = depth / 2 - Math.min(4, depth * 0.12);
  shapes.push(line(-width / 2, front, width / 2, front));
  for (let door = 1; door < doors; door += 1) {
    const x = -width / 2 + (door * width) / doors;
    shapes.push(line(x, front, x, -depth / 2));
  }
  return shapes;
}

function shelving(width: number, depth: number): SymbolShape[] {
  const shapes: SymbolShape[] = [footprint(width, depth, 1)];
  const bays = Math.max(1, Math.round(width / 40));
  for (let bay = 1; bay < bays; bay += 1) {
    const x = -width / 2 + (bay * width) / bays;
    shapes.push(line(x, -depth / 2, x, depth / 2));
  }
  return shapes;
}

function lamp(width: number, depth: number): SymbolShape[] {
  const r = Math.min(width, depth) / 2;
  return [circle('outline', 0, 0, r), line(-r * 0.7, 0, r * 0.7, 0), line(0, -r * 0.7, 0, r * 0.7)];
}

function rug(width: number, depth: number): SymbolShape[] {
  const inset = Math.min(8, Math.min(width, depth) * 0.06);
  return [
    footprint(width, depth, 2),
    rect('detail', -width / 2 + inset, -depth / 2 + inset, width - 2 * inset, depth - 2 * inset, 1),
  ];
}

function plant(width: number, depth: number): SymbolShape[] {
  const r = Math.min(width, depth) / 2;
  return [
    circle('outline', 0, 0, r),
    circle('soft', -r * 0.3, -r * 0.2, r * 0.45),
    circle('soft', r * 0.3, -r * 0.1, r * 0.4),
    circle('soft', 0, r * 0.3, r * 0.4),
  ];
}

function wallPiece(width: number, depth: number): SymbolShape[] {
  // Art and mirrors are a few centimetres deep: drawn as a bar that still shows at plan scale.
  const shown = Math.max(depth, 4);
  return [rect('outline', -width / 2, -depth / 2, width, shown, 1)];
}

/** The shapes for a piece of this kind and size. */
export function planSymbol(kind: FurnitureKind, width: number, depth: number): SymbolShape[] {
  switch (kind) {
    case 'sofa':
      return seating(width, depth, width >= 200 ? 3 : 2);
    case 'armchair':
      return seating(width, depth, 1);
    case 'dining-chair':
    case 'desk-chair':
      return chair(width, depth);
    case 'pouf':
      return [circle('outline', 0, 0, Math.min(width, depth) / 2)];
    case 'bed':
      return bed(width, depth);
    case 'coffee-table':
    case 'side-table':
    case 'dining-table':
      return table(width, depth, Math.abs(width - depth) < 2);
    case 'bedside-table':
    case 'desk':
      return table(width, depth, false);
    case 'wardrobe':
      return cabinet(width, depth, Math.max(2, Math.round(width / 50)));
    case 'dresser':
    case 'sideboard':
    case 'media-unit':
      return cabinet(width, depth, Math.max(2, Math.round(width / 60)));
    case 'shelving':
      return shelving(width, depth);
    case 'floor-lamp':
    case 'table-lamp':
    case 'pendant':
      return lamp(width, depth);
    case 'rug':
      return rug(width, depth);
    case 'plant':
    case 'vase':
    case 'basket':
    case 'coat-stand':
      return plant(width, depth);
    case 'wall-art':
    case 'mirror':
    case 'wall-light':
      return wallPiece(width, depth);
    case 'floor-mirror':
      return [footprint(width, depth, 1)];
  }
}
