/**
 * The numbers behind panning and zooming the plan. Pure: everything is in the room's
 * centimetres except what comes from the screen (pointer positions and the frame's size, in
 * CSS pixels measured from the frame's top left corner).
 *
 * The frame shows `viewRect(base, camera)`: the base view (the whole room and its margin,
 * stretched to the frame's shape so the drawing fills it) divided by the zoom, around the
 * camera's centre. Because every view keeps the frame's shape, one scale maps pixels to
 * centimetres on both axes, and the SVG's own mapping (preserveAspectRatio) agrees with it.
 */
import type { Point } from '../../lib/room/plan.ts';

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface Size {
  readonly width: number;
  readonly height: number;
}

export interface Camera {
  /** 1 shows the whole room; MAX_ZOOM is six times closer. */
  readonly zoom: number;
  /** The room point at the middle of the frame, in centimetres. */
  readonly center: Point;
}

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 6;
/** One press of a zoom button or key: three presses double the scale (and a bit). */
export const ZOOM_STEP = 1.26;
/** One arrow key press pans by this share of the visible width or height. */
export const PAN_KEY_SHARE = 0.1;

export const clampZoom = (zoom: number): number =>
  Number.isFinite(zoom) ? Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom)) : MIN_ZOOM;

/**
 * The view that shows `content` (the room and its margin) whole, centred, and stretched on one
 * axis to the frame's shape.
 */
export function fitRect(content: Rect, frame: Size): Rect {
  const width = Math.max(content.width, 1);
  const height = Math.max(content.height, 1);
  const frameRatio = frame.width > 0 && frame.height > 0 ? frame.width / frame.height : 1;
  const grown =
    width / height > frameRatio
      ? { width, height: width / frameRatio }
      : { width: height * frameRatio, height };
  return {
    x: content.x + width / 2 - grown.width / 2,
    y: content.y + height / 2 - grown.height / 2,
    width: grown.width,
    height: grown.height,
  };
}

/** The camera that shows the whole room: zoom 1, centred on the base view. */
export function fitCamera(base: Rect): Camera {
  return { zoom: MIN_ZOOM, center: [base.x + base.width / 2, base.y + base.height / 2] };
}

/** What the frame shows, in centimetres: the SVG's viewBox. */
export function viewRect(base: Rect, camera: Camera): Rect {
  const width = base.width / camera.zoom;
  const height = base.height / camera.zoom;
  return { x: camera.center[0] - width / 2, y: camera.center[1] - height / 2, width, height };
}

const round = (value: number) => Math.round(value * 100) / 100;

/** A rectangle as an SVG viewBox attribute. */
export function viewBoxOf(rect: Rect): string {
  return [rect.x, rect.y, rect.width, rect.height].map(round).join(' ');
}

/** Centimetres per CSS pixel at this camera. */
export function cmPerPixel(base: Rect, camera: Camera, frame: Size): number {
  return frame.width > 0 ? base.width / camera.zoom / frame.width : 1;
}

/** The room point under a point of the frame (pixels from its top left corner). */
export function screenToRoom(base: Rect, camera: Camera, frame: Size, at: Point): Point {
  const view = viewRect(base, camera);
  const scale = cmPerPixel(base, camera, frame);
  return [view.x + at[0] * scale, view.y + at[1] * scale];
}

/** Where a room point shows in the frame, in pixels from its top left corner. */
export function roomToScreen(base: Rect, camera: Camera, frame: Size, point: Point): Point {
  const view = viewRect(base, camera);
  const scale = cmPerPixel(base, camera, frame);
  return [(point[0] - view.x) / scale, (point[1] - view.y) / scale];
}

function clampAxis(center: number, view: number, min: number, size: number): number {
  // Room to spare: the content stays whole inside the view. Zoomed in: the view stays on it.
  const low = view >= size ? min + size - view / 2 : min + view / 2;
  const high = view >= size ? min + view / 2 : min + size - view / 2;
  return Math.min(high, Math.max(low, center));
}

/**
 * Keeps the room reachable: the zoom within 1x-6x, and the camera's centre where the room (with
 * its margin, `content`) is never pushed out of the frame. Zoomed in, the view stays over the
 * room; zoomed out to where the room fits, the whole room stays in the view.
 */
export function clampCamera(base: Rect, content: Rect, camera: Camera): Camera {
  const zoom = clampZoom(camera.zoom);
  const view = viewRect(base, { zoom, center: camera.center });
  return {
    zoom,
    center: [
      clampAxis(camera.center[0], view.width, content.x, content.width),
      clampAxis(camera.center[1], view.height, content.y, content.height),
    ],
  };
}

/**
 * Zooms by `factor` keeping the room point under `anchor` (frame pixels) where it is: the
 * point under a finger, a cursor, or the middle of the frame for buttons and keys.
 */
export function zoomAbout(
  base: Rect,
  content: Rect,
  camera: Camera,
  frame: Size,
  factor: number,
  anchor: Point,
): Camera {
  const pinned = screenToRoom(base, camera, frame, anchor);
  const zoom = clampZoom(camera.zoom * factor);
  return clampCamera(base, content, placeUnder(base, zoom, frame, pinned, anchor));
}

/** The camera at `zoom` that shows room point `point` under frame point `at`. */
function placeUnder(base: Rect, zoom: number, frame: Size, point: Point, at: Point): Camera {
  const scale = frame.width > 0 ? base.width / zoom / frame.width : 1;
  const width = base.width / zoom;
  const height = base.height / zoom;
  return {
    zoom,
    center: [point[0] - at[0] * scale + width / 2, point[1] - at[1] * scale + height / 2],
  };
}

/** Moves the view by a drag of `delta` pixels: the room follows the finger. */
export function panBy(
  base: Rect,
  content: Rect,
  camera: Camera,
  frame: Size,
  delta: Point,
): Camera {
  const scale = cmPerPixel(base, camera, frame);
  return clampCamera(base, content, {
    zoom: camera.zoom,
    center: [camera.center[0] - delta[0] * scale, camera.center[1] - delta[1] * scale],
  });
}

export type TouchPair = readonly [Point, Point];

const midpoint = ([a, b]: TouchPair): Point => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
const spread = ([a, b]: TouchPair): number => Math.hypot(a[0] - b[0], a[1] - b[1]);

/**
 * Two fingers, from where they touched down (`from`, with the camera then) to where they are
 * now: the zoom follows the change of distance between them, and the room point that was under
 * their midpoint stays under their midpoint, so the fingers pan as they pinch.
 */
export function pinch(
  base: Rect,
  content: Rect,
  start: Camera,
  frame: Size,
  from: TouchPair,
  now: TouchPair,
): Camera {
  const before = spread(from);
  const factor = before > 0 ? spread(now) / before : 1;
  const pinned = screenToRoom(base, start, frame, midpoint(from));
  const zoom = clampZoom(start.zoom * factor);
  return clampCamera(base, content, placeUnder(base, zoom, frame, pinned, midpoint(now)));
}

/**
 * Brings a room point into view when it is outside the frame or within `marginPx` of its
 * edge (a piece chosen by keyboard or in the 3D view): the view centres on it, within the
 * limits. A point already in view leaves the camera as it is.
 */
export function reveal(
  base: Rect,
  content: Rect,
  camera: Camera,
  frame: Size,
  point: Point,
  marginPx: number,
): Camera {
  const [x, y] = roomToScreen(base, camera, frame, point);
  const margin = Math.min(marginPx, frame.width / 2, frame.height / 2);
  const inside =
    x >= margin && x <= frame.width - margin && y >= margin && y <= frame.height - margin;
  if (inside) return camera;
  return clampCamera(base, content, { zoom: camera.zoom, center: point });
}
