/**
 * A designed room as a file for other 3D tools: glTF binary (.glb) and USDZ, made on the device
 * from the scene the 3D view draws. This module holds three.js and its exporters; it is loaded
 * with `import()` when someone asks for a file, never with a page.
 */
import { GLTFExporter } from 'three/examples/jsm/exporters/GLTFExporter.js';
import { USDZExporter } from 'three/examples/jsm/exporters/USDZExporter.js';
import type { PlacedPiece } from '../../lib/room/design.ts';
import type { RoomPlan } from '../../lib/room/plan.ts';
import { buildRoomModel } from '../../lib/scene3d/index.ts';
// The view's own scene builder, so the file shows what the view shows. The room-3d feature's
// index.ts exports only its lazy view; this chunk is itself loaded on demand.
// eslint-disable-next-line no-restricted-imports -- see the note above
import { buildRoomScene } from '../room-3d/sceneGraph.ts';
import { buildExportScene, MAX_TEXTURE_SIZE, usdName, type ExportScene } from './exportScene.ts';
import { repackUsdz } from './usdzArchive.ts';
import { MODEL_FORMATS, type ModelFormat } from './formats.ts';

export interface RoomFileInput {
  readonly plan: RoomPlan;
  readonly pieces: readonly PlacedPiece[];
  /** The room's name: the scene's name in the file. */
  readonly name: string;
}

export interface RoomFileOptions {
  /**
   * Keep the finishes' textures (the default). The exporters encode them on a canvas, so in
   * Node, which has none, the file keeps only the colours whatever this says.
   */
  readonly textures?: boolean;
}

export interface RoomFile {
  readonly format: ModelFormat;
  readonly bytes: Uint8Array<ArrayBuffer>;
  readonly mimeType: string;
  readonly triangles: number;
  readonly largestTexture: number;
}

function withExportScene<T>(
  input: RoomFileInput,
  names: 'display' | 'usd',
  textures: boolean,
  run: (exportScene: ExportScene) => Promise<T>,
): Promise<T> {
  const model = buildRoomModel(input.plan, input.pieces);
  const room = buildRoomScene(model);
  const exportScene = buildExportScene(room.scene, model, { name: input.name, names, textures });
  return run(exportScene).finally(() => {
    exportScene.dispose();
    room.dispose();
  });
}

async function glb(input: RoomFileInput, textures: boolean): Promise<RoomFile> {
  return withExportScene(input, 'display', textures, async (exportScene) => {
    const result = await new GLTFExporter().parseAsync(exportScene.scene, {
      binary: true,
      trs: true,
      onlyVisible: true,
      maxTextureSize: MAX_TEXTURE_SIZE,
    });
    if (!(result instanceof ArrayBuffer)) throw new Error('The glTF exporter gave no binary file.');
    return {
      format: 'glb',
      bytes: new Uint8Array(result),
      mimeType: MODEL_FORMATS.glb.mimeType,
      triangles: exportScene.triangles,
      largestTexture: exportScene.largestTexture,
    };
  });
}

async function usdz(input: RoomFileInput, textures: boolean): Promise<RoomFile> {
  return withExportScene(input, 'usd', textures, async (exportScene) => {
    const packed = await new USDZExporter().parseAsync(exportScene.scene, {
      // Quick Look puts the room on the floor it finds, at true size.
      includeAnchoringProperties: true,
      ar: { anchoring: { type: 'plane' }, planeAnchoring: { alignment: 'horizontal' } },
      quickLookCompatible: true,
      onlyVisible: true,
      maxTextureSize: MAX_TEXTURE_SIZE,
    });
    const prims = [...exportScene.pieces.values()].map(({ node, extras }) => ({
      name: usdName(node.name),
      displayName: extras.productName,
      customData: { ...extras },
    }));
    // The exporter writes no ids: the layer gets them, and the package is packed again with
    // its entries stored and 64-byte aligned.
    const bytes = repackUsdz(packed, prims);
    return {
      format: 'usdz',
      bytes: new Uint8Array(bytes),
      mimeType: MODEL_FORMATS.usdz.mimeType,
      triangles: exportScene.triangles,
      largestTexture: exportScene.largestTexture,
    };
  });
}

/** The room as a file in the given format. */
export function exportRoom(
  input: RoomFileInput,
  format: ModelFormat,
  options: RoomFileOptions = {},
): Promise<RoomFile> {
  const textures = options.textures ?? true;
  return format === 'glb' ? glb(input, textures) : usdz(input, textures);
}
