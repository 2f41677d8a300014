/**
 * Mouse, touch and pen on the 3D canvas turned into three gestures: drag with one pointer,
 * pinch (or the wheel) to zoom, and a tap that picks. Returns the function that removes the
 * listeners.
 */
export interface GestureHandlers {
  readonly drag: (dx: number, dy: number) => void;
  /** Above 1 moves away, below 1 comes closer. */
  readonly zoom: (factor: number) => void;
  /** A press and release in about one place: client coordinates. */
  readonly tap: (clientX: number, clientY: number) => void;
}

/** Moving less than this between press and release is a tap, not a drag. */
const TAP_SLOP = 6;

export function listenToGestures(element: HTMLElement, handlers: GestureHandlers): () => void {
  const pointers = new Map<number, { x: number; y: number }>();
  let pressed: { id: number; x: number; y: number; moved: boolean } | null = null;
  let pinchDistance = 0;

  const spread = (): number => {
    const [a, b] = [...pointers.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };

  const down = (event: PointerEvent) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    try {
      element.setPointerCapture(event.pointerId);
    } catch {
      // A pointer the browser no longer tracks cannot be captured; the drag still works inside.
    }
    pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.size === 1) {
      pressed = { id: event.pointerId, x: event.clientX, y: event.clientY, moved: false };
    } else {
      // A second finger turns the gesture into a pinch, never a tap.
      if (pressed) pressed.moved = true;
      pinchDistance = spread();
    }
  };

  const move = (event: PointerEvent) => {
    const last = pointers.get(event.pointerId);
    if (!last) return;
    const dx = event.clientX - last.x;
    const dy = event.clientY - last.y;
    pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.size >= 2) {
      const distance = spread();
      if (pinchDistance > 0 && distance > 0) handlers.zoom(pinchDistance / distance);
      pinchDistance = distance;
      return;
    }
    if (pressed && Math.hypot(event.clientX - pressed.x, event.clientY - pressed.y) > TAP_SLOP) {
      pressed.moved = true;
    }
    if (pressed?.moved && (dx !== 0 || dy !== 0)) handlers.drag(dx, dy);
  };

  const up = (event: PointerEvent) => {
    if (!pointers.delete(event.pointerId)) return;
    if (pressed && pressed.id === event.pointerId && !pressed.moved && pointers.size === 0) {
      handlers.tap(event.clientX, event.clientY);
    }
    if (pointers.size === 0) pressed = null;
    pinchDistance = spread();
  };

  const cancel = (event: PointerEvent) => {
    pointers.delete(event.pointerId);
    if (pointers.size === 0) pressed = null;
    pinchDistance = spread();
  };

  const wheel = (event: WheelEvent) => {
    event.preventDefault();
    const lines = event.deltaMode === 1 ? 16 : 1;
    handlers.zoom(Math.exp((event.deltaY * lines) / 600));
  };

  element.addEventListener('pointerdown', down);
  element.addEventListener('pointermove', move);
  element.addEventListener('pointerup', up);
  element.addEventListener('pointercancel', cancel);
  element.addEventListener('wheel', wheel, { passive: false });
  return () => {
    element.removeEventListener('pointerdown', down);
    element.removeEventListener('pointermove', move);
    element.removeEventListener('pointerup', up);
    element.removeEventListener('pointercancel', cancel);
    element.removeEventListener('wheel', wheel);
  };
}
