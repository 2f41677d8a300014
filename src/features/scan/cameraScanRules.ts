/**
 * The camera scan as pure functions: what the browser offers, when each of the ten frames is
 * due (by how far the phone has turned, or by the scan's 500 ms tick where there is no
 * heading), the scan's states, and what went wrong. The hook (useCameraScan) only feeds them
 * events and carries out what they say.
 */
import { SCAN_STEP_PERCENT } from '../../lib/timing.ts';

/** One frame at each 10 % step: ten in all. */
export const SCAN_FRAME_COUNT = Math.round(100 / SCAN_STEP_PERCENT);

/** A full turn on the spot, shared out between the frames. */
export const DEGREES_PER_FRAME = 360 / SCAN_FRAME_COUNT;

/**
 * How far short of a step a turn may stop and still take its frame: nobody ends a slow pan at
 * exactly 360°, and the last frame would otherwise wait on a degree or two.
 */
const SWEEP_SLACK_DEGREES = 4;

// ---------------------------------------------------------------------------------------------
// What the browser offers

export type CameraSupport = 'unknown' | 'available' | 'insecure' | 'none';

export interface CameraEnvironment {
  secureContext: boolean;
  hasGetUserMedia: boolean;
  /** Whether the browser lists a camera; null when it cannot say (no enumerateDevices). */
  hasVideoInput: boolean | null;
}

/**
 * Whether to offer the camera. Browsers hide the camera from pages that are not secure, so
 * such a page says why instead; a browser that lists no camera is offered nothing, and one that
 * cannot list devices is offered the camera and lets getUserMedia answer.
 */
export function cameraSupportOf(environment: CameraEnvironment): CameraSupport {
  if (!environment.secureContext) return 'insecure';
  if (!environment.hasGetUserMedia) return 'none';
  return environment.hasVideoInput === false ? 'none' : 'available';
}

// ---------------------------------------------------------------------------------------------
// Heading and sweep

/**
 * The compass heading (0-360°) the back of the device points to, from a deviceorientation
 * reading (the formula of the W3C Device Orientation specification). It stays right with the
 * phone held upright, where alpha alone swings as the phone tilts. Null when a reading is
 * missing or the phone lies flat, pointing at the floor or ceiling, where no heading exists.
 */
export function cameraHeading(
  alpha: number | null,
  beta: number | null,
  gamma: number | null,
): number | null {
  if (alpha === null || beta === null || gamma === null) return null;
  const toRadians = Math.PI / 180;
  const x = beta * toRadians;
  const y = gamma * toRadians;
  const z = alpha * toRadians;
  const vx = -Math.cos(z) * Math.sin(y) - Math.sin(z) * Math.sin(x) * Math.cos(y);
  const vy = -Math.sin(z) * Math.sin(y) + Math.cos(z) * Math.sin(x) * Math.cos(y);
  // Under about 10° from flat the direction is noise.
  if (Math.hypot(vx, vy) < 0.17) return null;
  const heading = (Math.atan2(vx, vy) * 180) / Math.PI;
  return (heading + 360) % 360;
}

export interface Sweep {
  /** The last heading read, null before the first. */
  last: number | null;
  /** The turn so far, signed (clockwise positive), across any number of full turns. */
  turned: number;
  /** The furthest the turn has reached either way from where it started. */
  swept: number;
}

export const NO_SWEEP: Sweep = { last: null, turned: 0, swept: 0 };

/** The smallest signed turn from one heading to another, in (-180, 180]. */
export function headingDelta(from: number, to: number): number {
  const delta = ((((to - from) % 360) + 540) % 360) - 180;
  return delta === -180 ? 180 : delta;
}

/**
 * The sweep after a new heading. Turning back and forth is fine (the turn is signed, so a
 * shaking hand adds nothing) and either direction counts.
 */
export function turnSweep(sweep: Sweep, heading: number): Sweep {
  if (sweep.last === null) return { ...sweep, last: heading };
  const turned = sweep.turned + headingDelta(sweep.last, heading);
  return { last: heading, turned, swept: Math.max(sweep.swept, Math.abs(turned)) };
}

/** How many frames a sweep has earned: one at each tenth of a full turn. */
export function framesDueForSweep(swept: number): number {
  return Math.min(
    SCAN_FRAME_COUNT,
    Math.max(0, Math.floor((swept + SWEEP_SLACK_DEGREES) / DEGREES_PER_FRAME)),
  );
}

// ---------------------------------------------------------------------------------------------
// The frame steps

/** What paces the frames: the phone's turn, or the scan's 500 ms tick where no heading exists. */
export type FrameClock = 'heading' | 'time';

export interface FrameSteps {
  clock: FrameClock;
  /** Frames taken so far, 0-10. */
  taken: number;
  sweep: Sweep;
}

export type FrameEvent = { type: 'tick' } | { type: 'heading'; degrees: number };

export function startFrameSteps(clock: FrameClock): FrameSteps {
  return { clock, taken: 0, sweep: NO_SWEEP };
}

/**
 * The steps after an event, and the steps (1-10) it reached: each takes one frame. A tick moves
 * the time clock one step; a heading moves the heading clock as far as the turn has earned.
 * Events of the other clock change nothing, so a heading that shows up late never doubles the
 * frames of a scan paced by time.
 */
export function advanceFrameSteps(
  steps: FrameSteps,
  event: FrameEvent,
): { steps: FrameSteps; reached: number[] } {
  if (steps.taken >= SCAN_FRAME_COUNT) return { steps, reached: [] };
  let next: FrameSteps = steps;
  if (event.type === 'tick' && steps.clock === 'time') {
    next = { ...steps, taken: steps.taken + 1 };
  } else if (event.type === 'heading' && steps.clock === 'heading') {
    const sweep = turnSweep(steps.sweep, event.degrees);
    next = { ...steps, sweep, taken: Math.max(steps.taken, framesDueForSweep(sweep.swept)) };
  }
  const reached: number[] = [];
  for (let step = steps.taken + 1; step <= next.taken; step += 1) reached.push(step);
  return { steps: next, reached };
}

/** The scan's progress, in the simulated scan's 10 % steps. */
export function frameProgress(taken: number): number {
  return Math.min(100, taken * SCAN_STEP_PERCENT);
}

// ---------------------------------------------------------------------------------------------
// What went wrong

export type CameraProblem =
  /** The user (or the browser's settings) refused the camera. */
  | 'denied'
  /** Another app or tab holds the camera. */
  | 'busy'
  /** No camera at all. */
  | 'missing'
  /** The page is not a secure context, so the browser offers no camera. */
  | 'insecure'
  /** The app went to the background mid-scan. */
  | 'hidden'
  /** The camera stopped during the scan (unplugged, taken by the system). */
  | 'interrupted'
  | 'storage-full'
  | 'storage-failed'
  | 'failed';

const PROBLEM_BY_ERROR_NAME: Readonly<Record<string, CameraProblem>> = {
  NotAllowedError: 'denied',
  // Older Chrome's name for a refusal.
  PermissionDeniedError: 'denied',
  SecurityError: 'denied',
  NotReadableError: 'busy',
  // Older Chrome's name for a camera that would not start.
  TrackStartError: 'busy',
  AbortError: 'busy',
  NotFoundError: 'missing',
  DevicesNotFoundError: 'missing',
  // Only an `exact` constraint can fail; the scan asks for none, so this means no camera fits.
  OverconstrainedError: 'missing',
  ConstraintNotSatisfiedError: 'missing',
};

/** What a getUserMedia failure means for the user. */
export function cameraProblemOf(error: unknown): CameraProblem {
  if (typeof error !== 'object' || error === null) return 'failed';
  const { name } = error as { name?: unknown };
  if (typeof name !== 'string') return 'failed';
  return PROBLEM_BY_ERROR_NAME[name] ?? 'failed';
}

/** Whether asking again can help without the user changing anything first. */
export function canRetryCamera(problem: CameraProblem): boolean {
  return problem !== 'missing' && problem !== 'insecure';
}

// ---------------------------------------------------------------------------------------------
// The camera scan's states

export type CameraScanState =
  | { status: 'off' }
  /** Waiting for the camera (and the user's permission). */
  | { status: 'starting' }
  | { status: 'live'; clock: FrameClock; taken: number }
  /** All frames taken, the camera off; the frames are being kept. */
  | { status: 'saving' }
  | { status: 'completed'; scanId: string; scanName: string }
  | { status: 'failed'; problem: CameraProblem };

export type CameraScanStatus = CameraScanState['status'];

export type CameraScanEvent =
  | { type: 'start' }
  | { type: 'ready'; clock: FrameClock }
  | { type: 'taken'; taken: number }
  | { type: 'saving' }
  | { type: 'saved'; scanId: string; scanName: string }
  | { type: 'fail'; problem: CameraProblem }
  | { type: 'cancel' }
  | { type: 'reset' };

export const CAMERA_OFF: CameraScanState = { status: 'off' };

/** The camera is on (or being asked for): the states in which it must be stopped on leaving. */
export function cameraInUse(state: CameraScanState): boolean {
  return state.status === 'starting' || state.status === 'live';
}

export function cameraScanReducer(state: CameraScanState, event: CameraScanEvent): CameraScanState {
  switch (event.type) {
    case 'start':
      return cameraInUse(state) || state.status === 'saving' ? state : { status: 'starting' };
    case 'ready':
      return state.status === 'starting' ? { status: 'live', clock: event.clock, taken: 0 } : state;
    case 'taken':
      return state.status === 'live'
        ? { ...state, taken: Math.min(SCAN_FRAME_COUNT, Math.max(state.taken, event.taken)) }
        : state;
    case 'saving':
      return state.status === 'live' ? { status: 'saving' } : state;
    case 'saved':
      return state.status === 'saving'
        ? { status: 'completed', scanId: event.scanId, scanName: event.scanName }
        : state;
    case 'fail':
      return cameraInUse(state) || state.status === 'saving'
        ? { status: 'failed', problem: event.problem }
        : state;
    case 'cancel':
      return cameraInUse(state) ? CAMERA_OFF : state;
    case 'reset':
      return CAMERA_OFF;
  }
}
