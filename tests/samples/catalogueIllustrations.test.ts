// @vitest-environment node
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUE, CATALOGUE_PICTURES } from '../../src/content/catalogue.ts';
import { FURNITURE_KINDS } from '../../src/lib/catalogue/furniture.ts';
import { PRODUCTS } from '../../src/content/products.ts';

const PUBLIC = join(process.cwd(), 'public');
const KB = 1024;
const canvasIds = new Set(PRODUCTS.map((product) => product.id));
const drawn = CATALOGUE.filter((product) => !canvasIds.has(product.id));

describe("the catalogue's product pictures", () => {
  it('give every product a picture file of its declared size', () => {
    for (const product of CATALOGUE) {
      const text = readFileSync(join(PUBLIC, product.image.src), 'utf8');
      expect(Number(/<svg[^>]*\swidth="(\d+)"/.exec(text)?.[1]), product.id).toBe(
        product.image.width,
      );
      expect(Number(/<svg[^>]*\sheight="(\d+)"/.exec(text)?.[1]), product.id).toBe(
        product.image.height,
      );
    }
  });

  it('draw each product beyond the canvas six in a small file of its own', () => {
    expect(drawn.length).toBe(CATALOGUE.length - PRODUCTS.length);
    for (const product of drawn) {
      expect(product.image.src).toBe(`${CATALOGUE_PICTURES.folder}/${product.id}.svg`);
      expect(statSync(join(PUBLIC, product.image.src)).size, product.id).toBeLessThan(2 * KB);
    }
    const folder = join(PUBLIC, CATALOGUE_PICTURES.folder);
    const files = readdirSync(folder);
    expect(files.sort()).toEqual(drawn.map((product) => `${product.id}.svg`).sort());
    const total = files.reduce((sum, file) => sum + statSync(join(folder, file)).size, 0);
    expect(total).toBeLessThan(250 * KB);
  });

  it('keep the studio pictures of the canvas six', () => {
    for (const product of PRODUCTS) {
      expect(CATALOGUE.find((entry) => entry.id === product.id)?.image).toBe(product.image);
    }
  });

  it('draw every kind the catalogue sells, in more than one colour', () => {
    const kinds = new Set(drawn.map((product) => product.kind));
    for (const kind of FURNITURE_KINDS) expect(kinds, kind).toContain(kind);
    const sofas = drawn
      .filter((product) => product.kind === 'sofa')
      .map((product) => readFileSync(join(PUBLIC, product.image.src), 'utf8'));
    expect(new Set(sofas).size).toBe(sofas.length);
  });
});
