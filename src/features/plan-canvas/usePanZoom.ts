import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type RefObject,
} from 'react';
import type { Point } from '../../lib/room/plan.ts';
import {
  MAX_ZOOM,
  MIN_ZOOM,
  ZOOM_STEP,
  clampCamera,
  fitCamera,
  fitRect,
  panBy,
  pinch,
  reveal as revealIn,
  screenToRoom,
  viewBoxOf,
  viewRect,
  zoomAbout,
  type Camera,
  type Rect,
  type Size,
  type TouchPair,
} from './panZoom.ts';

/** A press that moves less than this (pixels) is a tap: it selects, it does not pan. */
const PAN_SLOP_PX = 4;
/** How fast the wheel zooms: a notch of a mouse wheel (100) is about one button press. */
const WHEEL_ZOOM_RATE = 0.0023;
/** Drawn before the frame is measured (the prerendered page and the first paint). */
const FALLBACK_FRAME: Size = { width: 350, height: 420 };

interface Tracked {
  at: Point;
  readonly target: EventTarget | null;
  readonly onPiece: boolean;
}

type Gesture =
  | { readonly kind: 'pan'; readonly pointerId: number; last: Point; moving: boolean }
  | {
      readonly kind: 'pinch';
      readonly ids: readonly [number, number];
      readonly from: TouchPair;
      readonly start: Camera;
    };

export interface PanZoom {
  /** What the plan's SVG shows, in the room's centimetres. */
  readonly viewBox: string;
  readonly view: Rect;
  readonly zoom: number;
  readonly canZoomIn: boolean;
  readonly canZoomOut: boolean;
  /** True when the whole room is in view as after "Fit". */
  readonly fitted: boolean;
  zoomIn: () => void;
  zoomOut: () => void;
  fit: () => void;
}

/** How close to the frame's edge a revealed point may stay before the view moves to it. */
const REVEAL_MARGIN_PX = 48;

function measure(element: HTMLElement): Size {
  return { width: element.clientWidth, height: element.clientHeight };
}

/**
 * Pan and zoom for the plan in `frame`: two fingers pinch and pan, one finger (or the mouse) on
 * the floor pans, the wheel zooms about the cursor, and buttons and keys do the same for anyone
 * without a touch screen. A press on a piece is left to the piece (its drag), unless a second
 * finger comes down: then the piece's drag is called off and the two fingers pinch.
 *
 * `content` is the room with its margin, in centimetres; the view never loses it.
 */
export function usePanZoom(frame: RefObject<HTMLElement | null>, content: Rect): PanZoom {
  const [size, setSize] = useState<Size>(FALLBACK_FRAME);
  const base = useMemo(() => fitRect(content, size), [content, size]);
  const [camera, setCamera] = useState<Camera>(() => fitCamera(base));
  // A new frame size or room keeps the zoom and the middle, brought back within the limits.
  const shown = useMemo(() => clampCamera(base, content, camera), [base, content, camera]);
  const current = useRef({ base, content, size, camera: shown });
  useLayoutEffect(() => {
    current.current = { base, content, size, camera: shown };
  });

  const update = useCallback((next: (now: typeof current.current) => Camera) => {
    setCamera((before) => {
      const { base: b0, content: c0 } = current.current;
      return next({ ...current.current, camera: clampCamera(b0, c0, before) });
    });
  }, []);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const read = () => {
      const next = measure(element);
      if (next.width <= 0 || next.height <= 0) return;
      setSize((before) =>
        before.width === next.width && before.height === next.height ? before : next,
      );
    };
    read();
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', read);
      return () => window.removeEventListener('resize', read);
    }
    const observer = new ResizeObserver(read);
    observer.observe(element);
    return () => observer.disconnect();
  }, [frame]);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const pointers = new Map<number, Tracked>();
    let gesture: Gesture | null = null;

    const local = (event: PointerEvent | WheelEvent): Point => {
      const box = element.getBoundingClientRect();
      return [event.clientX - box.left, event.clientY - box.top];
    };

    /** Calls off a piece's drag the way the browser would: its pointer is cancelled. */
    const cancelPieceDrag = (pointerId: number, tracked: Tracked) => {
      if (!tracked.onPiece || typeof PointerEvent === 'undefined') return;
      tracked.target?.dispatchEvent(
        new PointerEvent('pointercancel', { pointerId, bubbles: true, isPrimary: true }),
      );
    };

    const down = (event: PointerEvent) => {
      if (!event.isTrusted) return;
      const target = event.target instanceof Element ? event.target : null;
      // The frame's own controls (zoom buttons) keep their presses.
      if (target?.closest('button:not([data-piece-id]), a, input, select, textarea')) return;
      const onPiece = Boolean(target?.closest('[data-piece-id]'));
      pointers.set(event.pointerId, { at: local(event), target: event.target, onPiece });
      if (pointers.size === 2) {
        const [[firstId, first], [secondId, second]] = [...pointers.entries()] as [
          [number, Tracked],
          [number, Tracked],
        ];
        cancelPieceDrag(firstId, first);
        gesture = {
          kind: 'pinch',
          ids: [firstId, secondId],
          from: [first.at, second.at],
          start: current.current.camera,
        };
        // The second finger belongs to the pinch: no piece picks it up, nothing is deselected.
        event.stopPropagation();
        event.preventDefault();
        return;
      }
      if (pointers.size === 1 && !onPiece && event.button === 0) {
        gesture = { kind: 'pan', pointerId: event.pointerId, last: local(event), moving: false };
      }
    };

    const move = (event: PointerEvent) => {
      if (!event.isTrusted) return;
      const tracked = pointers.get(event.pointerId);
      if (!tracked) return;
      tracked.at = local(event);
      const active = gesture;
      if (active?.kind === 'pinch') {
        event.stopPropagation();
        const [a, b] = active.ids.map((id) => pointers.get(id)?.at);
        if (!a || !b) return;
        const { base: b0, content: c0, size: s0 } = current.current;
        setCamera(pinch(b0, c0, active.start, s0, active.from, [a, b]));
        return;
      }
      if (active?.kind === 'pan' && active.pointerId === event.pointerId) {
        const delta: Point = [tracked.at[0] - active.last[0], tracked.at[1] - active.last[1]];
        if (!active.moving && Math.hypot(delta[0], delta[1]) < PAN_SLOP_PX) return;
        if (!active.moving) {
          active.moving = true;
          element.setPointerCapture?.(event.pointerId);
        }
        active.last = tracked.at;
        update(({ base: b0, content: c0, size: s0, camera: cam }) => panBy(b0, c0, cam, s0, delta));
      }
    };

    const up = (event: PointerEvent) => {
      if (!event.isTrusted) return;
      if (!pointers.delete(event.pointerId)) return;
      const active = gesture;
      if (active?.kind === 'pinch' && active.ids.includes(event.pointerId)) gesture = null;
      else if (active?.kind === 'pan' && active.pointerId === event.pointerId) gesture = null;
    };

    const wheel = (event: WheelEvent) => {
      event.preventDefault();
      const at = local(event);
      const factor = Math.exp(-event.deltaY * WHEEL_ZOOM_RATE);
      update(({ base: b0, content: c0, size: s0, camera: cam }) =>
        zoomAbout(b0, c0, cam, s0, factor, at),
      );
    };

    // + and - zoom about the middle and 0 fits, from anywhere in the plan (a piece, a button).
    const key = (event: globalThis.KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('input, select, textarea')) return;
      const factor =
        event.key === '+' || event.key === '='
          ? ZOOM_STEP
          : event.key === '-' || event.key === '_'
            ? 1 / ZOOM_STEP
            : null;
      if (factor === null && event.key !== '0') return;
      event.preventDefault();
      update(({ base: b0, content: c0, size: s0, camera: cam }) =>
        factor === null
          ? fitCamera(b0)
          : zoomAbout(b0, c0, cam, s0, factor, [s0.width / 2, s0.height / 2]),
      );
    };

    // A piece reached by keyboard (Tab, or moved off the edge by the arrows) is brought into
    // view. Never while a finger or the mouse is down: the view must not move under a drag.
    const revealFocused = (event: Event) => {
      if (pointers.size > 0) return;
      const piece =
        event.target instanceof Element ? event.target.closest('[data-piece-id]') : null;
      if (!piece) return;
      const box = piece.getBoundingClientRect();
      const frameBox = element.getBoundingClientRect();
      const at: Point = [
        box.left + box.width / 2 - frameBox.left,
        box.top + box.height / 2 - frameBox.top,
      ];
      update(({ base: b0, content: c0, size: s0, camera: cam }) =>
        revealIn(b0, c0, cam, s0, screenToRoom(b0, cam, s0, at), REVEAL_MARGIN_PX),
      );
    };
    const keyUp = (event: globalThis.KeyboardEvent) => {
      if (event.key.startsWith('Arrow')) revealFocused(event);
    };

    element.addEventListener('focusin', revealFocused);
    element.addEventListener('keyup', keyUp);
    element.addEventListener('keydown', key);
    element.addEventListener('pointerdown', down, true);
    element.addEventListener('pointermove', move, true);
    element.addEventListener('pointerup', up, true);
    element.addEventListener('pointercancel', up, true);
    element.addEventListener('wheel', wheel, { passive: false });
    return () => {
      element.removeEventListener('focusin', revealFocused);
      element.removeEventListener('keyup', keyUp);
      element.removeEventListener('keydown', key);
      element.removeEventListener('pointerdown', down, true);
      element.removeEventListener('pointermove', move, true);
      element.removeEventListener('pointerup', up, true);
      element.removeEventListener('pointercancel', up, true);
      element.removeEventListener('wheel', wheel);
    };
  }, [frame, update]);

  const zoomBy = useCallback(
    (factor: number) =>
      update(({ base: b0, content: c0, size: s0, camera: cam }) =>
        zoomAbout(b0, c0, cam, s0, factor, [s0.width / 2, s0.height / 2]),
      ),
    [update],
  );
  const zoomIn = useCallback(() => zoomBy(ZOOM_STEP), [zoomBy]);
  const zoomOut = useCallback(() => zoomBy(1 / ZOOM_STEP), [zoomBy]);
  const fit = useCallback(() => update(({ base: b0 }) => fitCamera(b0)), [update]);

  const view = viewRect(base, shown);
  const whole = fitCamera(base);
  return {
    viewBox: viewBoxOf(view),
    view,
    zoom: shown.zoom,
    canZoomIn: shown.zoom < MAX_ZOOM - 1e-6,
    canZoomOut: shown.zoom > MIN_ZOOM + 1e-6,
    fitted:
      shown.zoom <= MIN_ZOOM + 1e-6 &&
      Math.abs(shown.center[0] - whole.center[0]) < 0.5 &&
      Math.abs(shown.center[1] - whole.center[1]) < 0.5,
    zoomIn,
    zoomOut,
    fit,
  };
}
