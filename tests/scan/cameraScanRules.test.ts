// @vitest-environment node
import {
  CAMERA_OFF,
  DEGREES_PER_FRAME,
  NO_SWEEP,
  SCAN_FRAME_COUNT,
  advanceFrameSteps,
  cameraHeading,
  cameraProblemOf,
  cameraScanReducer,
  cameraSupportOf,
  canRetryCamera,
  frameProgress,
  framesDueForSweep,
  headingDelta,
  startFrameSteps,
  turnSweep,
} from '../../src/features/scan/cameraScanRules.ts';
import type {
  CameraScanEvent,
  CameraScanState,
  FrameEvent,
  FrameSteps,
} from '../../src/features/scan/cameraScanRules.ts';
import { scanFrameName, scanFrameOf, isScanFrameName } from '../../src/lib/scanFrames.ts';

function run(steps: FrameSteps, events: readonly FrameEvent[]) {
  const reached: number[] = [];
  let current = steps;
  for (const event of events) {
    const next = advanceFrameSteps(current, event);
    current = next.steps;
    reached.push(...next.reached);
  }
  return { steps: current, reached };
}

/** Headings every `stride` degrees from `from`, `count` of them (clockwise when stride > 0). */
function headings(from: number, stride: number, count: number): FrameEvent[] {
  return Array.from({ length: count }, (_, index) => ({
    type: 'heading' as const,
    degrees: (((from + stride * index) % 360) + 360) % 360,
  }));
}

describe('the camera offer', () => {
  it('is made in a secure context with getUserMedia and a camera (or no list of devices)', () => {
    const base = { secureContext: true, hasGetUserMedia: true };
    expect(cameraSupportOf({ ...base, hasVideoInput: true })).toBe('available');
    expect(cameraSupportOf({ ...base, hasVideoInput: null })).toBe('available');
    expect(cameraSupportOf({ ...base, hasVideoInput: false })).toBe('none');
    expect(cameraSupportOf({ ...base, hasGetUserMedia: false, hasVideoInput: null })).toBe('none');
  });

  it('says why where the page is not secure, camera or not', () => {
    expect(
      cameraSupportOf({ secureContext: false, hasGetUserMedia: false, hasVideoInput: null }),
    ).toBe('insecure');
  });
});

describe('cameraHeading', () => {
  it('reads the direction the back camera points with the phone held upright', () => {
    // Upright (beta 90), not leaning (gamma 0): the heading turns against alpha.
    expect(cameraHeading(0, 90, 0)).toBeCloseTo(0);
    expect(cameraHeading(90, 90, 0)).toBeCloseTo(270);
    expect(cameraHeading(270, 90, 0)).toBeCloseTo(90);
    // Tilted back a little, the heading is the same.
    expect(cameraHeading(90, 70, 0)).toBeCloseTo(270);
  });

  it('has no heading lying flat or without a reading', () => {
    expect(cameraHeading(120, 0, 0)).toBeNull();
    expect(cameraHeading(120, 3, 2)).toBeNull();
    expect(cameraHeading(null, 90, 0)).toBeNull();
    expect(cameraHeading(10, null, 0)).toBeNull();
  });
});

describe('the sweep', () => {
  it('measures the smallest signed turn across north', () => {
    expect(headingDelta(350, 10)).toBe(20);
    expect(headingDelta(10, 350)).toBe(-20);
    expect(headingDelta(0, 180)).toBe(180);
    expect(headingDelta(90, 90)).toBe(0);
  });

  it('adds up a turn in either direction, and a shaking hand adds nothing', () => {
    let sweep = turnSweep(NO_SWEEP, 350);
    for (const heading of [355, 0, 5, 10]) sweep = turnSweep(sweep, heading);
    expect(sweep.swept).toBe(20);
    for (const heading of [8, 12, 8, 12, 10]) sweep = turnSweep(sweep, heading);
    expect(sweep.swept).toBe(22);
    expect(sweep.turned).toBe(20);

    let back = turnSweep(NO_SWEEP, 10);
    for (const heading of [0, 340, 300]) back = turnSweep(back, heading);
    expect(back.swept).toBe(70);
  });

  it('earns a frame at each tenth of a full turn, all ten just short of 360°', () => {
    expect(DEGREES_PER_FRAME).toBe(36);
    expect(framesDueForSweep(0)).toBe(0);
    expect(framesDueForSweep(31)).toBe(0);
    expect(framesDueForSweep(33)).toBe(1);
    expect(framesDueForSweep(180)).toBe(5);
    expect(framesDueForSweep(357)).toBe(10);
    expect(framesDueForSweep(720)).toBe(10);
  });
});

describe('the frame steps', () => {
  it('by time: one frame per tick, ten in all, and no more', () => {
    const { steps, reached } = run(
      startFrameSteps('time'),
      Array.from({ length: 14 }, () => ({ type: 'tick' as const })),
    );
    expect(SCAN_FRAME_COUNT).toBe(10);
    expect(reached).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(steps.taken).toBe(10);
    expect(frameProgress(steps.taken)).toBe(100);
  });

  it('by heading: a frame at each 36° turned, however fine the readings', () => {
    const first = run(startFrameSteps('heading'), headings(100, 1, 40));
    // 39° turned: one frame.
    expect(first.reached).toEqual([1]);
    expect(frameProgress(first.steps.taken)).toBe(10);

    const whole = run(first.steps, headings(140, 2, 180));
    expect([...first.reached, ...whole.reached]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('by heading: turning the other way counts the same', () => {
    const { reached } = run(startFrameSteps('heading'), headings(0, -5, 73));
    expect(reached).toHaveLength(10);
  });

  it('ignores the other clock: a late heading never doubles a timed scan, ticks never move a turn', () => {
    const timed = run(startFrameSteps('time'), [{ type: 'tick' }, ...headings(0, 10, 30)]);
    expect(timed.reached).toEqual([1]);
    const turned = run(startFrameSteps('heading'), [{ type: 'tick' }, { type: 'tick' }]);
    expect(turned.reached).toEqual([]);
  });

  it('takes each step once even when a reading jumps several at a time', () => {
    const { reached } = run(startFrameSteps('heading'), [
      { type: 'heading', degrees: 0 },
      { type: 'heading', degrees: 90 },
      { type: 'heading', degrees: 170 },
    ]);
    expect(reached).toEqual([1, 2, 3, 4]);
  });
});

describe('cameraProblemOf', () => {
  const named = (name: string) => Object.assign(new Error('x'), { name });

  it.each([
    ['NotAllowedError', 'denied'],
    ['PermissionDeniedError', 'denied'],
    ['SecurityError', 'denied'],
    ['NotReadableError', 'busy'],
    ['TrackStartError', 'busy'],
    ['AbortError', 'busy'],
    ['NotFoundError', 'missing'],
    ['DevicesNotFoundError', 'missing'],
    ['OverconstrainedError', 'missing'],
    ['TypeError', 'failed'],
  ])('%s means %s', (name, problem) => {
    expect(cameraProblemOf(named(name))).toBe(problem);
  });

  it('reads a DOMException and survives anything thrown', () => {
    expect(cameraProblemOf(new DOMException('busy', 'NotReadableError'))).toBe('busy');
    expect(cameraProblemOf('nope')).toBe('failed');
    expect(cameraProblemOf(null)).toBe('failed');
    expect(cameraProblemOf({ name: 42 })).toBe('failed');
  });

  it('offers to try again unless nothing could change', () => {
    expect(canRetryCamera('denied')).toBe(true);
    expect(canRetryCamera('busy')).toBe(true);
    expect(canRetryCamera('hidden')).toBe(true);
    expect(canRetryCamera('missing')).toBe(false);
    expect(canRetryCamera('insecure')).toBe(false);
  });
});

describe('cameraScanReducer', () => {
  const reduce = (events: readonly CameraScanEvent[], from: CameraScanState = CAMERA_OFF) =>
    events.reduce(cameraScanReducer, from);

  it('goes from the press to the camera, ten frames, keeping, and done', () => {
    expect(reduce([{ type: 'start' }])).toEqual({ status: 'starting' });
    expect(reduce([{ type: 'start' }, { type: 'ready', clock: 'time' }])).toEqual({
      status: 'live',
      clock: 'time',
      taken: 0,
    });
    const done = reduce([
      { type: 'start' },
      { type: 'ready', clock: 'heading' },
      { type: 'taken', taken: 4 },
      { type: 'taken', taken: 3 },
    ]);
    expect(done).toEqual({ status: 'live', clock: 'heading', taken: 4 });
    expect(
      reduce(
        [
          { type: 'taken', taken: 10 },
          { type: 'saving' },
          { type: 'saved', scanId: 's', scanName: 'Room 1' },
        ],
        done,
      ),
    ).toEqual({ status: 'completed', scanId: 's', scanName: 'Room 1' });
  });

  it('cancels back to off from the camera, but not while keeping or once done', () => {
    expect(reduce([{ type: 'start' }, { type: 'cancel' }])).toEqual(CAMERA_OFF);
    expect(
      reduce([{ type: 'start' }, { type: 'ready', clock: 'time' }, { type: 'cancel' }]),
    ).toEqual(CAMERA_OFF);
    expect(reduce([{ type: 'cancel' }], { status: 'saving' })).toEqual({ status: 'saving' });
    const completed: CameraScanState = { status: 'completed', scanId: 's', scanName: 'Room 1' };
    expect(reduce([{ type: 'cancel' }], completed)).toBe(completed);
    expect(reduce([{ type: 'reset' }], completed)).toEqual(CAMERA_OFF);
  });

  it('fails only while the camera is on or frames are being kept', () => {
    const denied = { type: 'fail', problem: 'denied' } as const;
    expect(reduce([{ type: 'start' }, denied])).toEqual({ status: 'failed', problem: 'denied' });
    expect(reduce([{ type: 'fail', problem: 'storage-full' }], { status: 'saving' })).toEqual({
      status: 'failed',
      problem: 'storage-full',
    });
    expect(reduce([denied])).toEqual(CAMERA_OFF);
    // A late answer after the user cancelled changes nothing.
    expect(
      reduce([{ type: 'start' }, { type: 'cancel' }, { type: 'ready', clock: 'time' }]),
    ).toEqual(CAMERA_OFF);
  });

  it('starts again from a failure, never twice at once', () => {
    const failed: CameraScanState = { status: 'failed', problem: 'busy' };
    expect(reduce([{ type: 'start' }], failed)).toEqual({ status: 'starting' });
    const live: CameraScanState = { status: 'live', clock: 'time', taken: 3 };
    expect(reduce([{ type: 'start' }], live)).toBe(live);
  });
});

describe('the photos of a scan', () => {
  it('carry the scan and step in their name, and nothing else does', () => {
    const name = scanFrameName('0b6e5c1a-1d2e-4f00-9a1b-2c3d4e5f6a7b', 3);
    expect(name).toBe('scan-0b6e5c1a-1d2e-4f00-9a1b-2c3d4e5f6a7b-frame-03.jpg');
    expect(scanFrameOf(name)).toEqual({ scanId: '0b6e5c1a-1d2e-4f00-9a1b-2c3d4e5f6a7b', step: 3 });
    expect(scanFrameOf(scanFrameName('a', 10))).toEqual({ scanId: 'a', step: 10 });
    expect(isScanFrameName('living-room.jpg')).toBe(false);
    expect(isScanFrameName('scan-of-my-room.jpg')).toBe(false);
    expect(isScanFrameName('IMG_2044.HEIC')).toBe(false);
  });
});
