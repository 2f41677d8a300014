// @vitest-environment node
import type { Mark } from '../../src/lib/room/arMeasure.ts';
import { planToXr, type PlanToXr } from '../../src/lib/room/arPlacement.ts';
import type { Point } from '../../src/lib/room/plan.ts';
import {
  arViewReducer,
  initialArView,
  type ArViewAction,
  type ArViewState,
} from '../../src/features/ar-view/arViewFlow.ts';

const plan = {
  outline: [
    [0, 0],
    [480, 0],
    [480, 390],
    [0, 390],
  ] as Point[],
};
const truth: PlanToXr = { turn: 1.1, x: -0.4, z: 0.9, floorY: 0 };
const corner = (p: Point): Mark => {
  const at = planToXr(truth, p);
  return { x: at.x, y: 0, z: at.z };
};
const run = (actions: readonly ArViewAction[], from: ArViewState = initialArView) =>
  actions.reduce(arViewReducer, from);
const markAt = (hit: Mark | null, normalY = 1): ArViewAction => ({
  type: 'mark',
  hit,
  normalY,
  plan,
});

describe('See it in your room, step by step', () => {
  it('finds the floor, then asks for the corner where wall 1 starts, then where it ends', () => {
    const started = run([{ type: 'session-started', measured: null }]);
    expect(started.step).toBe('floor');
    const floor = run([{ type: 'floor-found' }], started);
    expect(floor.step).toBe('mark-start');
    const first = run([markAt(corner([0, 0]))], floor);
    expect(first.step).toBe('mark-end');
    const placed = run([markAt(corner([480, 0]))], first);
    expect(placed.step).toBe('placed');
    expect(placed.placedBy).toBe('marks');
    expect(placed.placement?.turn).toBeCloseTo(truth.turn, 9);
    expect(placed.placement?.x).toBeCloseTo(truth.x, 9);
  });

  it('a room measured in this visit stands at once, and can still be marked again', () => {
    const placed = run([{ type: 'session-started', measured: truth }]);
    expect(placed).toMatchObject({ step: 'placed', placedBy: 'measured', placement: truth });
    const again = run([{ type: 'mark-again' }], placed);
    expect(again).toMatchObject({ step: 'mark-start', placement: null, placedBy: null });
  });

  it('refuses two marks that are not wall 1, says so, and asks for both again', () => {
    const marking = run([{ type: 'session-started', measured: null }, { type: 'floor-found' }]);
    const refused = run([markAt(corner([0, 0])), markAt(corner([480, 390]))], marking);
    expect(refused.step).toBe('mark-start');
    expect(refused.first).toBeNull();
    expect(refused.problem).toMatchObject({ kind: 'wrong-corners', wallCm: 480 });
    if (refused.problem?.kind !== 'wrong-corners') throw new Error('no problem');
    expect(refused.problem.markedCm).toBeCloseTo(Math.hypot(480, 390), 6);
    // Marked right the second time, the problem goes.
    const placed = run([markAt(corner([0, 0])), markAt(corner([480, 0]))], refused);
    expect(placed).toMatchObject({ step: 'placed', problem: null });
  });

  it('takes only marks on the floor, with a ring showing', () => {
    const marking = run([{ type: 'session-started', measured: null }, { type: 'floor-found' }]);
    expect(run([markAt(null)], marking)).toMatchObject({
      step: 'mark-start',
      problem: { kind: 'no-hit' },
    });
    expect(run([markAt(corner([0, 0]), 0)], marking)).toMatchObject({
      step: 'mark-start',
      problem: { kind: 'not-floor' },
    });
  });

  it('undoes the first mark', () => {
    const first = run([
      { type: 'session-started', measured: null },
      { type: 'floor-found' },
      markAt(corner([0, 0])),
      { type: 'undo' },
    ]);
    expect(first).toMatchObject({ step: 'mark-start', first: null });
  });

  it('says what to try when no floor shows, and keeps looking', () => {
    const waiting = run([{ type: 'session-started', measured: null }, { type: 'floor-timeout' }]);
    expect(waiting).toMatchObject({ step: 'floor', problem: { kind: 'no-floor' } });
    expect(run([{ type: 'floor-found' }], waiting)).toMatchObject({
      step: 'mark-start',
      problem: null,
    });
  });

  it('selects, hides and shows pieces; a hidden piece is no longer selected', () => {
    const placed = run([{ type: 'session-started', measured: truth }]);
    const selected = run([{ type: 'select', id: 'sofa' }], placed);
    expect(selected.selectedId).toBe('sofa');
    const hidden = run([{ type: 'toggle', id: 'sofa' }], selected);
    expect(hidden.hidden.has('sofa')).toBe(true);
    expect(hidden.selectedId).toBeNull();
    expect(run([{ type: 'select', id: 'sofa' }], hidden).selectedId).toBeNull();
    expect(run([{ type: 'toggle', id: 'sofa' }], hidden).hidden.has('sofa')).toBe(false);
  });

  it('knows when the phone has lost its place', () => {
    const lost = run([{ type: 'tracking', ok: false }]);
    expect(lost.trackingLost).toBe(true);
    expect(run([{ type: 'tracking', ok: true }], lost).trackingLost).toBe(false);
  });
});
