/** The two file formats a room is given in, and their file names. No three.js here. */

export type ModelFormat = 'glb' | 'usdz';

export const MODEL_FORMATS: Readonly<
  Record<ModelFormat, { readonly extension: string; readonly mimeType: string }>
> = {
  glb: { extension: 'glb', mimeType: 'model/gltf-binary' },
  usdz: { extension: 'usdz', mimeType: 'model/vnd.usdz+zip' },
};

/** A file name from the room's name: what a file system accepts, never empty. */
export function modelFileName(roomName: string, format: ModelFormat): string {
  const printable = [...roomName].filter((char) => char.charCodeAt(0) >= 32).join('');
  const safe = printable
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    // No hidden file, and no name Windows would cut short: no dots or spaces at either end.
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .slice(0, 80)
    .trim();
  return `${safe || 'room'}.${MODEL_FORMATS[format].extension}`;
}
