// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpSignedIn, startBackend } from './harness.ts';
import type { Harness, SignedIn } from './harness.ts';

const BUCKET = 'room-photos';
/** The smallest PNG: enough for an image upload without shipping a fixture file. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let harness: Harness;
let owner: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  harness = await startBackend({ mailerAutoconfirm: true });
  owner = await signUpSignedIn(harness, 'photos-owner');
  other = await signUpSignedIn(harness, 'photos-other');
}, 60_000);

afterAll(async () => {
  await harness?.close();
});

function photoPath(who: SignedIn): string {
  return `${who.userId}/${randomUUID()}`;
}

async function uploadPng(who: SignedIn, path: string, bytes: Uint8Array = PNG): Promise<void> {
  const { error } = await who.client.storage
    .from(BUCKET)
    .upload(path, new Blob([new Uint8Array(bytes)], { type: 'image/png' }), { upsert: true });
  if (error) throw error;
}

interface StorageFailure {
  status: number;
  statusCode: string;
  message: string;
}

/** The fields storage-js's StorageApiError carries: HTTP status, the body's statusCode, message. */
function storageError(error: unknown): StorageFailure {
  const { status, statusCode, message } = error as StorageFailure;
  return { status, statusCode, message };
}

describe('room photos', () => {
  it('uploads, downloads and removes the account’s own photo', async () => {
    const path = photoPath(owner);
    const upload = await owner.client.storage
      .from(BUCKET)
      .upload(path, new Blob([new Uint8Array(PNG)], { type: 'image/png' }), { upsert: true });
    expect(upload.error).toBeNull();
    expect(upload.data).toMatchObject({
      path,
      fullPath: `${BUCKET}/${path}`,
      id: expect.any(String),
    });
    expect(readFileSync(join(harness.dataDir, 'storage', BUCKET, ...path.split('/')))).toEqual(PNG);

    const download = await owner.client.storage.from(BUCKET).download(path);
    expect(download.error).toBeNull();
    expect(download.data?.type).toBe('image/png');
    expect(Buffer.from(await (download.data as Blob).arrayBuffer())).toEqual(PNG);

    // Replacing with upsert keeps one object and serves the new bytes.
    const replacement = Buffer.concat([PNG, Buffer.from([0])]);
    await uploadPng(owner, path, replacement);
    const again = await owner.client.storage.from(BUCKET).download(path);
    expect((await (again.data as Blob).arrayBuffer()).byteLength).toBe(replacement.length);

    const removal = await owner.client.storage.from(BUCKET).remove([path]);
    expect(removal.error).toBeNull();
    expect(removal.data?.map((object) => object.name)).toEqual([path]);
    expect(existsSync(join(harness.dataDir, 'storage', BUCKET, ...path.split('/')))).toBe(false);
    const gone = await owner.client.storage.from(BUCKET).download(path);
    expect(storageError(gone.error)).toEqual({
      status: 400,
      statusCode: '404',
      message: 'Object not found',
    });
  });

  it('keeps a photo from every other account and from anonymous callers', async () => {
    const path = photoPath(owner);
    await uploadPng(owner, path);

    expect((await owner.client.storage.from(BUCKET).exists(path)).data).toBe(true);
    expect((await other.client.storage.from(BUCKET).exists(path)).data).toBe(false);
    const theirs = await other.client.storage.from(BUCKET).download(path);
    expect(storageError(theirs.error).statusCode).toBe('404');
    const anonymous = await harness.client().storage.from(BUCKET).download(path);
    expect(storageError(anonymous.error).statusCode).toBe('404');

    const removal = await other.client.storage.from(BUCKET).remove([path]);
    expect(removal.error).toBeNull();
    expect(removal.data).toEqual([]);

    const overwrite = await other.client.storage
      .from(BUCKET)
      .upload(path, new Blob([new Uint8Array(PNG)], { type: 'image/png' }), { upsert: true });
    expect(storageError(overwrite.error)).toEqual({
      status: 400,
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });

    const intoTheirFolder = await owner.client.storage
      .from(BUCKET)
      .upload(photoPath(other), new Blob([new Uint8Array(PNG)], { type: 'image/png' }));
    expect(storageError(intoTheirFolder.error).statusCode).toBe('403');

    const still = await owner.client.storage.from(BUCKET).download(path);
    expect(Buffer.from(await (still.data as Blob).arrayBuffer())).toEqual(PNG);
  });

  it('refuses files over 10 MB and anything that is not an image', async () => {
    const big = new Blob([new Uint8Array(10 * 1024 * 1024 + 1)], { type: 'image/jpeg' });
    const tooBig = await owner.client.storage
      .from(BUCKET)
      .upload(photoPath(owner), big, { upsert: true });
    expect(storageError(tooBig.error)).toEqual({
      status: 400,
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size',
    });

    const text = new Blob(['hello'], { type: 'text/plain' });
    const notImage = await owner.client.storage
      .from(BUCKET)
      .upload(photoPath(owner), text, { upsert: true });
    expect(storageError(notImage.error)).toEqual({
      status: 400,
      statusCode: '415',
      message: 'mime type text/plain is not supported',
    });

    // Raw bytes with a declared type are held to the same rules.
    const raw = await owner.client.storage
      .from(BUCKET)
      .upload(photoPath(owner), new Uint8Array(8), {
        contentType: 'application/pdf',
        upsert: true,
      });
    expect(storageError(raw.error).statusCode).toBe('415');
  });

  it('answers duplicates, unknown buckets, bad keys and bad tokens in Storage’s shape', async () => {
    const path = photoPath(owner);
    await uploadPng(owner, path);
    const duplicate = await owner.client.storage
      .from(BUCKET)
      .upload(path, new Blob([new Uint8Array(PNG)], { type: 'image/png' }));
    expect(storageError(duplicate.error)).toEqual({
      status: 400,
      statusCode: '409',
      message: 'The resource already exists',
    });

    const bucket = await owner.client.storage.from('no-such-bucket').download(path);
    expect(storageError(bucket.error)).toEqual({
      status: 400,
      statusCode: '404',
      message: 'Bucket not found',
    });

    const traversal = await fetch(
      `${harness.url}/storage/v1/object/${BUCKET}/${owner.userId}/%2E%2E`,
      {
        headers: { Authorization: `Bearer ${owner.accessToken}`, apikey: 'anon-key' },
      },
    );
    expect(traversal.status).toBe(400);
    expect(await traversal.json()).toMatchObject({ statusCode: '400', code: 'InvalidKey' });

    const forged = `${owner.accessToken.slice(0, -4)}AAAA`;
    const tampered = await fetch(`${harness.url}/storage/v1/object/${BUCKET}/${path}`, {
      headers: { Authorization: `Bearer ${forged}`, apikey: 'anon-key' },
    });
    expect(tampered.status).toBe(400);
    expect(await tampered.json()).toMatchObject({ statusCode: '403', error: 'Unauthorized' });
  });
});

describe('a restart', () => {
  it('keeps rows and photos', async () => {
    const path = photoPath(owner);
    await uploadPng(owner, path);
    const id = randomUUID();
    const row = {
      id,
      updated_at: '2026-11-23T09:00:00Z',
      device_id: 'device-a',
      name: 'wall.png',
      type: 'image/png',
      size: PNG.length,
      width: 1,
      height: 1,
      position: 0,
      added_at: '2026-11-23T09:00:00Z',
      object_path: path,
    };
    const pushed = await owner.client.from('photos').upsert([row], { onConflict: 'id' }).select();
    expect(pushed.error).toBeNull();

    await harness.restart();

    const { data } = await owner.client.from('photos').select('id, object_path').eq('id', id);
    expect(data).toEqual([{ id, object_path: path }]);
    const download = await owner.client.storage.from(BUCKET).download(path);
    expect(Buffer.from(await (download.data as Blob).arrayBuffer())).toEqual(PNG);
  }, 60_000);
});
