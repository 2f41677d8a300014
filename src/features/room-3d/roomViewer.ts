/**
 * The 3D view on one canvas: renderer, scene, camera and input. It draws only when something
 * changed (a move, a resize, a selection, a glide between views), never in a constant loop.
 */
import {
  ACESFilmicToneMapping,
  Mesh,
  PCFShadowMap,
  Raycaster,
  SRGBColorSpace,
  Vector2,
  WebGLRenderer,
} from 'three';
import type { RoomModel } from '../../lib/scene3d/index.ts';
import { CameraRig, type ViewMode } from './cameraRig.ts';
import { listenToGestures } from './gestures.ts';
import { captionedPicture } from './saveImage.ts';
import { SHADOW_ONLY_LAYER, buildRoomScene, type RoomScene } from './sceneGraph.ts';

export interface ViewerCallbacks {
  /** A piece was tapped (its id), or empty space (null). */
  readonly onPick: (id: string | null) => void;
  /** The first frame is on screen. */
  readonly onReady?: () => void;
}

/** Whether this browser can give a WebGL 2 context at all, asked on a throwaway canvas. */
export function hasWebGL(): boolean {
  try {
    const probe = document.createElement('canvas');
    const gl = probe.getContext('webgl2');
    if (!gl) return false;
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return true;
  } catch {
    return false;
  }
}

const ZOOM_STEP = 0.85;
/** How long after the last move the view is drawn sharp again. */
const SETTLE_MS = 200;
/** The sharpest the view is drawn: more costs battery for little a phone can show. */
const MAX_PIXEL_RATIO = 2;
/** The coarsest the view is drawn while moving (at least every other pixel of a plain screen). */
const QUICKEST_RATIO = 0.5;
/**
 * The most pixels a frame draws while moving: a phone's canvas at its own density holds about
 * four times as many as a desktop's, and slow graphics draw each of them with the same care.
 */
const MOVING_PIXELS = 100_000;
/** A saved picture's width at least: sharp on any phone, and more than the view shows. */
const PICTURE_WIDTH = 2048;
/** The largest drawing made for a picture, so a phone's memory is not exhausted by one. */
const MAX_PICTURE_RENDER = 4096;
/** The exposure the room's lights were set for. */
const EXPOSURE = 1;

export class RoomViewer {
  private readonly renderer: WebGLRenderer;
  private room: RoomScene;
  private rig: CameraRig;
  private readonly raycaster = new Raycaster();
  private frame = 0;
  private frames = 0;
  private readyTold = false;
  private modelFloor: RoomModel['floor'];
  private readonly cleanups: (() => void)[] = [];
  private settleTimer: ReturnType<typeof setTimeout> | null = null;
  private selectedId: string | null = null;

  constructor(
    private readonly canvas: HTMLCanvasElement,
    model: RoomModel,
    private readonly callbacks: ViewerCallbacks,
  ) {
    // No multisampling: software WebGL (and weak phone GPUs) pay dearly for it; a high-density
    // screen smooths the edges anyway.
    this.renderer = new WebGLRenderer({ canvas, antialias: false, powerPreference: 'low-power' });
    this.renderer.setPixelRatio(this.sharpRatio());
    this.renderer.outputColorSpace = SRGBColorSpace;
    // Film-like tone mapping keeps a bright window and the shade under a table both readable.
    this.renderer.toneMapping = ACESFilmicToneMapping;
    this.renderer.toneMappingExposure = EXPOSURE;
    this.renderer.shadowMap.enabled = true;
    // Soft-edged by each light's shadow radius.
    this.renderer.shadowMap.type = PCFShadowMap;
    // The daylight and the furniture stay put while the camera moves: draw shadows once.
    this.renderer.shadowMap.autoUpdate = false;
    this.room = buildRoomScene(model);
    this.rig = new CameraRig(model);
    this.modelFloor = model.floor;
    this.renderer.shadowMap.needsUpdate = true;

    this.cleanups.push(
      listenToGestures(canvas, {
        drag: (dx, dy) => {
          this.rig.drag(dx, dy, canvas.clientWidth);
          this.moving();
        },
        zoom: (factor) => {
          this.rig.zoom(factor);
          this.moving();
        },
        tap: (x, y) => this.callbacks.onPick(this.pick(x, y)),
      }),
    );
    const keydown = (event: KeyboardEvent) => this.key(event);
    canvas.addEventListener('keydown', keydown);
    this.cleanups.push(() => canvas.removeEventListener('keydown', keydown));

    const observer = new ResizeObserver(() => this.resize());
    observer.observe(canvas);
    this.cleanups.push(() => observer.disconnect());
    this.resize();
  }

  get mode(): ViewMode {
    return this.rig.mode;
  }

  /** Draws a new model of the room, keeping the camera where it is when the room is the same. */
  setModel(model: RoomModel, selectedId: string | null): void {
    this.room.dispose();
    this.room = buildRoomScene(model);
    this.selectedId = selectedId;
    this.room.setSelected(selectedId);
    const sameRoom = JSON.stringify(model.floor) === JSON.stringify(this.modelFloor);
    if (!sameRoom) {
      const mode = this.rig.mode;
      this.rig = new CameraRig(model);
      this.rig.setMode(mode, false, 0);
      this.resize();
    }
    this.modelFloor = model.floor;
    this.renderer.shadowMap.needsUpdate = true;
    this.invalidate();
  }

  setSelected(id: string | null): void {
    this.selectedId = id;
    this.room.setSelected(id);
    this.invalidate();
  }

  setMode(mode: ViewMode, glide: boolean): void {
    this.rig.setMode(mode, glide, performance.now());
    this.room.ceiling.visible = mode === 'walk';
    this.invalidate();
  }

  /**
   * The current view as a picture to share: `width` px wide (more than the view shows), drawn
   * at twice that and scaled down so its edges are smooth (the live view skips multisampling to
   * stay fluid), without the selection's highlight, with `caption` in its corner.
   */
  async picture(caption: string, width = PICTURE_WIDTH): Promise<Blob | null> {
    const viewWidth = this.canvas.clientWidth;
    const viewHeight = this.canvas.clientHeight;
    if (viewWidth === 0 || viewHeight === 0) return null;
    const outWidth = Math.round(Math.max(width, viewWidth * 2));
    const outHeight = Math.round((outWidth * viewHeight) / viewWidth);
    const gl = this.renderer.getContext();
    const largest = Math.min(
      gl.getParameter(gl.MAX_RENDERBUFFER_SIZE) as number,
      ...(gl.getParameter(gl.MAX_VIEWPORT_DIMS) as Int32Array),
      MAX_PICTURE_RENDER,
    );
    const supersample = Math.max(1, Math.min(2, largest / Math.max(outWidth, outHeight)));
    const ratio = this.renderer.getPixelRatio();
    const selected = this.selectedId;
    this.room.setSelected(null);
    this.renderer.setPixelRatio(1);
    this.renderer.setSize(
      Math.round(outWidth * supersample),
      Math.round(outHeight * supersample),
      false,
    );
    try {
      this.rig.step(performance.now());
      this.cutAway();
      this.renderer.render(this.room.scene, this.rig.camera);
      // Read in the same task as the drawing, while the drawing buffer still holds it.
      const picture = captionedPicture(this.canvas, outWidth, outHeight, caption);
      return await new Promise<Blob | null>((resolve) => picture.toBlob(resolve, 'image/png'));
    } finally {
      this.room.setSelected(selected);
      this.renderer.setPixelRatio(ratio);
      this.renderer.setSize(viewWidth, viewHeight, false);
      this.invalidate();
    }
  }

  dispose(): void {
    if (this.settleTimer) clearTimeout(this.settleTimer);
    if (this.frame) cancelAnimationFrame(this.frame);
    this.frame = 0;
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    this.room.dispose();
    this.renderer.dispose();
    this.renderer.forceContextLoss();
  }

  /** Asks for one frame; several asks before it is drawn make one frame. */
  invalidate(): void {
    if (this.frame === 0) this.frame = requestAnimationFrame((now) => this.tick(now));
  }

  private sharpRatio(): number {
    return Math.min(window.devicePixelRatio || 1, MAX_PIXEL_RATIO);
  }

  /**
   * While the camera moves, frames are drawn at half the pixels' density, without the fine
   * grain and weave, so the motion stays smooth on slow graphics; a moment after it stops, one
   * sharp frame follows with them.
   */
  private moving(): void {
    const sharp = this.sharpRatio();
    const area = Math.max(1, this.canvas.clientWidth * this.canvas.clientHeight);
    const quick = Math.max(QUICKEST_RATIO, Math.min(sharp / 2, Math.sqrt(MOVING_PIXELS / area)));
    if (this.renderer.getPixelRatio() !== quick) this.setPixelRatio(quick);
    this.room.setFineDetail(false);
    if (this.settleTimer) clearTimeout(this.settleTimer);
    this.settleTimer = setTimeout(() => {
      this.settleTimer = null;
      this.room.setFineDetail(true);
      this.setPixelRatio(sharp);
      this.invalidate();
    }, SETTLE_MS);
    this.invalidate();
  }

  private setPixelRatio(ratio: number): void {
    this.renderer.setPixelRatio(ratio);
    this.renderer.setSize(this.canvas.clientWidth, this.canvas.clientHeight, false);
  }

  private tick(now: number): void {
    this.frame = 0;
    this.draw(now);
    if (this.rig.animating) this.invalidate();
  }

  private draw(now: number): void {
    this.rig.step(now);
    this.cutAway();
    this.renderer.render(this.room.scene, this.rig.camera);
    this.frames += 1;
    this.canvas.dataset.frames = String(this.frames);
    if (!this.readyTold) {
      this.readyTold = true;
      this.callbacks.onReady?.();
    }
  }

  /**
   * Orbiting, the walls between the camera and the room step aside (they still cast their
   * shadows, so the daylight keeps the windows' shape); walking or from above all stand.
   */
  private cutAway(): void {
    const camera = this.rig.position();
    const orbiting = this.rig.mode === 'orbit';
    const faces = this.room.wallFaces;
    const hidden = faces.map((face) => {
      if (!orbiting) return false;
      const dx = camera.x - face.point.x;
      const dz = camera.z - face.point.z;
      return dx * face.inward.x + dz * face.inward.z < 0;
    });
    for (const { object, wall } of this.room.wallParts) {
      const layer = hidden[wall] ? SHADOW_ONLY_LAYER : 0;
      object.traverse((child) => child.layers.set(layer));
    }
  }

  private pick(clientX: number, clientY: number): string | null {
    const rect = this.canvas.getBoundingClientRect();
    const pointer = new Vector2(
      ((clientX - rect.left) / rect.width) * 2 - 1,
      -((clientY - rect.top) / rect.height) * 2 + 1,
    );
    this.raycaster.setFromCamera(pointer, this.rig.camera);
    const hits = this.raycaster.intersectObjects(this.room.scene.children, true);
    for (const hit of hits) {
      if (!(hit.object instanceof Mesh) || !hit.object.visible) continue;
      const material = hit.object.material;
      if (!Array.isArray(material) && material.transparent) continue;
      const id: unknown = hit.object.userData.pieceId;
      return typeof id === 'string' ? id : null;
    }
    return null;
  }

  private key(event: KeyboardEvent): void {
    switch (event.key) {
      case 'ArrowLeft':
      case 'ArrowRight':
      case 'ArrowUp':
      case 'ArrowDown':
        this.rig.arrow(event.key);
        break;
      case '+':
      case '=':
        this.rig.zoom(ZOOM_STEP);
        break;
      case '-':
      case '_':
        this.rig.zoom(1 / ZOOM_STEP);
        break;
      default:
        return;
    }
    event.preventDefault();
    this.moving();
  }

  private resize(): void {
    const width = this.canvas.clientWidth;
    const height = this.canvas.clientHeight;
    if (width === 0 || height === 0) return;
    this.renderer.setSize(width, height, false);
    this.rig.setAspect(width / height);
    this.invalidate();
  }
}
