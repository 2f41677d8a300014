// @vitest-environment node
import { DataTexture, Group, Mesh, MeshStandardMaterial } from 'three';
import { describe, expect, it } from 'vitest';
import { buildRoomScene } from '../../src/features/room-3d/sceneGraph.ts';
import { findFurniture } from '../../src/content/catalogue.ts';
import type { PlacedPiece } from '../../src/lib/room/design.ts';
import { buildRoomModel } from '../../src/lib/scene3d/index.ts';
import { EXAMPLE_PLAN } from '../room/examplePlan.ts';
import { CATALOGUE } from '../../src/content/catalogue.ts';

const pieces: PlacedPiece[] = CATALOGUE.slice(0, 4).map((product, index) => ({
  id: `piece-${index}`,
  productId: product.id,
  x: 150 + index * 40,
  y: 200,
  rotation: 0,
  locked: false,
}));

describe('the scene, named for export', () => {
  it('builds in Node without a DOM and names the floor, the walls and every piece', () => {
    const model = buildRoomModel(EXAMPLE_PLAN, pieces);
    const room = buildRoomScene(model);
    const floor = room.scene.getObjectByName('Floor');
    expect(floor).toBeInstanceOf(Mesh);
    const walls = room.scene.getObjectByName('Walls');
    expect(walls).toBeInstanceOf(Group);
    const wallNames = walls?.children.map((child) => child.name) ?? [];
    expect(wallNames).toEqual(EXAMPLE_PLAN.outline.map((_, index) => `Wall ${index + 1}`));
    for (const wall of walls?.children ?? []) expect(wall).toBeInstanceOf(Mesh);
    for (const piece of pieces) {
      const product = findFurniture(piece.productId);
      const group = room.pieces.get(piece.id);
      expect(group).toBeInstanceOf(Group);
      expect(group?.name).toBe(product?.name);
      expect(group?.userData).toEqual({
        pieceId: piece.id,
        productId: product?.id,
        productName: product?.name,
        kind: product?.kind,
      });
    }
    room.dispose();
  });

  it('gives pieces physically based finishes, textured by code where the finish has a grain', () => {
    const rug = CATALOGUE.find((product) => product.kind === 'rug');
    const sofa = CATALOGUE.find((product) => product.kind === 'sofa');
    const table = CATALOGUE.find((product) => product.id === 'solid-oak-coffee-table');
    const placed = [rug, sofa, table].map((product, index) => ({
      id: `look-${index}`,
      productId: product?.id ?? '',
      x: 200,
      y: 200,
      rotation: 0,
      locked: false,
    }));
    const room = buildRoomScene(buildRoomModel(EXAMPLE_PLAN, placed));
    const materialsOf = (id: string) => {
      const found: MeshStandardMaterial[] = [];
      room.pieces.get(id)?.traverse((object) => {
        if (object instanceof Mesh && object.material instanceof MeshStandardMaterial) {
          found.push(object.material);
        }
      });
      return found;
    };
    for (const id of ['look-0', 'look-1', 'look-2'])
      expect(materialsOf(id).length).toBeGreaterThan(0);
    // The rug's own woven pattern, the sofa's weave, the table's grain: painted in typed arrays.
    expect(materialsOf('look-0')[0]?.map).toBeInstanceOf(DataTexture);
    expect(materialsOf('look-1').some((material) => material.map instanceof DataTexture)).toBe(
      true,
    );
    expect(materialsOf('look-2').some((material) => material.map instanceof DataTexture)).toBe(
      true,
    );
    const floor = room.scene.getObjectByName('Floor');
    expect(floor instanceof Mesh && floor.material instanceof MeshStandardMaterial).toBe(true);
    // Pieces standing on the floor are grounded by contact shadows, marked as the view's own.
    const shadows = room.scene.children.filter((child) => child.name === 'Contact shadows');
    expect(shadows.length).toBeGreaterThan(0);
    for (const shadow of shadows) expect(shadow.userData.helper).toBe(true);
    room.dispose();
  });
});
