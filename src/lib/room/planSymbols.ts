import {
  footprintPathData,
  footprintShape,
  type FootprintShape,
  type PieceShapeSource,
} from './pieceOutline.ts';

/**
 * Top-down plan symbols, as an architect draws furniture on a plan: each kind of piece as a
 * few simple shapes in the piece's own centimetres (origin at its centre, x along its width,
 * +y towards its front), so a symbol drawn at true size and turned by the piece's rotation
 * sits exactly on its footprint. The outline itself is the piece's footprint from
 * pieceOutline.ts (round is round, an L-sofa an L), the one the 3D view builds inside; the
 * rest are the details an architect draws in it. Pure data; the drawing is ui/PieceSymbol.tsx.
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
      readonly type: 'ellipse';
      readonly role: SymbolRole;
      readonly cx: number;
      readonly cy: number;
      readonly rx: number;
      readonly ry: number;
    }
  | { readonly type: 'path'; readonly role: SymbolRole; readonly d: string }
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

const ellipse = (role: SymbolRole, cx: number, cy: number, rx: number, ry = rx): SymbolShape => ({
  type: 'ellipse',
  role,
  cx,
  cy,
  rx: Math.max(rx, 0),
  ry: Math.max(ry, 0),
});

const line = (x1: number, y1: number, x2: number, y2: number): SymbolShape => ({
  type: 'line',
  role: 'detail',
  x1,
  y1,
  x2,
  y2,
});

/**
 * The footprint itself, the first shape of every symbol: a rectangle (its corners rounded by
 * `radius`, as a drawn plan softens them), an ellipse, or the L of pieceOutline.ts.
 */
function outline(source: PieceShapeSource, shape: FootprintShape, radius = 0): SymbolShape {
  const { width, depth } = source;
  switch (shape.type) {
    case 'ellipse':
      return ellipse('outline', 0, 0, width / 2, depth / 2);
    case 'l':
      return { type: 'path', role: 'outline', d: footprintPathData(source) };
    case 'rectangle':
      return rect('outline', -width / 2, -depth / 2, width, depth, radius);
  }
}

function seating(source: PieceShapeSource, seats: number): SymbolShape[] {
  const { width, depth } = source;
  const shape = footprintShape(source);
  const w = width / 2;
  const d = depth / 2;
  const arm = Math.min(18, width * 0.12);
  const back = Math.min(22, depth * 0.25);
  if (shape.type === 'l') {
    // The back runs the whole width; the arm is at the end away from the chaise, and a line
    // parts the chaise from the seats of the main run.
    const chaiseLeft = shape.side === 'left';
    const seam = chaiseLeft ? -w + shape.chaiseWidth : w - shape.chaiseWidth;
    const shapes: SymbolShape[] = [
      outline(source, shape),
      rect('soft', -w, -d, width, back, 4),
      rect('soft', chaiseLeft ? w - arm : -w, -d, arm, shape.runDepth, 4),
      line(seam, -d + back, seam, -d + shape.runDepth),
    ];
    const seatStart = chaiseLeft ? seam : -w + arm;
    const seatEnd = chaiseLeft ? w - arm : seam;
    const count = Math.max(1, Math.round((seatEnd - seatStart) / 70));
    for (let seat = 1; seat < count; seat += 1) {
      const x = seatStart + (seat * (seatEnd - seatStart)) / count;
      shapes.push(line(x, -d + back, x, -d + shape.runDepth - 2));
    }
    return shapes;
  }
  const shapes: SymbolShape[] = [
    outline(source, shape, 6),
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

function bed(source: PieceShapeSource): SymbolShape[] {
  const { width, depth } = source;
  const w = width / 2;
  const d = depth / 2;
  const head = Math.min(10, depth * 0.06);
  const pillowDepth = Math.min(35, depth * 0.18);
  const pillows = width >= 120 ? 2 : 1;
  const gap = 8;
  const pillowWidth = (width - 2 * gap - (pillows - 1) * gap) / pillows;
  const shapes: SymbolShape[] = [
    outline(source, footprintShape(source), 3),
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

/** A table's top, and its edge drawn again a little inside: round or oval when it is. */
function table(source: PieceShapeSource): SymbolShape[] {
  const { width, depth } = source;
  const shape = footprintShape(source);
  if (shape.type === 'ellipse') {
    return [outline(source, shape), ellipse('detail', 0, 0, width * 0.41, depth * 0.41)];
  }
  const inset = Math.min(6, Math.min(width, depth) * 0.1);
  return [
    outline(source, shape, 2),
    rect('detail', -width / 2 + inset, -depth / 2 + inset, width - 2 * inset, depth - 2 * inset),
  ];
}

function chair(source: PieceShapeSource): SymbolShape[] {
  const { width, depth } = source;
  const back = Math.min(8, depth * 0.18);
  const shape = footprintShape(source);
  if (shape.type === 'ellipse') {
    // A desk chair: its round base, and the seat's back across it.
    return [
      outline(source, shape),
      rect('soft', -width * 0.38, -depth * 0.42, width * 0.76, back, 3),
    ];
  }
  return [outline(source, shape, 4), rect('soft', -width / 2, -depth / 2, width, back, 3)];
}

function cabinet(source: PieceShapeSource, doors: number): SymbolShape[] {
  const { width, depth } = source;
  const shapes: SymbolShape[] = [outline(source, footprintShape(source), 1)];
  const front = depth / 2 - Math.min(4, depth * 0.12);
  shapes.push(line(-width / 2, front, width / 2, front));
  for (let door = 1; door < doors; door += 1) {
    const x = -width / 2 + (door * width) / doors;
    shapes.push(line(x, front, x, -depth / 2));
  }
  return shapes;
}

function shelving(source: PieceShapeSource): SymbolShape[] {
  const { width, depth } = source;
  const shapes: SymbolShape[] = [outline(source, footprintShape(source), 1)];
  const bays = Math.max(1, Math.round(width / 40));
  for (let bay = 1; bay < bays; bay += 1) {
    const x = -width / 2 + (bay * width) / bays;
    shapes.push(line(x, -depth / 2, x, depth / 2));
  }
  return shapes;
}

function lamp(source: PieceShapeSource): SymbolShape[] {
  const rx = source.width / 2;
  const ry = source.depth / 2;
  return [
    outline(source, footprintShape(source)),
    line(-rx * 0.7, 0, rx * 0.7, 0),
    line(0, -ry * 0.7, 0, ry * 0.7),
  ];
}

function rug(source: PieceShapeSource): SymbolShape[] {
  const { width, depth } = source;
  const shape = footprintShape(source);
  const inset = Math.min(8, Math.min(width, depth) * 0.06);
  if (shape.type === 'ellipse') {
    return [outline(source, shape), ellipse('detail', 0, 0, width / 2 - inset, depth / 2 - inset)];
  }
  return [
    outline(source, shape, 2),
    rect('detail', -width / 2 + inset, -depth / 2 + inset, width - 2 * inset, depth - 2 * inset, 1),
  ];
}

function plant(source: PieceShapeSource): SymbolShape[] {
  const r = Math.min(source.width, source.depth) / 2;
  return [
    outline(source, footprintShape(source)),
    ellipse('soft', -r * 0.3, -r * 0.2, r * 0.45),
    ellipse('soft', r * 0.3, -r * 0.1, r * 0.4),
    ellipse('soft', 0, r * 0.3, r * 0.4),
  ];
}

/** The shapes for a piece of this kind, size and name, in its own centimetres. */
export function planSymbol(source: PieceShapeSource): SymbolShape[] {
  const { width } = source;
  switch (source.kind) {
    case 'sofa':
      return seating(source, width >= 200 ? 3 : 2);
    case 'armchair':
      return seating(source, 1);
    case 'dining-chair':
    case 'desk-chair':
      return chair(source);
    case 'bed':
      return bed(source);
    case 'coffee-table':
    case 'side-table':
    case 'dining-table':
    case 'bedside-table':
    case 'desk':
      return table(source);
    case 'wardrobe':
      return cabinet(source, Math.max(2, Math.round(width / 50)));
    case 'dresser':
    case 'sideboard':
    case 'media-unit':
      return cabinet(source, Math.max(2, Math.round(width / 60)));
    case 'shelving':
      return shelving(source);
    case 'floor-lamp':
    case 'table-lamp':
    case 'pendant':
      return lamp(source);
    case 'rug':
      return rug(source);
    case 'plant':
    case 'vase':
    case 'basket':
    case 'coat-stand':
      return plant(source);
    case 'pouf':
    case 'wall-art':
    case 'mirror':
    case 'wall-light':
    case 'floor-mirror':
      return [outline(source, footprintShape(source), 1)];
  }
}
