/**
 * The exporters and three.js load only when someone asks for a file: this `import()` makes
 * them a chunk of their own, outside every page's first paint. The service worker precaches
 * it with the other chunks, so files are made offline too.
 */
import { modelFile } from './deliver.ts';
import type { ModelFormat } from './formats.ts';
import type { Room3DExportProps } from './props.ts';

export async function makeModelFile(room: Room3DExportProps, format: ModelFormat): Promise<File> {
  const { exportRoom } = await import('./exportRoom.ts');
  const made = await exportRoom(room, format);
  return modelFile(made.bytes, room.name, format);
}

/** A key that changes when what the files show changes, and only then. */
export function roomKey({ plan, pieces, name }: Room3DExportProps): string {
  return JSON.stringify([plan, pieces, name]);
}
