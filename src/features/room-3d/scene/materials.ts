/**
 * Physically based materials for each finish a part can have, lit by the room's environment:
 * wood with its grain, fabric with its weave, brushed metal, a mirror, glass, a glowing shade,
 * and rugs woven with a pattern. Textures are made once per scene and shared by every material
 * that needs them; `dispose` releases them all.
 */
import {
  Color,
  MeshBasicMaterial,
  MeshLambertMaterial,
  MeshStandardMaterial,
  type DataTexture,
  type Material,
} from 'three';
import type { Finish } from '../../../lib/scene3d/index.ts';
import {
  contactShadowTexture,
  fabricWeaveTexture,
  floorBoardsTexture,
  rugTexture,
  woodGrainTexture,
} from './textures.ts';

/** How many centimetres one repeat of each texture covers, for the geometry's UVs. */
export const TEXTURE_PERIOD: Readonly<Record<Finish, number>> = {
  wood: 60,
  fabric: 12,
  matte: 100,
  metal: 100,
  mirror: 100,
  glass: 100,
  glow: 100,
};
/** The floor's boards: one tile is this long and this wide (4 boards of 18 cm). */
export const FLOOR_TILE = { along: 120, across: 72 } as const;

export const SELECTION = '#A34A28';

interface FinishLook {
  readonly roughness: number;
  readonly metalness: number;
}

const LOOKS: Record<Finish, FinishLook> = {
  matte: { roughness: 0.85, metalness: 0 },
  fabric: { roughness: 0.95, metalness: 0 },
  wood: { roughness: 0.6, metalness: 0 },
  metal: { roughness: 0.35, metalness: 0.4 },
  // Nothing to reflect without an environment map: a mirror reads by its sheen and tint.
  mirror: { roughness: 0.08, metalness: 0.3 },
  glass: { roughness: 0.05, metalness: 0 },
  glow: { roughness: 0.9, metalness: 0 },
};

/** Materials and the textures behind them, made on demand and released together. */
export class MaterialLibrary {
  private readonly textures = new Map<string, DataTexture>();
  private readonly materials: Material[] = [];
  /** Materials with a grain or weave, and that texture. */
  private readonly detailed = new Map<MeshStandardMaterial, DataTexture>();

  /** Keeps a material to release with the others. */
  own<T extends Material>(material: T): T {
    this.materials.push(material);
    return material;
  }

  /** A new material of this colour and finish (each piece has its own, so one can glow). */
  finish(colour: string, finish: Finish): MeshStandardMaterial {
    const look = LOOKS[finish];
    const material = new MeshStandardMaterial({
      color: new Color(colour),
      roughness: look.roughness,
      metalness: look.metalness,
    });
    if (finish === 'wood') this.fineDetail(material, this.texture('wood', woodGrainTexture));
    if (finish === 'fabric') this.fineDetail(material, this.texture('fabric', fabricWeaveTexture));
    if (finish === 'glass') {
      material.transparent = true;
      material.opacity = 0.25;
      material.depthWrite = false;
    }
    if (finish === 'glow') {
      // A lit shade: it gives light rather than only taking it.
      material.emissive = new Color(colour).multiplyScalar(0.55);
    }
    // Remembered so a selection's glow can be taken off again.
    material.userData.emissive = `#${material.emissive.getHexString()}`;
    return this.own(material);
  }

  /** A rug's material: its own woven pattern in its colour, spread once across its face. */
  rug(colour: string, round: boolean): MeshStandardMaterial {
    const ground = new Color(colour);
    const hsl = { h: 0, s: 0, l: 0 };
    ground.getHSL(hsl);
    // The pattern: the ground's hue, deeper and a touch warmer, as a dyed wool would be.
    const pattern = new Color().setHSL((hsl.h + 0.97) % 1, Math.min(1, hsl.s + 0.2), hsl.l * 0.55);
    const key = `rug:${colour}:${round ? 'round' : 'square'}`;
    const map = this.texture(key, () =>
      rugTexture(
        { ground: `#${ground.getHexString()}`, pattern: `#${pattern.getHexString()}` },
        round,
      ),
    );
    const material = new MeshStandardMaterial({ color: '#FFFFFF', roughness: 1, map });
    material.userData.emissive = '#000000';
    return this.own(material);
  }

  /** The floor: oak boards, tinted by the floor's colour (its UVs count the boards). */
  floor(colour: string): MeshStandardMaterial {
    const map = this.texture('floor', floorBoardsTexture);
    return this.own(new MeshStandardMaterial({ color: colour, roughness: 0.55, map }));
  }

  /** The soft shadow under pieces standing on the floor, round or square-cornered. */
  contactShadow(round: boolean): MeshBasicMaterial {
    const map = this.texture(`contact:${round ? 'round' : 'square'}`, () =>
      contactShadowTexture(round),
    );
    return this.own(
      new MeshBasicMaterial({
        color: '#000000',
        map,
        transparent: true,
        opacity: 0.55,
        depthWrite: false,
        // Drawn over the floor and rugs it lies on without flickering into them.
        polygonOffset: true,
        polygonOffsetFactor: -2,
        polygonOffsetUnits: -2,
      }),
    );
  }

  /**
   * A matte painted surface: walls and ceiling. Lambert's model is the diffuse half of the
   * physically based one, all a flat paint shows, at a fraction of its cost on the pixels
   * that cover most of the view.
   */
  paint(colour: string): MeshLambertMaterial {
    return this.own(new MeshLambertMaterial({ color: colour }));
  }

  /**
   * Shows or leaves out the fine grain and weave: left out while the camera moves, when they
   * cannot be seen at the coarser density the view is drawn at, and cost a software renderer
   * more than half its frame rate; shown again in the sharp frame that follows.
   */
  setFineDetail(shown: boolean): void {
    for (const [material, map] of this.detailed) {
      const wanted = shown ? map : null;
      if (material.map === wanted) continue;
      material.map = wanted;
      material.needsUpdate = true;
    }
  }

  private fineDetail(material: MeshStandardMaterial, map: DataTexture): void {
    material.map = map;
    this.detailed.set(material, map);
  }

  dispose(): void {
    this.detailed.clear();
    for (const material of this.materials.splice(0)) material.dispose();
    for (const texture of this.textures.values()) texture.dispose();
    this.textures.clear();
  }

  private texture(key: string, make: () => DataTexture): DataTexture {
    let texture = this.textures.get(key);
    if (!texture) {
      texture = make();
      this.textures.set(key, texture);
    }
    return texture;
  }
}
