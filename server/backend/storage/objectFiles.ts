import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { stagingDir } from './objectName.ts';

/**
 * Writes the bytes beside their final place and flushes them, so `commit` is one rename: a
 * crash leaves the previous object whole or the new one whole, never half of either.
 */
export async function stageObject(
  dataDir: string,
  bytes: Uint8Array,
): Promise<{ commit(target: string): Promise<void>; discard(): Promise<void> }> {
  const dir = stagingDir(dataDir);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const staged = join(dir, `${randomUUID()}.part`);
  const handle = await open(staged, 'wx', 0o600);
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
  return {
    commit: async (target) => {
      await mkdir(dirname(target), { recursive: true, mode: 0o700 });
      await rename(staged, target);
    },
    discard: () => rm(staged, { force: true }),
  };
}

export interface OpenedObject {
  readonly size: number;
  /** Streams the bytes and closes the file; call at most once. */
  stream(): ReadableStream<Uint8Array>;
  close(): Promise<void>;
}

/**
 * Opens an object's file, or undefined when it is not there. Size and bytes come from the one
 * open file, so a replacement renamed into place meanwhile cannot mix the two.
 */
export async function openObjectFile(path: string): Promise<OpenedObject | undefined> {
  let handle: FileHandle;
  try {
    handle = await open(path, 'r');
  } catch {
    return undefined;
  }
  const info = await handle.stat();
  if (!info.isFile()) {
    await handle.close();
    return undefined;
  }
  return {
    size: info.size,
    stream: () => Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>,
    close: () => handle.close(),
  };
}

export async function removeObjectFile(path: string): Promise<void> {
  await rm(path, { force: true });
}
