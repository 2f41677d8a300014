/// <reference types="webxr" />
/**
 * The WebXR side of AR: an `immersive-ar` session with hit tests on a floor-based space,
 * three.js drawing the ring (where a tap would mark) and the walls marked so far. Measuring uses
 * it, and "See it in your room" (features/ar-view) adds its pieces to the same scene. This module
 * and three.js load only when a session starts (each overlay is a lazy chunk).
 *
 * What the session is granted beyond the required features is used, never needed: the DOM
 * overlay shows the guidance over the camera; anchors keep each corner where the phone's map
 * of the room puts it as that map improves; plane detection tells when the floor is found;
 * depth sensing reaches a ceiling that hit tests cannot (phones seldom find a ceiling plane).
 */
import {
  BufferGeometry,
  CircleGeometry,
  Float32BufferAttribute,
  Group,
  Line,
  LineBasicMaterial,
  Matrix4,
  Mesh,
  MeshBasicMaterial,
  PerspectiveCamera,
  RingGeometry,
  Scene,
  Vector3,
  WebGLRenderer,
} from 'three';
import type { Mark } from '../../lib/room/arMeasure.ts';
import './ArOverlay.css';

export const REQUIRED_FEATURES = ['hit-test', 'local-floor'] as const;
export const OPTIONAL_FEATURES = ['dom-overlay', 'anchors', 'plane-detection', 'depth-sensing'];

export interface ArFrame {
  /** Where the ring is: the nearest hit straight ahead of the phone, or null. */
  readonly hit: Mark | null;
  /** The y of the hit surface's normal: 1 for a floor, -1 for a ceiling, 0 for a wall. */
  readonly hitNormalY: number;
  /** The point straight ahead from the depth map, when depth sensing was granted. */
  readonly depthPoint: Mark | null;
  /** A horizontal plane has been detected; null when plane detection was not granted. */
  readonly floorPlaneSeen: boolean | null;
  /** False while the phone has lost its place (no pose, or a guessed one). */
  readonly tracking: boolean;
  /** The phone's line of sight through the screen's centre, or null without a pose. */
  readonly viewer: ArRay | null;
}

/** A ray in the floor-based space: where it starts and its unit direction, metres. */
export interface ArRay {
  readonly origin: Mark;
  readonly direction: Mark;
}

export interface ArSessionEvents {
  onFrame(frame: ArFrame): void;
  /**
   * A tap on the camera view (the session's `select`), not on the overlay's own controls, with
   * the tap's ray into the room where the browser gives one (a phone's screen tap does).
   */
  onSelect(ray: ArRay | null): void;
  /** Anchored marks the phone has moved as its map of the room improved, by their ids. */
  onAnchorsMoved?(moved: ReadonlyMap<string, Mark>): void;
  /** The session has ended, for whatever reason; the camera is released. */
  onEnd(): void;
}

export interface ArSession {
  readonly granted: readonly string[];
  /** What is drawn over the camera, in the floor-based space (metres): a feature adds to it. */
  readonly scene: Scene;
  /** Draws the marked path (and, while marking, the live wall to the ring). */
  draw(path: readonly Mark[], options: { closed: boolean; live: boolean }): void;
  /** Anchors the current hit under `id`, where anchors were granted. */
  anchorHit(id: string): void;
  /** Forgets an anchored mark (after an undo). */
  dropAnchor(id: string): void;
  end(): Promise<void>;
}

export type ArStartFailure = 'refused' | 'unsupported' | 'failed';

export class ArStartError extends Error {
  constructor(
    readonly failure: ArStartFailure,
    cause: unknown,
  ) {
    super(`AR session could not start: ${failure}`, { cause });
  }
}

function failureOf(error: unknown): ArStartFailure {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'refused';
  if (name === 'NotSupportedError') return 'unsupported';
  return 'failed';
}

const RING_COLOUR = 0xffffff;
const PATH_COLOUR = 0xf2c14e;
/** A mark moved by less than this (metres) by its anchor is not worth a redraw. */
const ANCHOR_MOVE_M = 0.005;

const toMark = (p: DOMPointReadOnly): Mark => ({ x: p.x, y: p.y, z: p.z });

/** The ray along a pose's -z axis (a view's line of sight, an input's target ray). */
function rayOf(transform: XRRigidTransform): ArRay {
  const direction = new Vector3(0, 0, -1).transformDirection(
    new Matrix4().fromArray(transform.matrix),
  );
  return {
    origin: toMark(transform.position),
    direction: { x: direction.x, y: direction.y, z: direction.z },
  };
}

/** The y of a pose's y axis: a hit pose's y axis is the normal of the surface it hit. */
function normalY(orientation: DOMPointReadOnly): number {
  const { x, z } = orientation;
  return 1 - 2 * (x * x + z * z);
}

/** Starts the session (inside the tap that asked for it) with the overlay over the camera. */
export async function startArSession(
  overlayRoot: HTMLElement,
  events: ArSessionEvents,
): Promise<ArSession> {
  const xr = navigator.xr;
  if (!xr) throw new ArStartError('unsupported', null);
  let session: XRSession;
  try {
    session = await xr.requestSession('immersive-ar', {
      requiredFeatures: [...REQUIRED_FEATURES],
      optionalFeatures: OPTIONAL_FEATURES,
      domOverlay: { root: overlayRoot },
      // Chrome wants both preferences with depth sensing; the CPU copy is read at one point.
      depthSensing: {
        usagePreference: ['cpu-optimized'],
        dataFormatPreference: ['luminance-alpha', 'float32'],
      },
    } as XRSessionInit);
  } catch (error) {
    throw new ArStartError(failureOf(error), error);
  }

  const granted = [
    ...((session as XRSession & { enabledFeatures?: string[] }).enabledFeatures ?? []),
  ];
  const renderer = new WebGLRenderer({ antialias: true, alpha: true });
  renderer.setPixelRatio(window.devicePixelRatio);
  renderer.xr.enabled = true;
  renderer.xr.setReferenceSpaceType('local-floor');

  const scene = new Scene();
  const camera = new PerspectiveCamera();
  const reticle = new Group();
  reticle.matrixAutoUpdate = false;
  reticle.visible = false;
  const ring = new Mesh(
    new RingGeometry(0.06, 0.08, 40).rotateX(-Math.PI / 2),
    new MeshBasicMaterial({ color: RING_COLOUR }),
  );
  const dot = new Mesh(
    new CircleGeometry(0.012, 16).rotateX(-Math.PI / 2),
    new MeshBasicMaterial({ color: RING_COLOUR }),
  );
  reticle.add(ring, dot);
  const path = new Line(new BufferGeometry(), new LineBasicMaterial({ color: PATH_COLOUR }));
  path.frustumCulled = false;
  scene.add(reticle, path);

  let hitSource: XRHitTestSource | undefined;
  let lastHit: XRHitTestResult | null = null;
  let lastHitMark: Mark | null = null;
  let drawn: { path: readonly Mark[]; closed: boolean; live: boolean } = {
    path: [],
    closed: false,
    live: false,
  };
  const anchors = new Map<string, XRAnchor>();
  const anchored = new Map<string, Mark>();
  let ended = false;

  const redrawPath = () => {
    const points = [...drawn.path];
    if (drawn.closed && points[0]) points.push(points[0]);
    else if (drawn.live && lastHitMark && points.length > 0) points.push(lastHitMark);
    path.geometry.setAttribute(
      'position',
      new Float32BufferAttribute(
        points.flatMap((p) => [p.x, p.y, p.z]),
        3,
      ),
    );
    path.geometry.computeBoundingSphere();
  };

  const onSelect = (event: XRInputSourceEvent) => {
    const space = renderer.xr.getReferenceSpace();
    const pose = space ? event.frame.getPose(event.inputSource.targetRaySpace, space) : null;
    events.onSelect(pose ? rayOf(pose.transform) : null);
  };
  const finish = () => {
    if (ended) return;
    ended = true;
    renderer.setAnimationLoop(null);
    hitSource?.cancel();
    anchors.forEach((anchor) => anchor.delete());
    renderer.dispose();
    events.onEnd();
  };
  session.addEventListener('select', onSelect);
  session.addEventListener('end', finish, { once: true });
  // Taps on the overlay's buttons are the buttons', not marks on the camera view.
  overlayRoot.addEventListener('beforexrselect', (event) => {
    if ((event.target as Element | null)?.closest('button, input, a, label'))
      event.preventDefault();
  });

  try {
    await renderer.xr.setSession(session);
    const viewerSpace = await session.requestReferenceSpace('viewer');
    // Planes, as phones detect them (floor, walls, ceiling); not loose feature points.
    hitSource = await session.requestHitTestSource?.({
      space: viewerSpace,
      entityTypes: ['plane'],
    });
  } catch (error) {
    await session.end().catch(() => undefined);
    throw new ArStartError('failed', error);
  }

  const forward = new Vector3();
  const matrix = new Matrix4();
  renderer.setAnimationLoop((_time: number, frame?: XRFrame) => {
    if (!frame) return;
    const space = renderer.xr.getReferenceSpace();
    if (!space) return;
    const viewer = frame.getViewerPose(space);
    const tracking = viewer !== undefined && viewer !== null && !viewer.emulatedPosition;

    const results = hitSource ? frame.getHitTestResults(hitSource) : [];
    const first = results[0];
    const pose = first?.getPose(space);
    lastHit = pose ? (first ?? null) : null;
    lastHitMark = pose ? toMark(pose.transform.position) : null;
    if (pose) {
      reticle.visible = true;
      reticle.matrix.fromArray(pose.transform.matrix);
    } else {
      reticle.visible = false;
    }

    let depthPoint: Mark | null = null;
    const view = viewer?.views[0];
    const depthFrame = frame as XRFrame & {
      getDepthInformation?: (view: XRView) => XRCPUDepthInformation | null | undefined;
    };
    if (view && granted.includes('depth-sensing') && depthFrame.getDepthInformation) {
      try {
        const depth = depthFrame.getDepthInformation(view);
        const metres = depth?.getDepthInMeters(0.5, 0.5);
        if (metres && Number.isFinite(metres) && metres > 0) {
          matrix.fromArray(view.transform.matrix);
          forward.set(0, 0, -1).transformDirection(matrix).multiplyScalar(metres);
          const origin = view.transform.position;
          depthPoint = {
            x: origin.x + forward.x,
            y: origin.y + forward.y,
            z: origin.z + forward.z,
          };
        }
      } catch {
        // Depth comes and goes on phones; the hit test and a typed height remain.
      }
    }

    let floorPlaneSeen: boolean | null = null;
    const planes = (frame as XRFrame & { detectedPlanes?: Set<XRPlane> }).detectedPlanes;
    if (granted.includes('plane-detection')) {
      floorPlaneSeen = false;
      planes?.forEach((plane) => {
        if (plane.orientation === 'horizontal') floorPlaneSeen = true;
      });
    }

    if (anchors.size > 0 && frame.trackedAnchors) {
      const moved = new Map<string, Mark>();
      anchors.forEach((anchor, id) => {
        if (!frame.trackedAnchors?.has(anchor)) return;
        const at = frame.getPose(anchor.anchorSpace, space)?.transform.position;
        if (!at) return;
        const before = anchored.get(id);
        const now = toMark(at);
        if (
          !before ||
          Math.hypot(now.x - before.x, now.y - before.y, now.z - before.z) > ANCHOR_MOVE_M
        ) {
          if (before) moved.set(id, now);
          anchored.set(id, now);
        }
      });
      if (moved.size > 0) events.onAnchorsMoved?.(moved);
    }

    if (drawn.live) redrawPath();
    events.onFrame({
      hit: lastHitMark,
      hitNormalY: pose ? normalY(pose.transform.orientation) : 0,
      depthPoint,
      floorPlaneSeen,
      tracking,
      viewer: viewer ? rayOf(viewer.transform) : null,
    });
    renderer.render(scene, camera);
  });

  return {
    granted,
    scene,
    draw(next, { closed, live }) {
      drawn = { path: next, closed, live };
      redrawPath();
    },
    anchorHit(id) {
      const hit = lastHit;
      if (!hit || !granted.includes('anchors') || !hit.createAnchor) return;
      hit
        .createAnchor()
        ?.then((anchor) => {
          if (ended) anchor.delete();
          else anchors.set(id, anchor);
        })
        .catch(() => undefined);
    },
    dropAnchor(id) {
      anchors.get(id)?.delete();
      anchors.delete(id);
      anchored.delete(id);
    },
    async end() {
      if (ended) return;
      await session.end().catch(() => undefined);
      // A session that was already ending never fires `end` again.
      finish();
    },
  };
}

/**
 * What ends a session besides its own buttons: the page being hidden (another app, the lock
 * screen) ends it, which releases the camera; Escape asks the overlay to cancel. Returns the
 * clean-up for the overlay's unmount.
 */
export function endWhenLeaving(current: () => ArSession | null, onEscape: () => void): () => void {
  const onHidden = () => {
    if (document.visibilityState === 'hidden') void current()?.end();
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onEscape();
  };
  document.addEventListener('visibilitychange', onHidden);
  document.addEventListener('keydown', onKey);
  return () => {
    document.removeEventListener('visibilitychange', onHidden);
    document.removeEventListener('keydown', onKey);
  };
}
