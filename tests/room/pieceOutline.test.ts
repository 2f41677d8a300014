// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../src/content/catalogue.ts';
import { area, boundingBox } from '../../src/lib/room/geometry.ts';
import {
  footprintPathData,
  footprintShape,
  localFootprint,
  pieceFootprint,
  type PieceShapeSource,
} from '../../src/lib/room/pieceOutline.ts';
import { defined } from './defined.ts';

const product = (name: string): PieceShapeSource =>
  defined(CATALOGUE.find((item) => item.name === name));

const L_SOFA: PieceShapeSource = {
  kind: 'sofa',
  name: 'Corner Sofa with Chaise, Right',
  width: 280,
  depth: 170,
};

describe('piece footprints', () => {
  it('draws a round rug and round tables round, square ones square', () => {
    expect(footprintShape(product('Round Wool Rug')).type).toBe('ellipse');
    expect(footprintShape(product('Round Travertine Coffee Table')).type).toBe('ellipse');
    expect(footprintShape(product('Drum Side Table')).type).toBe('ellipse');
    expect(footprintShape(product('Marble Pedestal Table')).type).toBe('ellipse');
    // Square in the catalogue but not round: a square top stays square.
    expect(footprintShape(product('Iron Pipe Side Table')).type).toBe('rectangle');
    expect(footprintShape(product('Solid Oak Coffee Table')).type).toBe('rectangle');
    expect(footprintShape(product('Velvet Round Pouf')).type).toBe('ellipse');
  });

  it('keeps a round piece within its size, touching all four sides', () => {
    const rug = product('Round Wool Rug');
    const corners = localFootprint(rug);
    const box = boundingBox(corners);
    expect(box.width).toBeCloseTo(200, 6);
    expect(box.height).toBeCloseTo(200, 6);
    // A circle of 2 m: pi square metres, within the polygon's 0.3 %.
    expect(area(corners) / (Math.PI * 100 * 100)).toBeGreaterThan(0.997);
    expect(footprintPathData(rug)).toBe('M100 0 A100 100 0 1 1 -100 0 A100 100 0 1 1 100 0 Z');
  });

  it('makes an L of a corner sofa, its chaise on the side its name says', () => {
    const right = localFootprint(L_SOFA);
    expect(right).toHaveLength(6);
    expect(footprintShape(L_SOFA)).toEqual({
      type: 'l',
      side: 'right',
      runDepth: 100,
      chaiseWidth: 100,
    });
    // The run along the back is the whole width; the chaise the whole depth, at x > 0.
    expect(area(right)).toBeCloseTo(280 * 100 + 100 * 70, 6);
    expect(right).toContainEqual([140, 85]);
    expect(right).not.toContainEqual([-140, 85]);
    const left = localFootprint({ ...L_SOFA, name: 'Corner Sofa with Chaise, Left' });
    expect(left).toContainEqual([-140, 85]);
    expect(area(left)).toBeCloseTo(area(right), 6);
    expect(footprintPathData(L_SOFA).match(/L/g)).toHaveLength(5);
  });

  it('draws every other piece as a rectangle of its catalogue size', () => {
    const sofa = product('Harbour Three-Seat Sofa');
    expect(localFootprint(sofa)).toEqual([
      [-109, -46],
      [109, -46],
      [109, 46],
      [-109, 46],
    ]);
    for (const item of CATALOGUE) {
      const box = boundingBox(localFootprint(item));
      expect(box.width, item.id).toBeCloseTo(item.width, 6);
      expect(box.height, item.id).toBeCloseTo(item.depth, 6);
    }
  });

  it('puts the footprint where the piece stands, turned as the layout engine turns it', () => {
    const sofa = { kind: 'sofa', width: 200, depth: 90 } as const;
    // Turned 90°: the front, +y in its frame, faces (-1, 0), so the back is at x > 0.
    const corners = pieceFootprint(sofa, { x: 300, y: 200, rotation: 90 });
    const box = boundingBox(corners);
    expect(box.minX).toBeCloseTo(255, 6);
    expect(box.maxX).toBeCloseTo(345, 6);
    expect(box.minY).toBeCloseTo(100, 6);
    expect(box.maxY).toBeCloseTo(300, 6);
    expect(footprintPathData(sofa, { x: 300, y: 200, rotation: 90 })).toBe(
      'M345 100 L345 300 L255 300 L255 100 Z',
    );
    // An ellipse turned keeps its two arcs, with the turn as their axis' angle.
    expect(
      footprintPathData(
        { kind: 'rug', name: 'Oval Jute Rug', width: 200, depth: 100 },
        { x: 0, y: 0, rotation: 90 },
      ),
    ).toBe('M0 100 A100 50 90 1 1 0 -100 A100 50 90 1 1 0 100 Z');
  });
});
