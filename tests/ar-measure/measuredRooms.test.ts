// @vitest-environment node
import {
  forgetMeasuredRooms,
  measuredFrameOf,
  rememberMeasuredRoom,
} from '../../src/features/ar-measure/measuredRooms.ts';
import type { RoomPlan } from '../../src/lib/room/plan.ts';

const plan: RoomPlan = {
  unit: 'cm',
  outline: [
    [0, 0],
    [420, 0],
    [420, 360],
    [0, 360],
  ],
  height: 250,
  doors: [],
  windows: [],
};
const frame = { turn: 0.3, origin: [12, -40] as [number, number], floorY: 0.01 };

afterEach(forgetMeasuredRooms);

describe('rooms measured with AR in this visit', () => {
  it('are known by plan id while their corners are the measured ones', () => {
    rememberMeasuredRoom('a', plan, frame);
    expect(measuredFrameOf('a', plan)).toEqual(frame);
    // A door added in the editor moves no corner.
    expect(measuredFrameOf('a', { ...plan, doors: [] })).toEqual(frame);
    expect(measuredFrameOf('b', plan)).toBeNull();
  });

  it('are forgotten once a corner is edited: the marks no longer match the plan', () => {
    rememberMeasuredRoom('a', plan, frame);
    const edited = {
      ...plan,
      outline: plan.outline.map(([x, y]) => [x === 420 ? 430 : x, y] as [number, number]),
    };
    expect(measuredFrameOf('a', edited)).toBeNull();
    expect(measuredFrameOf('a', { ...plan, outline: plan.outline.slice(0, 3) })).toBeNull();
  });
});
