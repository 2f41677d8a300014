import { join, resolve, sep } from 'node:path';
import { invalidKey, invalidRequest } from './storageError.ts';

/** Bucket ids as hosted Storage allows them, minus anything that could name a hidden folder. */
const BUCKET_ID = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,99}$/;
/** The characters hosted Storage accepts in object keys. */
const KEY_CHARACTERS = /^[\w/!\-.*'() &$@=;:+,?]+$/;
const MAX_KEY_LENGTH = 1024;

export function checkBucketId(bucketId: string): string {
  if (!BUCKET_ID.test(bucketId)) throw invalidRequest('Bucket name invalid');
  return bucketId;
}

/**
 * An object key that is safe to keep on disk as a path under its bucket's folder: no empty,
 * '.' or '..' segments, nothing outside hosted Storage's character set.
 */
export function checkObjectName(name: string): string {
  const segments = name.split('/');
  const valid =
    name.length > 0 &&
    name.length <= MAX_KEY_LENGTH &&
    KEY_CHARACTERS.test(name) &&
    segments.every((segment) => segment !== '' && segment !== '.' && segment !== '..');
  if (!valid) throw invalidKey(name);
  return name;
}

/** `<DATA_DIR>/storage`, where every bucket has a folder of its own. */
export function storageRoot(dataDir: string): string {
  return join(dataDir, 'storage');
}

/** Where an object's bytes live; never outside the bucket's folder. */
export function objectFilePath(dataDir: string, bucketId: string, name: string): string {
  const bucketDir = resolve(storageRoot(dataDir), checkBucketId(bucketId));
  const path = resolve(bucketDir, ...checkObjectName(name).split('/'));
  if (!path.startsWith(bucketDir + sep)) throw invalidKey(name);
  return path;
}

/** Bytes being written wait here, on the same file system, until renamed into place. */
export function stagingDir(dataDir: string): string {
  return join(storageRoot(dataDir), '.staging');
}
