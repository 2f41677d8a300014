// @vitest-environment node
import {
  MAX_ZOOM,
  MIN_ZOOM,
  clampCamera,
  clampZoom,
  cmPerPixel,
  fitCamera,
  fitRect,
  panBy,
  pinch,
  reveal,
  roomToScreen,
  screenToRoom,
  viewBoxOf,
  viewRect,
  zoomAbout,
  type Camera,
  type Rect,
} from '../../src/features/plan-canvas/panZoom.ts';

/** A 420 x 360 cm room with 40 cm of margin all round, in a 390 x 600 px phone frame. */
const CONTENT: Rect = { x: -40, y: -40, width: 500, height: 440 };
const FRAME = { width: 390, height: 600 };
const BASE = fitRect(CONTENT, FRAME);

const near = (actual: readonly number[], expected: readonly number[], digits = 6) => {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((value, index) => expect(value).toBeCloseTo(expected[index] ?? NaN, digits));
};

describe('fitting the room to the frame', () => {
  it('keeps the whole content, centred, in the frame’s shape', () => {
    expect(BASE.width / BASE.height).toBeCloseTo(FRAME.width / FRAME.height, 9);
    // The room is wider than the tall frame: the width fits, the height grows.
    expect(BASE.width).toBeCloseTo(500);
    expect(BASE.x).toBeCloseTo(-40);
    expect(BASE.y + BASE.height / 2).toBeCloseTo(CONTENT.y + CONTENT.height / 2);
    const wide = fitRect(CONTENT, { width: 1200, height: 600 });
    expect(wide.height).toBeCloseTo(440);
    expect(wide.width).toBeCloseTo(880);
    expect(wide.x + wide.width / 2).toBeCloseTo(210);
  });

  it('fits to zoom 1 over the base view', () => {
    const camera = fitCamera(BASE);
    expect(camera.zoom).toBe(MIN_ZOOM);
    near(Object.values(viewRect(BASE, camera)), Object.values(BASE));
    expect(viewBoxOf({ x: 1.234, y: -2, width: 3.333, height: 4 })).toBe('1.23 -2 3.33 4');
  });

  it('maps frame pixels to the room and back, one scale on both axes', () => {
    const camera: Camera = { zoom: 2.5, center: [200, 150] };
    const point = screenToRoom(BASE, camera, FRAME, [100, 420]);
    near(roomToScreen(BASE, camera, FRAME, point), [100, 420]);
    // The middle of the frame is the camera's centre.
    near(screenToRoom(BASE, camera, FRAME, [195, 300]), [200, 150]);
    expect(cmPerPixel(BASE, camera, FRAME)).toBeCloseTo(500 / 2.5 / 390);
  });
});

describe('zoom', () => {
  it('is clamped to 1x-6x', () => {
    expect(clampZoom(0.2)).toBe(MIN_ZOOM);
    expect(clampZoom(9)).toBe(MAX_ZOOM);
    expect(clampZoom(3)).toBe(3);
    expect(clampZoom(Number.NaN)).toBe(MIN_ZOOM);
    const far = zoomAbout(BASE, CONTENT, fitCamera(BASE), FRAME, 100, [195, 300]);
    expect(far.zoom).toBe(MAX_ZOOM);
    const back = zoomAbout(BASE, CONTENT, far, FRAME, 0.001, [195, 300]);
    expect(back.zoom).toBe(MIN_ZOOM);
  });

  it('keeps the point under the anchor where it is', () => {
    const anchor = [150, 260] as const;
    const start: Camera = { zoom: 2, center: [210, 180] };
    const under = screenToRoom(BASE, start, FRAME, anchor);
    const zoomed = zoomAbout(BASE, CONTENT, start, FRAME, 1.5, anchor);
    expect(zoomed.zoom).toBeCloseTo(3);
    near(screenToRoom(BASE, zoomed, FRAME, anchor), under);
  });
});

describe('pinch', () => {
  it('zooms by the change in the fingers’ distance about their midpoint', () => {
    const start = fitCamera(BASE);
    const from = [
      [150, 300],
      [250, 300],
    ] as const;
    const now = [
      [100, 300],
      [300, 300],
    ] as const;
    const under = screenToRoom(BASE, start, FRAME, [200, 300]);
    const after = pinch(BASE, CONTENT, start, FRAME, from, now);
    expect(after.zoom).toBeCloseTo(2);
    near(screenToRoom(BASE, after, FRAME, [200, 300]), under);
  });

  it('pans with the midpoint as the fingers move together', () => {
    const start: Camera = { zoom: 3, center: [210, 180] };
    const from = [
      [150, 250],
      [230, 330],
    ] as const;
    const now = [
      [170, 230],
      [250, 310],
    ] as const;
    const under = screenToRoom(BASE, start, FRAME, [190, 290]);
    const after = pinch(BASE, CONTENT, start, FRAME, from, now);
    expect(after.zoom).toBeCloseTo(3);
    near(screenToRoom(BASE, after, FRAME, [210, 270]), under);
  });

  it('never passes 6x, however wide the fingers open', () => {
    const after = pinch(
      BASE,
      CONTENT,
      fitCamera(BASE),
      FRAME,
      [
        [190, 300],
        [200, 300],
      ],
      [
        [0, 300],
        [390, 300],
      ],
    );
    expect(after.zoom).toBe(MAX_ZOOM);
  });
});

describe('pan limits', () => {
  it('follows the finger: the room point under it moves with it', () => {
    const start: Camera = { zoom: 3, center: [210, 180] };
    const under = screenToRoom(BASE, start, FRAME, [100, 100]);
    const moved = panBy(BASE, CONTENT, start, FRAME, [30, -20]);
    near(screenToRoom(BASE, moved, FRAME, [130, 80]), under);
  });

  it('zoomed in, keeps the view over the room', () => {
    const camera = panBy(BASE, CONTENT, { zoom: 4, center: [210, 180] }, FRAME, [5000, 5000]);
    const view = viewRect(BASE, camera);
    expect(view.x).toBeCloseTo(CONTENT.x);
    expect(view.y).toBeCloseTo(CONTENT.y);
    const other = panBy(BASE, CONTENT, camera, FRAME, [-9000, -9000]);
    const far = viewRect(BASE, other);
    expect(far.x + far.width).toBeCloseTo(CONTENT.x + CONTENT.width);
    expect(far.y + far.height).toBeCloseTo(CONTENT.y + CONTENT.height);
  });

  it('with the whole room in view, never pushes any of it out', () => {
    // The frame is taller than the room: the room may slide up and down, never out.
    const camera = panBy(BASE, CONTENT, fitCamera(BASE), FRAME, [300, 900]);
    const view = viewRect(BASE, camera);
    expect(view.x).toBeCloseTo(CONTENT.x);
    expect(view.y).toBeLessThanOrEqual(CONTENT.y + 1e-9);
    expect(view.y + view.height).toBeGreaterThanOrEqual(CONTENT.y + CONTENT.height - 1e-9);
    expect(view.y).toBeCloseTo(CONTENT.y + CONTENT.height - view.height);
  });

  it('brings a camera from anywhere back to where the room is reachable', () => {
    const lost = clampCamera(BASE, CONTENT, { zoom: 2, center: [-10_000, 10_000] });
    const view = viewRect(BASE, lost);
    expect(view.x).toBeCloseTo(CONTENT.x);
    expect(view.y + view.height).toBeCloseTo(CONTENT.y + CONTENT.height);
  });
});

describe('revealing a piece', () => {
  it('leaves the view alone when the point shows, and centres on it when it does not', () => {
    const camera: Camera = { zoom: 4, center: [100, 100] };
    expect(reveal(BASE, CONTENT, camera, FRAME, [110, 110], 40)).toBe(camera);
    const moved = reveal(BASE, CONTENT, camera, FRAME, [300, 260], 40);
    expect(moved.zoom).toBe(4);
    near(moved.center, [300, 260]);
    // Near a corner the limits win: the view stops at the room's edge, the point in sight.
    const corner = reveal(BASE, CONTENT, camera, FRAME, [450, 390], 40);
    const [x, y] = roomToScreen(BASE, corner, FRAME, [450, 390]);
    expect(x).toBeGreaterThan(0);
    expect(x).toBeLessThan(FRAME.width);
    expect(y).toBeGreaterThan(0);
    expect(y).toBeLessThan(FRAME.height);
  });
});
