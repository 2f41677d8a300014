import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { errorCode } from '../errorCode.ts';

/** A second server writing the same database files would corrupt them. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by another Aurevia server (process ${pid}). Stop it, or ` +
        `choose another DATA_DIR. If no such server runs, delete ${lockPath(dataDir)}.`,
    );
    this.name = 'DataDirInUseError';
  }
}

function lockPath(dataDir: string): string {
  return join(dataDir, 'server.lock');
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return errorCode(error) === 'EPERM';
  }
}

function readOwner(path: string): number | undefined {
  try {
    const pid = Number(readFileSync(path, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Claims DATA_DIR for this process, taking over a lock left behind by a server that crashed.
 * Returns the function that gives it back.
 */
export function lockDataDir(dataDir: string): () => void {
  const path = lockPath(dataDir);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(path, 'wx', 0o600);
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      return () => rmSync(path, { force: true });
    } catch (error) {
      if (errorCode(error) !== 'EEXIST') throw error;
      const owner = readOwner(path);
      if (owner !== undefined && owner !== process.pid && isRunning(owner)) {
        throw new DataDirInUseError(dataDir, owner);
      }
      if (owner === process.pid) throw new DataDirInUseError(dataDir, owner);
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}.`);
}
