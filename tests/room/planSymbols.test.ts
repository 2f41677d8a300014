// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../src/content/catalogue.ts';
import { FURNITURE_KINDS } from '../../src/lib/catalogue/furniture.ts';
import { planSymbol, type SymbolShape } from '../../src/lib/room/planSymbols.ts';

function bounds(shape: SymbolShape) {
  switch (shape.type) {
    case 'rect':
      return [shape.x, shape.y, shape.x + shape.width, shape.y + shape.height];
    case 'ellipse':
      return [shape.cx - shape.rx, shape.cy - shape.ry, shape.cx + shape.rx, shape.cy + shape.ry];
    case 'path': {
      const numbers = shape.d.match(/-?\d+(\.\d+)?/g)?.map(Number) ?? [];
      const xs = numbers.filter((_, index) => index % 2 === 0);
      const ys = numbers.filter((_, index) => index % 2 === 1);
      return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
    }
    case 'line':
      return [
        Math.min(shape.x1, shape.x2),
        Math.min(shape.y1, shape.y2),
        Math.max(shape.x1, shape.x2),
        Math.max(shape.y1, shape.y2),
      ];
  }
}

describe('plan symbols', () => {
  it('draw every catalogue product inside its own footprint', () => {
    for (const product of CATALOGUE) {
      const shapes = planSymbol(product);
      expect(shapes.length, product.id).toBeGreaterThan(0);
      const depth = product.depth;
      for (const shape of shapes) {
        const [minX, minY, maxX, maxY] = bounds(shape);
        expect(minX, product.id).toBeGreaterThanOrEqual(-product.width / 2 - 0.01);
        expect(maxX, product.id).toBeLessThanOrEqual(product.width / 2 + 0.01);
        expect(minY, product.id).toBeGreaterThanOrEqual(-product.depth / 2 - 0.01);
        expect(maxY, product.id).toBeLessThanOrEqual(-product.depth / 2 + depth + 0.01);
      }
    }
  });

  it('start with the footprint, so a piece reads as its true size', () => {
    for (const kind of FURNITURE_KINDS) {
      const [first] = planSymbol({ kind, width: 100, depth: 60 });
      expect(first?.role, kind).toBe('outline');
    }
  });

  it('put a sofa back and a bed head at the back, away from the front (+y)', () => {
    const sofaBack = planSymbol({ kind: 'sofa', width: 220, depth: 90 }).find(
      (shape) => shape.role === 'soft',
    );
    expect(sofaBack && bounds(sofaBack)[1]).toBe(-45);
    const pillow = planSymbol({ kind: 'bed', width: 160, depth: 200 }).find(
      (shape) => shape.role === 'soft',
    );
    expect(pillow && bounds(pillow)[3]).toBeLessThan(0);
  });

  it('outline a round rug as an ellipse and an L-sofa as its L', () => {
    const [rug] = planSymbol({ kind: 'rug', name: 'Round Wool Rug', width: 200, depth: 200 });
    expect(rug).toMatchObject({ type: 'ellipse', role: 'outline', rx: 100, ry: 100 });
    const [sofa] = planSymbol({ kind: 'sofa', name: 'Corner Sofa', width: 280, depth: 170 });
    expect(sofa).toMatchObject({ type: 'path', role: 'outline' });
    expect(sofa?.type === 'path' && sofa.d.match(/L/g)).toHaveLength(5);
  });
});
