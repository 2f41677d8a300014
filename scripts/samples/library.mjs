// Draws every picture, writes it to the samples folder and writes the manifest that lists them.
import { mkdirSync, readdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EXTRA_ROOMS, LIVING_PAIR, ROOM_STYLES, ROOM_TYPES, TRANSFORMATIONS } from './contents.mjs';
import { formatted, manifest } from './manifest.mjs';
import { PEOPLE } from './people/cast.mjs';
import { person } from './people/portrait.mjs';
import { H, W } from './perspective.mjs';
import { PRODUCTS, product } from './products/catalogue.mjs';
import { ILLUSTRATION_SIZE, illustration } from './products/illustrations.mjs';
import { bareRoom } from './rooms/bare.mjs';
import { hero } from './rooms/hero.mjs';
import { styledRoom } from './rooms/styled.mjs';
import { svg } from './svg.mjs';

/**
 * Writes the whole library into outDir (replacing the pictures already there) and the manifest.
 * `catalogue` is the furniture catalogue's products that need a picture of their own (those of
 * the design canvas already have theirs), and `pictures` where the catalogue expects them: a
 * folder under /samples and a square size (CATALOGUE_PICTURES of src/content/catalogue.ts).
 */
export async function writeSampleLibrary({
  outDir,
  manifestFile,
  catalogue = [],
  pictures = { folder: '/samples/catalogue', size: ILLUSTRATION_SIZE },
}) {
  const catalogueFolder = pictures.folder.replace(/^\/samples\//, '');
  const catalogueDir = join(outDir, catalogueFolder);
  mkdirSync(catalogueDir, { recursive: true });
  // Clearing first means a picture dropped from the library does not linger in the folder.
  for (const dir of [outDir, catalogueDir])
    for (const old of readdirSync(dir)) if (old.endsWith('.svg')) unlinkSync(join(dir, old));
  const library = {
    rooms: {},
    befores: {},
    products: {},
    people: [],
    extra: {},
  };
  const sizes = [];
  const record = (file, alt, width, height, content) => {
    writeFileSync(join(outDir, file), content);
    sizes.push([file, content.length]);
    return { src: `/samples/${file}`, alt, width, height };
  };
  const roomPicture = (file, { body, alt }) => record(file, alt, W, H, svg(W, H, body));

  const roomCombos = [];
  for (const style of ROOM_STYLES) for (const type of ROOM_TYPES) roomCombos.push([type, style]);
  roomCombos.push(...EXTRA_ROOMS);
  for (const [type, style] of roomCombos)
    library.rooms[`${type}-${style}`] = roomPicture(
      `room-${type}-${style}.svg`,
      styledRoom(type, style),
    );
  for (const [type, style] of TRANSFORMATIONS)
    library.befores[`${type}-${style}`] = roomPicture(
      `before-${type}-${style}.svg`,
      bareRoom(type, style),
    );

  const { type, style, overrides, before, after } = LIVING_PAIR;
  library.extra.beforeLivingBare = roomPicture('before-living-bare.svg', {
    body: bareRoom(type, style, overrides).body,
    alt: before,
  });
  library.extra.afterLivingStyled = roomPicture('after-living-styled.svg', {
    body: styledRoom(type, style, overrides).body,
    alt: after,
  });

  const heroImage = hero();
  library.extra.heroRoom = record(
    'hero-room.svg',
    heroImage.alt,
    1200,
    900,
    svg(1200, 900, heroImage.body, W, H),
  );

  for (const spec of PRODUCTS)
    library.products[spec.file.replace('product-', '')] = record(
      `${spec.file}.svg`,
      spec.alt,
      400,
      400,
      svg(400, 400, product(spec)),
    );
  PEOPLE.forEach((spec, index) =>
    library.people.push(
      record(`person-${index + 1}.svg`, spec.alt, 160, 160, svg(160, 160, person(spec))),
    ),
  );

  for (const furniture of catalogue)
    record(
      `${catalogueFolder}/${furniture.id}.svg`,
      furniture.name,
      pictures.size,
      pictures.size,
      illustration(furniture, pictures.size),
    );

  writeFileSync(manifestFile, await formatted(manifest(library), manifestFile));
  return sizes;
}
