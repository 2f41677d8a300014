// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { strToU8 } from 'three/examples/jsm/libs/fflate.module.js';
import { modelFileName } from '../../src/features/room-3d-export/formats.ts';
import { usdName } from '../../src/features/room-3d-export/exportScene.ts';
import {
  annotatePrims,
  packUsdz,
  unpackUsdz,
} from '../../src/features/room-3d-export/usdzArchive.ts';
import { readZipEntries } from '../../src/lib/room/capture/zip.ts';

describe('the USDZ package', () => {
  it('stores entries of any name and length uncompressed, each 64-byte aligned, in order', () => {
    const entries: [string, Uint8Array][] = [
      ['model.usda', strToU8('#usda 1.0\n')],
      ['geometries/Geometry_1.usda', new Uint8Array(1)],
      ['textures/Texture_7_false.png', new Uint8Array(63)],
      ['g/a.usda', new Uint8Array(65)],
      ['textures/Texture_8_true.png', new Uint8Array(0)],
    ];
    const packed = packUsdz(entries);
    const layout = readZipEntries(packed, Number.MAX_SAFE_INTEGER);
    expect(layout.map((entry) => entry.name)).toEqual(entries.map(([name]) => name));
    for (const entry of layout) {
      expect(entry.method).toBe(0);
      expect(entry.dataOffset % 64, entry.name).toBe(0);
    }
    expect(unpackUsdz(packed)).toEqual(entries);
  });
});

describe('what a USD prim says of its piece', () => {
  const usda = [
    'def Xform "Root"',
    '{',
    '\tdef Xform "Oak_Frame_Easy_Chair"',
    '\t{',
    '\t}',
    '\tdef Xform "Oak_Frame_Easy_Chair_2"',
    '\t{',
    '\t}',
    '}',
  ].join('\n');

  it('adds a display name and the ids to the named prim only', () => {
    const text = annotatePrims(usda, [
      {
        name: 'Oak_Frame_Easy_Chair_2',
        displayName: 'Oak Frame "Easy" Chair',
        customData: { pieceId: 'chair-2', productId: 'oak-frame-easy-chair' },
      },
    ]);
    expect(text).toContain('\tdef Xform "Oak_Frame_Easy_Chair"\n\t{');
    expect(text).toContain(
      [
        '\tdef Xform "Oak_Frame_Easy_Chair_2" (',
        '\t\tdisplayName = "Oak Frame \\"Easy\\" Chair"',
        '\t\tcustomData = {',
        '\t\t\tstring pieceId = "chair-2"',
        '\t\t\tstring productId = "oak-frame-easy-chair"',
        '\t\t}',
        '\t)',
        '\t{',
      ].join('\n'),
    );
  });

  it('makes names USD accepts', () => {
    expect(usdName('Bouclé Club Chair')).toBe('Boucle_Club_Chair');
    expect(usdName('3-Seat Sofa')).toBe('_3_Seat_Sofa');
    expect(usdName('Maple & Marrow')).toBe('Maple_Marrow');
    expect(usdName('???')).toBe('Node');
  });
});

describe('file names', () => {
  it("are the room's name with the format's extension", () => {
    expect(modelFileName('Living room', 'glb')).toBe('Living room.glb');
    expect(modelFileName('Mum\'s flat: "lounge"', 'usdz')).toBe("Mum's flat lounge.usdz");
    expect(modelFileName('  ', 'usdz')).toBe('room.usdz');
    expect(modelFileName('../..', 'glb')).toBe('room.glb');
  });
});
