/**
 * The three ways of looking at the room and the moves each allows: orbiting round it, walking
 * inside it at eye level, and looking straight down on it as on the plan (x right, y down).
 */
import { MathUtils, OrthographicCamera, PerspectiveCamera, Vector3, type Camera } from 'three';
import { containsPoint, distanceToSegment } from '../../lib/room/geometry.ts';
import type { Point } from '../../lib/room/plan.ts';
import type { RoomModel } from '../../lib/scene3d/index.ts';

export type ViewMode = 'orbit' | 'walk' | 'top';

export const EYE_HEIGHT = 160;
const ORBIT_FOV = 45;
const WALK_FOV = 70;
const MIN_PITCH = 0.12;
const MAX_PITCH = 1.45;
const WALK_MARGIN = 25;
const TOP_MARGIN = 40;
const TRANSITION_MS = 420;

interface Pose {
  readonly position: Vector3;
  readonly look: Vector3;
  readonly fov: number;
}

const easeOut = (t: number): number => 1 - (1 - t) ** 3;

export class CameraRig {
  readonly perspective = new PerspectiveCamera(ORBIT_FOV, 1, 5, 20_000);
  readonly top = new OrthographicCamera(-1, 1, 1, -1, 1, 20_000);
  mode: ViewMode = 'orbit';

  private aspect = 1;
  private readonly outline: readonly Point[];
  private readonly centre: Vector3;
  private readonly extent: { readonly width: number; readonly depth: number };
  private readonly ceiling: number;
  /** Into the room from its first window (plan x, plan y): the views face that window. */
  private readonly facing: readonly [number, number];

  private orbit = { yaw: 0, pitch: 0.85, distance: 800 };
  private walk = { x: 0, z: 0, yaw: 0, pitch: -0.08 };
  private topView = { x: 0, z: 0, zoom: 1 };
  private transition: { from: Pose; to: ViewMode; start: number } | null = null;

  constructor(model: RoomModel) {
    const { minX, minY, maxX, maxY } = model.bounds;
    this.outline = model.floor;
    this.ceiling = model.ceilingHeight;
    this.centre = new Vector3((minX + maxX) / 2, 0, (minY + maxY) / 2);
    this.extent = { width: maxX - minX, depth: maxY - minY };
    this.facing = model.openings.find((opening) => opening.type === 'window')?.inward ?? [0, 1];
    const towardWindow = Math.atan2(this.facing[0], this.facing[1]);
    this.orbit.yaw = towardWindow;
    this.walk.yaw = towardWindow;
    this.orbit.distance = this.fittingDistance();
    this.walk = { ...this.walk, ...this.walkStart() };
    this.topView = { x: this.centre.x, z: this.centre.z, zoom: 1 };
    this.top.up.set(0, 0, -1);
    this.apply();
  }

  get camera(): Camera {
    return this.mode === 'top' ? this.top : this.perspective;
  }

  get animating(): boolean {
    return this.transition !== null;
  }

  setAspect(aspect: number): void {
    this.aspect = aspect > 0 ? aspect : 1;
    this.orbit.distance = Math.min(this.orbit.distance, this.maxDistance());
    this.apply();
  }

  /** Switches view; the move between two perspective views glides unless motion is reduced. */
  setMode(mode: ViewMode, glide: boolean, now: number): void {
    if (mode === this.mode) return;
    const from = this.mode !== 'top' && mode !== 'top' && glide ? this.pose() : null;
    this.mode = mode;
    this.transition = from ? { from, to: mode, start: now } : null;
    this.apply(now);
  }

  /** Advances a glide; returns whether it is still under way. */
  step(now: number): boolean {
    this.apply(now);
    return this.transition !== null;
  }

  /** Turn round the room (orbit), look round (walk) or slide the plan (top), by pixels dragged. */
  drag(dx: number, dy: number, viewportWidth: number): void {
    if (this.mode === 'orbit') {
      this.orbit.yaw -= dx * 0.008;
      this.orbit.pitch = MathUtils.clamp(this.orbit.pitch + dy * 0.006, MIN_PITCH, MAX_PITCH);
    } else if (this.mode === 'walk') {
      this.walk.yaw += dx * 0.005;
      this.walk.pitch = MathUtils.clamp(this.walk.pitch + dy * 0.004, -0.7, 0.6);
    } else {
      const perPixel =
        (this.top.right - this.top.left) / this.top.zoom / Math.max(1, viewportWidth);
      this.topView.x -= dx * perPixel;
      this.topView.z -= dy * perPixel;
    }
    this.endTransition();
    this.apply();
  }

  /** Zooms in (factor < 1) or out (factor > 1); walking, steps forward or back. */
  zoom(factor: number): void {
    if (this.mode === 'orbit') {
      this.orbit.distance = MathUtils.clamp(this.orbit.distance * factor, 120, this.maxDistance());
    } else if (this.mode === 'top') {
      this.topView.zoom = MathUtils.clamp(this.topView.zoom / factor, 0.6, 8);
    } else {
      this.moveForward((1 - factor) * 300);
    }
    this.endTransition();
    this.apply();
  }

  /** Arrow keys: orbit round (orbit), walk and turn (walk), slide (top). */
  arrow(key: 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown'): void {
    const sign = key === 'ArrowLeft' || key === 'ArrowUp' ? 1 : -1;
    const horizontal = key === 'ArrowLeft' || key === 'ArrowRight';
    if (this.mode === 'orbit') {
      if (horizontal) this.orbit.yaw -= sign * MathUtils.degToRad(10);
      else
        this.orbit.pitch = MathUtils.clamp(
          this.orbit.pitch + sign * MathUtils.degToRad(5),
          MIN_PITCH,
          MAX_PITCH,
        );
    } else if (this.mode === 'walk') {
      if (horizontal) this.walk.yaw += sign * MathUtils.degToRad(10);
      else this.moveForward(sign * 30);
    } else {
      const step = 30 / this.topView.zoom;
      if (horizontal) this.topView.x -= sign * step;
      else this.topView.z -= sign * step;
    }
    this.endTransition();
    this.apply();
  }

  /** Where the camera is, for the walls' cut-away. */
  position(): Vector3 {
    return this.camera.position;
  }

  private moveForward(distance: number): void {
    const x = this.walk.x - Math.sin(this.walk.yaw) * distance;
    const z = this.walk.z - Math.cos(this.walk.yaw) * distance;
    if (this.canStand(x, z)) {
      this.walk.x = x;
      this.walk.z = z;
    }
  }

  private canStand(x: number, z: number): boolean {
    const p: Point = [x, z];
    if (!containsPoint(this.outline, p)) return false;
    const n = this.outline.length;
    return this.outline.every(
      (a, i) => distanceToSegment(p, a, this.outline[(i + 1) % n] as Point) >= WALK_MARGIN,
    );
  }

  /** A standing point across the room from its window, looking at it. */
  private walkStart(): { x: number; z: number } {
    const [nx, ny] = this.facing;
    const reach = Math.abs(nx) * this.extent.width + Math.abs(ny) * this.extent.depth;
    for (const share of [0.42, 0.3, 0.15, 0]) {
      const x = this.centre.x + nx * (reach / 2) * share;
      const z = this.centre.z + ny * (reach / 2) * share;
      if (this.canStand(x, z)) return { x, z };
    }
    const [x, z] = this.outline[0] ?? [0, 0];
    return { x, z };
  }

  private fittingDistance(): number {
    const diagonal = Math.hypot(this.extent.width, this.extent.depth, this.ceiling);
    const half = MathUtils.degToRad(ORBIT_FOV / 2);
    const byHeight = diagonal / 2 / Math.tan(half);
    return this.aspect >= 1 ? byHeight * 0.95 : (byHeight / this.aspect) * 1.05;
  }

  private maxDistance(): number {
    return this.fittingDistance() * 2.5;
  }

  private endTransition(): void {
    this.transition = null;
  }

  private poseOf(mode: ViewMode): Pose {
    if (mode === 'walk') {
      const position = new Vector3(this.walk.x, EYE_HEIGHT, this.walk.z);
      const look = new Vector3(
        this.walk.x - Math.sin(this.walk.yaw) * Math.cos(this.walk.pitch) * 100,
        EYE_HEIGHT + Math.sin(this.walk.pitch) * 100,
        this.walk.z - Math.cos(this.walk.yaw) * Math.cos(this.walk.pitch) * 100,
      );
      return { position, look, fov: WALK_FOV };
    }
    const target = new Vector3(this.centre.x, Math.min(80, this.ceiling / 3), this.centre.z);
    const { yaw, pitch, distance } = this.orbit;
    const position = new Vector3(
      target.x + Math.sin(yaw) * Math.cos(pitch) * distance,
      target.y + Math.sin(pitch) * distance,
      target.z + Math.cos(yaw) * Math.cos(pitch) * distance,
    );
    return { position, look: target, fov: ORBIT_FOV };
  }

  private pose(): Pose {
    const look = new Vector3();
    this.perspective.getWorldDirection(look);
    return {
      position: this.perspective.position.clone(),
      look: look.multiplyScalar(100).add(this.perspective.position),
      fov: this.perspective.fov,
    };
  }

  private apply(now = 0): void {
    if (this.mode === 'top') {
      this.applyTop();
      return;
    }
    let pose = this.poseOf(this.mode);
    if (this.transition) {
      const t = Math.min(1, (now - this.transition.start) / TRANSITION_MS);
      const k = easeOut(Math.max(0, t));
      const { from } = this.transition;
      pose = {
        position: from.position.clone().lerp(pose.position, k),
        look: from.look.clone().lerp(pose.look, k),
        fov: from.fov + (pose.fov - from.fov) * k,
      };
      if (t >= 1) this.transition = null;
    }
    const camera = this.perspective;
    camera.aspect = this.aspect;
    camera.fov = pose.fov;
    camera.near = this.mode === 'walk' ? 5 : 10;
    camera.position.copy(pose.position);
    camera.lookAt(pose.look);
    camera.updateProjectionMatrix();
  }

  private applyTop(): void {
    const halfWidth = Math.max(
      this.extent.width / 2 + TOP_MARGIN,
      (this.extent.depth / 2 + TOP_MARGIN) * this.aspect,
    );
    const halfHeight = halfWidth / this.aspect;
    Object.assign(this.top, {
      left: -halfWidth,
      right: halfWidth,
      top: halfHeight,
      bottom: -halfHeight,
      zoom: this.topView.zoom,
    });
    this.top.position.set(this.topView.x, this.ceiling + 2_000, this.topView.z);
    this.top.lookAt(this.topView.x, 0, this.topView.z);
    this.top.updateProjectionMatrix();
  }
}
