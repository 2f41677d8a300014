import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COMPRESSED_DIR, contentDigest } from '../../server/compressedForms.ts';
import { loadStaticFiles, prepareStaticFiles } from '../../server/staticFiles.ts';
import { APP_SCRIPT, createFixtureDist, type FixtureDist } from './fixtureDist.ts';

let fixture: FixtureDist;
beforeEach(() => {
  fixture = createFixtureDist();
});
afterEach(() => fixture.remove());

const kept = () => readdirSync(join(fixture.distDir, COMPRESSED_DIR)).sort();
const scriptPath = () => join(fixture.distDir, APP_SCRIPT);
const keptName = (bytes: Uint8Array, extension: string) =>
  `${contentDigest(bytes).toString('hex')}.${extension}`;

describe('the build compressed once, beside it', () => {
  it('keeps both compressed forms of each text file, named by its bytes, never served', async () => {
    await prepareStaticFiles(fixture.distDir);
    const script = readFileSync(scriptPath());
    expect(kept()).toEqual(
      expect.arrayContaining([keptName(script, 'br'), keptName(script, 'gz')]),
    );
    const fontDigest = contentDigest(
      readFileSync(join(fixture.distDir, 'assets/inter-latin-wght-normal-0a1b2c.woff2')),
    ).toString('hex');
    expect(
      kept().some((name) => name.startsWith(fontDigest)),
      'a font is not text',
    ).toBe(false);
    expect(kept().some((name) => name.endsWith('.partial'))).toBe(false);

    const files = loadStaticFiles(fixture.distDir);
    expect([...files.keys()].some((path) => path.includes(COMPRESSED_DIR))).toBe(false);
    const forms = files.get(APP_SCRIPT)?.representations;
    expect(brotliDecompressSync(forms?.get('br')?.body ?? new Uint8Array())).toEqual(script);
    expect(gunzipSync(forms?.get('gzip')?.body ?? new Uint8Array())).toEqual(script);
  });

  it('serves the kept forms on a later start, and makes them anew for changed bytes', async () => {
    await prepareStaticFiles(fixture.distDir);
    const script = readFileSync(scriptPath());
    const brPath = join(fixture.distDir, COMPRESSED_DIR, keptName(script, 'br'));
    // A marker in place of the kept form shows which bytes a start serves.
    writeFileSync(brPath, 'kept');
    const body = loadStaticFiles(fixture.distDir).get(APP_SCRIPT)?.representations.get('br')?.body;
    expect(Buffer.from(body ?? new Uint8Array()).toString()).toBe('kept');

    const changed = `${script.toString()}\n// changed\n`;
    writeFileSync(scriptPath(), changed);
    const forms = loadStaticFiles(fixture.distDir).get(APP_SCRIPT)?.representations;
    expect(brotliDecompressSync(forms?.get('br')?.body ?? new Uint8Array()).toString()).toBe(
      changed,
    );
    expect(kept()).toContain(keptName(Buffer.from(changed), 'br'));
  });

  it('starts without the kept forms, and without a build folder to prepare', async () => {
    const forms = loadStaticFiles(fixture.distDir).get(APP_SCRIPT)?.representations;
    expect(forms?.has('br')).toBe(true);
    await expect(prepareStaticFiles(join(fixture.distDir, 'missing'))).resolves.toBeUndefined();
  });
});
