#!/usr/bin/env node
// The sample image library: every illustration in public/samples/ drawn from parameters.
// A room is a room type x a style (palette, furniture kinds, lighting, wall treatment), a
// before/after pair is one room shell bare and then styled, a product is one piece of the
// same furniture set on a studio backdrop, a person is a portrait from a few traits.
// Every product of the furniture catalogue (src/content/catalogue.ts) beyond the design canvas's
// six gets a small picture of its kind in its own colours.
// Writes the SVG files and src/content/sampleLibrary.ts (paths, sizes and alt text); the
// drawings live in scripts/samples/.
//   node scripts/generate-samples.mjs
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { writeSampleLibrary } from './samples/library.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

// The catalogue is TypeScript; tsx reads it as the app does.
const { CATALOGUE, CATALOGUE_PICTURES } = await tsImport(
  '../src/content/catalogue.ts',
  import.meta.url,
);
const { PRODUCTS } = await tsImport('../src/content/products.ts', import.meta.url);
const canvasProducts = new Set(PRODUCTS.map((product) => product.id));

const sizes = await writeSampleLibrary({
  outDir: join(ROOT, 'public', 'samples'),
  manifestFile: join(ROOT, 'src', 'content', 'sampleLibrary.ts'),
  catalogue: CATALOGUE.filter((product) => !canvasProducts.has(product.id)),
  pictures: CATALOGUE_PICTURES,
});
const total = sizes.reduce((sum, [, size]) => sum + size, 0);
const largest = sizes.reduce((max, entry) => (entry[1] > max[1] ? entry : max));
const pictures = sizes.filter(([file]) => file.includes('/'));
const largestPicture = pictures.reduce((max, entry) => (entry[1] > max[1] ? entry : max), ['', 0]);
console.log(
  `${pictures.length} catalogue pictures, largest ${largestPicture[0]} ${(largestPicture[1] / 1024).toFixed(2)} KB`,
);
console.log(
  `${sizes.length} images, ${(total / 1024).toFixed(0)} KB in all; largest ${largest[0]} ${(largest[1] / 1024).toFixed(1)} KB`,
);
