// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../src/content/catalogue.ts';
import { FURNITURE_KINDS } from '../../src/lib/catalogue/furniture.ts';
import { planSymbol, type SymbolShape } from '../../src/lib/room/planSymbols.ts';

function bounds(shape: SymbolShape) {
  switch (shape.type) {
    case 'rect':
      return [shape.x, shape.y, shape.x + shape.width, shape.y + shape.height];
    case 'circle':
      return [shape.cx - shape.r, shape.cy - shape.r, shape.cx + shape.r, shape.cy + shape.r];
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
      const shapes = planSymbol(product.kind, product.width, product.depth);
      expect(shapes.length, product.id).toBeGreaterThan(0);
      // Wall pieces a few centimetres deep are drawn at least 4 cm deep so they show.
      const depth = Math.max(product.depth, product.layer === 'wall' ? 4 : 0);
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
      const [first] = planSymbol(kind, 100, 60);
      expect(first?.role, kind).toBe('outline');
    }
  });

  it('put a sofa back and a bed head at the back, away from the front (+y)', () => {
    const sofaBack = planSymbol('sofa', 220, 90).find((shape) => shape.role === 'soft');
    expect(sofaBack && bounds(sofaBack)[1]).toBe(-45);
    const pillow = planSymbol('bed', 160, 200).find((shape) => shape.role === 'soft');
    expect(pillow && bounds(pillow)[3]).toBeLessThan(0);
  });
});
