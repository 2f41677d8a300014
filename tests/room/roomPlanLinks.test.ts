import { describe, expect, it } from 'vitest';
import {
  bandAlong,
  fitView,
  pathData,
  snapToGrid,
} from '../../src/features/room-plan/drawingMaths.ts';
import {
  MEASURE_ROOM_PATH,
  measureRoomHref,
  readMeasureRoomFrom,
} from '../../src/features/room-plan/index.ts';
import { readMeasureRoomFrom as read } from '../../src/features/room-plan/links.ts';
import { rectangleOutline } from '../../src/lib/room/presets.ts';

describe('links into the plan editor', () => {
  it('opens the editor, for a scan or for photos', () => {
    expect(MEASURE_ROOM_PATH).toBe('/measure-room');
    expect(measureRoomHref()).toBe('/measure-room');
    expect(measureRoomHref({ scanId: 'scan-1' })).toBe('/measure-room?scan=scan-1');
    expect(measureRoomHref({ photoIds: ['a', 'b'] })).toBe('/measure-room?photos=a%2Cb');
    expect(measureRoomHref({ photoIds: [] })).toBe('/measure-room');
  });

  it('reads back what a link names', () => {
    expect(read('scan=scan-1')).toEqual({ scanId: 'scan-1' });
    expect(read('?photos=a%2Cb')).toEqual({ photoIds: ['a', 'b'] });
    expect(read('photos=a,,b&scan=')).toEqual({ photoIds: ['a', 'b'] });
    expect(read('')).toEqual({});
    expect(readMeasureRoomFrom).toBe(read);
  });
});

describe('the drawing layout', () => {
  it('fits a plan into the space on screen with room for labels, keeping its proportions', () => {
    const view = fitView(rectangleOutline(400, 300), 360, 600, 40, 20);
    // 280 px across for 400 cm: 0.7 px a centimetre.
    expect(view.cmPerPixel).toBeCloseTo(1 / 0.7, 10);
    expect(view.pixelWidth).toBe(360);
    expect(view.pixelHeight).toBe(250);
    expect(view.minX).toBeCloseTo(-40 / 0.7, 10);
    expect(view.minY).toBeCloseTo(-20 / 0.7, 10);
    expect(view.viewBox.split(' ')).toHaveLength(4);
  });

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
});
