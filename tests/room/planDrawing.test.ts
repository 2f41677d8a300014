// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { openingSpan, walls } from '../../src/lib/room/geometry.ts';
import {
  bandAlong,
  cmPerPixelFor,
  doorMarks,
  fitPlan,
  floorGridStep,
  gridCellPath,
  parseViewBox,
  pathData,
  snapToGrid,
  viewBoxAttr,
  wallLabelSpots,
  windowMarks,
} from '../../src/lib/room/planDrawing.ts';
import { rectangleOutline } from '../../src/lib/room/presets.ts';
import { CM_PER_FOOT } from '../../src/lib/room/units.ts';
import { defined } from './defined.ts';
import { EXAMPLE_PLAN } from './examplePlan.ts';

describe('fitting a plan on screen', () => {
  it('fits a plan into the space with room for labels, keeping its proportions', () => {
    const view = fitPlan(rectangleOutline(400, 300), 360, 600, 40, 20);
    // 280 px across for 400 cm: 0.7 px a centimetre.
    expect(view.cmPerPixel).toBeCloseTo(1 / 0.7, 10);
    expect(view.pixelWidth).toBe(360);
    expect(view.pixelHeight).toBe(250);
    expect(view.box.minX).toBeCloseTo(-40 / 0.7, 10);
    expect(view.box.minY).toBeCloseTo(-20 / 0.7, 10);
    expect(view.viewBox).toBe(viewBoxAttr(view.box));
    expect(parseViewBox(view.viewBox)?.width).toBeCloseTo(view.box.width, 1);
  });

  it('lets the height limit the scale of a tall room', () => {
    const view = fitPlan(rectangleOutline(200, 800), 1000, 400, 0);
    expect(view.pixelHeight).toBe(400);
    expect(view.pixelWidth).toBe(100);
  });

  it('keeps labels a fixed size in pixels in a zoomed viewBox', () => {
    expect(cmPerPixelFor({ minX: 0, minY: 0, width: 400, height: 300 }, 800, 300)).toBe(1);
    expect(cmPerPixelFor({ minX: 0, minY: 0, width: 400, height: 300 }, 200, 300)).toBe(2);
    expect(parseViewBox('0 0 10')).toBeNull();
    expect(parseViewBox('0, 0, 10, 20')).toEqual({ minX: 0, minY: 0, width: 10, height: 20 });
  });
});

describe('paths and marks', () => {
  it('writes paths and bands, and snaps to the grid inside the area', () => {
    expect(
      pathData(
        [
          [0, 0],
          [10, 0],
          [10, 5],
        ],
        true,
      ),
    ).toBe('M0 0 L10 0 L10 5 Z');
    expect(pathData([])).toBe('');
    expect(bandAlong([0, 0], [10, 0], [0, 1], 4, 20)).toEqual([
      [-5, 2],
      [15, 2],
      [15, -2],
      [-5, -2],
    ]);
    expect(snapToGrid([123, 77], 50, 1000, 800)).toEqual([100, 100]);
    expect(snapToGrid([-40, 990], 50, 1000, 800)).toEqual([0, 800]);
  });

  it('draws a door open into the room from its hinge, its swing ending at the open leaf', () => {
    const door = defined(EXAMPLE_PLAN.doors[0]);
    const marks = defined(doorMarks(EXAMPLE_PLAN.outline, door));
    // Wall 1 runs along the top (y = 0); the door is 40-120 cm along it, hinged at 40.
    expect(marks.gap).toEqual([
      [40, 0],
      [120, 0],
    ]);
    expect(marks.leaf).toEqual([
      [40, 0],
      [40, 80],
    ]);
    expect(marks.swing.startsWith('M120 0')).toBe(true);
    expect(marks.swing.endsWith('L40 80')).toBe(true);
    expect(doorMarks(EXAMPLE_PLAN.outline, { ...door, swing: 'out' })?.leaf[1]).toEqual([40, -80]);
    expect(doorMarks(EXAMPLE_PLAN.outline, { ...door, wall: 9 })).toBeNull();
  });

  it('draws a window as a frame across its wall and the glass along it', () => {
    const span = defined(openingSpan(EXAMPLE_PLAN.outline, defined(EXAMPLE_PLAN.windows[0])));
    const marks = windowMarks(span, 10);
    expect(marks.glass).toEqual([span.start, span.end]);
    const ys = marks.frame.map(([, y]) => y);
    expect(Math.min(...ys)).toBeCloseTo(355, 6);
    expect(Math.max(...ys)).toBeCloseTo(365, 6);
  });

  it('sets the floor grid in the unit of the room', () => {
    expect(floorGridStep('metric')).toBe(50);
    expect(floorGridStep('imperial')).toBeCloseTo(2 * CM_PER_FOOT, 10);
    expect(gridCellPath(50)).toBe('M50 0 L0 0 0 50');
  });
});

describe('wall labels', () => {
  const layout = { out: 24, height: 24, padding: 34 };

  it('stands each label outside the middle of its wall, reading along it', () => {
    const wallList = walls(rectangleOutline(400, 300));
    const spots = wallLabelSpots(wallList, ['400 cm', '300 cm', '400 cm', '300 cm'], 1, layout);
    expect(spots.map((spot) => spot.at)).toEqual([
      [200, -24],
      [424, 150],
      [200, 324],
      [-24, 150],
    ]);
    // Never upside down: the bottom wall runs right to left, its label reads left to right.
    expect(spots.map((spot) => spot.angle)).toEqual([0, 90, 0, 90]);
  });

  it('moves a label that would cover another one clear of it', () => {
    // Two short walls round a notch: their labels would meet at the corner.
    const outline: [number, number][] = [
      [0, 0],
      [400, 0],
      [400, 300],
      [220, 300],
      [220, 290],
      [200, 290],
      [200, 300],
      [0, 300],
    ];
    const spots = wallLabelSpots(
      walls(outline),
      walls(outline).map(() => '10 cm'),
      1,
      layout,
    );
    for (let i = 0; i < spots.length; i += 1) {
      for (let j = i + 1; j < spots.length; j += 1) {
        const [a, b] = [defined(spots[i]).at, defined(spots[j]).at];
        const apart = Math.abs(a[0] - b[0]) >= 74 || Math.abs(a[1] - b[1]) >= 24;
        expect(apart, `labels ${i + 1} and ${j + 1}`).toBe(true);
      }
    }
  });
});
