// The manifest the app imports: every picture's path, intrinsic size and alt text, as TypeScript.

/** Formats the manifest as the rest of the code is formatted, when Prettier is installed. */
export async function formatted(source, file) {
  try {
    const prettier = await import('prettier');
    const options = (await prettier.resolveConfig(file)) ?? {};
    return await prettier.format(source, { ...options, filepath: file });
  } catch {
    return source;
  }
}

/** The TypeScript source of the manifest for a library of written pictures. */
export function manifest(library) {
  const entry = (image) =>
    `{ src: ${JSON.stringify(image.src)}, alt: ${JSON.stringify(image.alt)}, width: ${image.width}, height: ${image.height} }`;
  const record = (object) =>
    `{\n${Object.entries(object)
      .map(([key, image]) => `  ${JSON.stringify(key)}: ${entry(image)},`)
      .join('\n')}\n} as const satisfies Record<string, SampleImage>`;
  return `/**
 * The sample image library, written by scripts/generate-samples.mjs (do not edit by hand: change
 * the generator's parameters and run it again). Every picture's path, intrinsic size and alt text.
 */
export interface SampleImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export type LibraryRoomType = ${[...new Set(Object.keys(library.rooms).map((key) => key.split('-')[0]))].map((type) => JSON.stringify(type)).join(' | ')};
export type LibraryStyle = ${[...new Set(Object.keys(library.rooms).map((key) => key.split('-')[1]))].map((style) => JSON.stringify(style)).join(' | ')};

/** Styled rooms, keyed "roomType-style". */
export const ROOM_IMAGES = ${record(library.rooms)};

/** The same rooms bare, before styling, keyed "roomType-style" like their styled pictures. */
export const BEFORE_IMAGES = ${record(library.befores)};

/** One product of each kind, keyed by kind. */
export const PRODUCT_IMAGES = ${record(library.products)};

/** Portraits for testimonials, reviews and designers. */
export const PEOPLE_IMAGES: readonly SampleImage[] = [
${library.people.map((image) => `  ${entry(image)},`).join('\n')}
];

export const HERO_IMAGE: SampleImage = ${entry(library.extra.heroRoom)};
export const BEFORE_LIVING_BARE: SampleImage = ${entry(library.extra.beforeLivingBare)};
export const AFTER_LIVING_STYLED: SampleImage = ${entry(library.extra.afterLivingStyled)};

/** The styled room of this type and style; throws for a pair the library does not draw. */
export function roomImage(type: LibraryRoomType, style: LibraryStyle): SampleImage {
  const image = (ROOM_IMAGES as Readonly<Record<string, SampleImage>>)[\`\${type}-\${style}\`];
  if (!image) throw new Error(\`No sample room \${type}-\${style}\`);
  return image;
}

/** The bare picture of a before/after pair; throws for a pair the library does not draw. */
export function beforeImage(type: LibraryRoomType, style: LibraryStyle): SampleImage {
  const image = (BEFORE_IMAGES as Readonly<Record<string, SampleImage>>)[\`\${type}-\${style}\`];
  if (!image) throw new Error(\`No before picture \${type}-\${style}\`);
  return image;
}
`;
}
