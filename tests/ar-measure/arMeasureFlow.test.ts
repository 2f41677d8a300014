// @vitest-environment node
import {
  arFlowReducer,
  canFinish,
  initialArFlow,
  type ArAction,
  type ArFlowState,
} from '../../src/features/ar-measure/arMeasureFlow.ts';
import type { Mark } from '../../src/lib/room/arMeasure.ts';

const at = (x: number, z: number, y = 0.04): Mark => ({ x, y, z });
let ids = 0;
const mark = (hit: Mark | null, normalY = 1): ArAction => ({
  type: 'mark',
  hit,
  normalY,
  id: `corner-${(ids += 1)}`,
});
const run = (actions: readonly ArAction[], from: ArFlowState = initialArFlow) =>
  actions.reduce(arFlowReducer, from);

const marking = run([{ type: 'session-started' }, { type: 'floor-found' }]);

describe('measuring in AR, step by step', () => {
  it('finds the floor before any corner, and says so after 20 s without one', () => {
    const floor = run([{ type: 'session-started' }]);
    expect(floor.step).toBe('floor');
    expect(arFlowReducer(floor, mark(at(0, 0))).corners).toHaveLength(0);
    expect(arFlowReducer(floor, { type: 'floor-timeout' }).problem).toEqual({ kind: 'no-floor' });
    expect(arFlowReducer(floor, { type: 'floor-found' }).step).toBe('corners');
  });

  it('marks corners, undoes the last, and closes the room at the first corner', () => {
    let state = run([mark(at(0, 0)), mark(at(4, 0)), mark(at(4, 3))], marking);
    expect(state.corners).toHaveLength(3);
    state = arFlowReducer(state, { type: 'undo' });
    expect(state.corners).toHaveLength(2);
    state = run([mark(at(4.1, 3.2)), mark(at(0, 3)), mark(at(0.08, 0.1))], state);
    // Within 15 cm of the first corner: closed, not a fifth corner. Not square: on to the ceiling.
    expect(state.corners).toHaveLength(4);
    expect(state.step).toBe('ceiling');
  });

  it('offers to square a room whose corners are all nearly square, and keeps it as measured unless accepted', () => {
    const closed = run(
      [mark(at(0, 0)), mark(at(4, 0.02)), mark(at(4.01, 3)), mark(at(0, 3)), { type: 'finish' }],
      marking,
    );
    expect(closed.step).toBe('square');
    expect(closed.squared?.farthestMoveCm).toBeGreaterThan(0);
    const kept = arFlowReducer(closed, { type: 'square', accept: false });
    expect(kept.step).toBe('ceiling');
    expect(kept.squared).toBeNull();
    expect(arFlowReducer(closed, { type: 'square', accept: true }).squared).not.toBeNull();
  });

  it('names the wall that crosses another and waits for the last corner to be undone', () => {
    const crossed = run([mark(at(0, 0)), mark(at(4, 0)), mark(at(4, 3)), mark(at(2, -1))], marking);
    expect(crossed.problem).toEqual({ kind: 'crossing', wall: 3, crosses: 1 });
    expect(canFinish(crossed)).toBe(false);
    expect(arFlowReducer(crossed, mark(at(0, 3))).corners).toHaveLength(4);
    const undone = arFlowReducer(crossed, { type: 'undo' });
    expect(undone.problem).toBeNull();
    expect(undone.corners).toHaveLength(3);
  });

  it('keeps the corners while tracking is lost, and marks nothing until it is back', () => {
    const lost = run([mark(at(0, 0)), { type: 'tracking', ok: false }], marking);
    expect(lost.trackingLost).toBe(true);
    expect(arFlowReducer(lost, mark(at(4, 0))).corners).toHaveLength(1);
    const back = arFlowReducer(lost, { type: 'tracking', ok: true });
    expect(arFlowReducer(back, mark(at(4, 0))).corners).toHaveLength(2);
  });

  it('takes the ceiling from a hit facing down, or typed when none can be hit', () => {
    const ceiling = run(
      [mark(at(0, 0)), mark(at(4, 0)), mark(at(2, 3)), { type: 'finish' }],
      marking,
    );
    expect(ceiling.step).toBe('ceiling');
    // A wall hit is not the ceiling.
    expect(arFlowReducer(ceiling, mark(at(1, 1, 2.9), 0)).problem).toEqual({
      kind: 'ceiling-no-hit',
    });
    const hit = arFlowReducer(ceiling, mark(at(1, 1, 2.66), -1));
    expect(hit.step).toBe('openings');
    expect(hit.heightCm).toBeCloseTo(262);
    expect(arFlowReducer(ceiling, { type: 'ceiling-typed', cm: 255 }).heightCm).toBe(255);
  });

  it('marks a door by its two edges', () => {
    const openings = run(
      [
        mark(at(0, 0)),
        mark(at(4, 0)),
        mark(at(2, 3)),
        { type: 'finish' },
        { type: 'ceiling-typed', cm: 250 },
        { type: 'start-opening', kind: 'door' },
        mark(at(1, 0, 1), 0),
      ],
      marking,
    );
    expect(openings.opening?.first).toEqual(at(1, 0, 1));
    const done = arFlowReducer(openings, mark(at(1.9, 0, 1), 0));
    expect(done.opening).toBeNull();
    expect(done.openings).toEqual([{ kind: 'door', first: at(1, 0, 1), second: at(1.9, 0, 1) }]);
  });

  it('moves a corner its anchor moved', () => {
    const state = run([mark(at(0, 0))], marking);
    const id = state.cornerIds[0] ?? '';
    const moved = arFlowReducer(state, {
      type: 'anchors-moved',
      moved: new Map([[id, at(0.01, 0)]]),
    });
    expect(moved.corners[0]).toEqual(at(0.01, 0));
  });
});
