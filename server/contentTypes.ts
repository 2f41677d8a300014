import { extname } from 'node:path';

export interface ContentTypeInfo {
  readonly type: string;
  /** Worth precompressing: text formats shrink a lot, images and fonts are already compressed. */
  readonly compressible: boolean;
}

const TEXT = (type: string): ContentTypeInfo => ({ type, compressible: true });
const BINARY = (type: string): ContentTypeInfo => ({ type, compressible: false });

const BY_EXTENSION: ReadonlyMap<string, ContentTypeInfo> = new Map([
  ['.html', TEXT('text/html; charset=utf-8')],
  ['.js', TEXT('text/javascript; charset=utf-8')],
  ['.mjs', TEXT('text/javascript; charset=utf-8')],
  ['.css', TEXT('text/css; charset=utf-8')],
  ['.svg', TEXT('image/svg+xml')],
  ['.json', TEXT('application/json; charset=utf-8')],
  ['.map', TEXT('application/json; charset=utf-8')],
  ['.webmanifest', TEXT('application/manifest+json')],
  ['.txt', TEXT('text/plain; charset=utf-8')],
  ['.xml', TEXT('application/xml; charset=utf-8')],
  // The precache archive (sw/precacheArchive.ts): mostly scripts, styles and SVG.
  ['.archive', TEXT('application/octet-stream')],
  ['.woff2', BINARY('font/woff2')],
  ['.woff', BINARY('font/woff')],
  ['.png', BINARY('image/png')],
  ['.jpg', BINARY('image/jpeg')],
  ['.jpeg', BINARY('image/jpeg')],
  ['.gif', BINARY('image/gif')],
  ['.webp', BINARY('image/webp')],
  ['.avif', BINARY('image/avif')],
  ['.ico', BINARY('image/x-icon')],
  ['.wasm', BINARY('application/wasm')],
  ['.glb', BINARY('model/gltf-binary')],
  ['.mp4', BINARY('video/mp4')],
  ['.webm', BINARY('video/webm')],
]);

// With nosniff on every response, an unknown type must not be guessed as something executable.
const FALLBACK = BINARY('application/octet-stream');

export function contentTypeFor(filePath: string): ContentTypeInfo {
  return BY_EXTENSION.get(extname(filePath).toLowerCase()) ?? FALLBACK;
}
