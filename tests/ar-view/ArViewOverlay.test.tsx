import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Scene } from 'three';
import type * as ArSessionModule from '../../src/features/ar-measure/arSession.ts';
import { ArStartError } from '../../src/features/ar-measure/arSession.ts';
import type { ArFrame, ArSession, ArSessionEvents } from '../../src/features/ar-measure/index.ts';
import ArViewOverlay from '../../src/features/ar-view/ArViewOverlay.tsx';
import { SeeItInYourRoom } from '../../src/features/ar-view/index.ts';
import type { Mark } from '../../src/lib/room/arMeasure.ts';
import { pieceXrPose, planToXr, type PlanToXr } from '../../src/lib/room/arPlacement.ts';
import type { PlacedPiece } from '../../src/lib/room/design.ts';
import type { Point, RoomPlan } from '../../src/lib/room/plan.ts';

/** A session as the phone gives one, driven by the test: frames, taps and its end. */
const fake = vi.hoisted(() => ({
  events: null as ArSessionEvents | null,
  ended: 0,
  failWith: null as Error | null,
}));

vi.mock('../../src/features/ar-measure/arSession.ts', async (importOriginal) => {
  const original = await importOriginal<typeof ArSessionModule>();
  return {
    ...original,
    startArSession: (_root: HTMLElement, events: ArSessionEvents): Promise<ArSession> => {
      if (fake.failWith) return Promise.reject(fake.failWith);
      fake.events = events;
      const session: ArSession = {
        granted: ['hit-test', 'local-floor', 'dom-overlay'],
        scene: new Scene(),
        draw: () => undefined,
        anchorHit: () => undefined,
        dropAnchor: () => undefined,
        end: () => {
          fake.ended += 1;
          events.onEnd();
          return Promise.resolve();
        },
      };
      return Promise.resolve(session);
    },
  };
});

const plan: RoomPlan = {
  unit: 'cm',
  outline: [
    [0, 0],
    [480, 0],
    [480, 390],
    [0, 390],
  ],
  height: 250,
  doors: [],
  windows: [],
};
const pieces: PlacedPiece[] = [
  { id: 'p1', productId: 'sage-cloud-sofa', x: 240, y: 60, rotation: 0, locked: false },
  { id: 'p2', productId: 'walnut-oval-coffee-table', x: 240, y: 180, rotation: 90, locked: false },
];
/** Where the room really is in the AR space. */
const truth: PlanToXr = { turn: 0.6, x: 1.2, z: -0.8, floorY: 0 };
const corner = (p: Point): Mark => {
  const at = planToXr(truth, p);
  return { x: at.x, y: 0, z: at.z };
};

function frame(hit: Mark | null, viewer: ArFrame['viewer'] = null) {
  act(() => {
    fake.events?.onFrame({
      hit,
      hitNormalY: 1,
      depthPoint: null,
      floorPlaneSeen: null,
      tracking: true,
      viewer,
    });
  });
}

function renderOverlay(measured: PlanToXr | null = null) {
  const onClose = vi.fn();
  render(
    <ArViewOverlay
      plan={plan}
      pieces={pieces}
      name="Living room"
      system="metric"
      measured={measured}
      onClose={onClose}
    />,
  );
  return onClose;
}

async function started() {
  await waitFor(() => expect(fake.events).not.toBeNull());
  await waitFor(() =>
    expect(screen.getByRole('dialog')).not.toHaveAttribute('data-step', 'starting'),
  );
}

const poseOf = (id: string) =>
  (document.querySelector(`[data-ar-piece="${id}"]`)?.getAttribute('data-pose') ?? '')
    .split(' ')
    .map(Number);

beforeEach(() => {
  fake.events = null;
  fake.ended = 0;
  fake.failWith = null;
});

describe('See it in your room: the overlay', () => {
  it('says which corners to mark, refuses the wrong ones in words, and stands every piece', async () => {
    const user = userEvent.setup();
    renderOverlay();
    const dialog = screen.getByRole('dialog', { name: 'See it in your room' });
    expect(screen.getByRole('heading', { name: 'See it in your room' })).toHaveFocus();
    await started();
    expect(screen.getByText(/Find the floor/)).toHaveAttribute('aria-live', 'polite');

    frame(corner([0, 0]));
    expect(dialog).toHaveAttribute('data-step', 'mark-start');
    expect(screen.getByText(/corner where wall 1 starts/)).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: 'Plan of Living room, wall 1 marked from its start (green) to its end (orange)',
      }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mark corner' }));
    expect(dialog).toHaveAttribute('data-step', 'mark-end');
    // The far corner: the room's diagonal, 6.18 m against a wall of 4.8 m.
    frame(corner([480, 390]));
    expect(screen.getByTestId('ar-view-live')).toHaveTextContent(
      'Wall 1: 4.8 m. Your marks: 6.18 m',
    );
    await user.click(screen.getByRole('button', { name: 'Mark corner' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Those are not the two corners of wall 1: your marks are 6.18 m apart, but wall 1 is 4.8 m long. The wrong corners were marked.',
    );
    expect(dialog).toHaveAttribute('data-step', 'mark-start');

    frame(corner([0, 0]));
    await user.click(screen.getByRole('button', { name: 'Mark corner' }));
    frame(corner([480, 0]));
    await user.click(screen.getByRole('button', { name: 'Mark corner' }));
    expect(dialog).toHaveAttribute('data-step', 'placed');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText(/Your design stands in the room: 2 pieces/)).toBeInTheDocument();

    // The scene holds each piece where the plan puts it in the room.
    for (const piece of pieces) {
      const expected = pieceXrPose(truth, piece);
      const [x = NaN, y = NaN, z = NaN, yaw = NaN] = poseOf(piece.id);
      expect(Math.hypot(x - expected.x, z - expected.z)).toBeLessThan(0.0002);
      expect(y).toBeCloseTo(0, 3);
      expect(yaw).toBeCloseTo((expected.yaw * 180) / Math.PI, 2);
    }
  });

  it('shows a piece tapped in the camera view, or chosen in the list, with its price; hides and shows it', async () => {
    const user = userEvent.setup();
    renderOverlay(truth);
    await started();
    expect(screen.getByRole('dialog')).toHaveAttribute('data-placed-by', 'measured');
    expect(screen.getByText(/Lined up with the room you measured/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Tap a piece, or choose one below.');

    // A tap straight down onto the coffee table, from 1.5 m above it.
    const table = pieceXrPose(truth, { x: 240, y: 180, rotation: 90 });
    act(() => {
      fake.events?.onSelect({
        origin: { x: table.x, y: 1.5, z: table.z },
        direction: { x: 0, y: -1, z: 0 },
      });
    });
    expect(screen.getByRole('status')).toHaveTextContent('Walnut Oval Coffee Table, $449');

    await user.click(screen.getByRole('button', { name: /^Sage Cloud Sofa/ }));
    expect(screen.getByRole('status')).toHaveTextContent('Sage Cloud Sofa, $899');
    await user.click(screen.getByRole('button', { name: 'Hide Sage Cloud Sofa' }));
    expect(screen.getByRole('status')).toHaveTextContent('Tap a piece, or choose one below.');
    expect(screen.getByRole('button', { name: /^Sage Cloud Sofa/ })).toBeDisabled();
    // A hidden piece is not hit by a tap.
    const sofa = pieceXrPose(truth, { x: 240, y: 60, rotation: 0 });
    act(() => {
      fake.events?.onSelect({
        origin: { x: sofa.x, y: 1.5, z: sofa.z },
        direction: { x: 0, y: -1, z: 0 },
      });
    });
    expect(screen.getByRole('status')).toHaveTextContent('Tap a piece, or choose one below.');
    await user.click(screen.getByRole('button', { name: 'Show Sage Cloud Sofa' }));
    expect(screen.getByRole('button', { name: /^Sage Cloud Sofa/ })).toBeEnabled();
  });

  it('ends the session on Escape, which releases the camera and closes the overlay', async () => {
    const user = userEvent.setup();
    const onClose = renderOverlay(truth);
    await started();
    await user.keyboard('{Escape}');
    expect(fake.ended).toBe(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says how to allow the camera when it is refused', async () => {
    const user = userEvent.setup();
    fake.failWith = new ArStartError('refused', null);
    const onClose = renderOverlay();
    expect(await screen.findByRole('alert')).toHaveTextContent('The camera was not allowed.');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('See it in your room: the offer', () => {
  const record = { id: 'plan-1', name: 'Living room', plan, units: 'metric' as const };

  afterEach(() => {
    Object.defineProperty(navigator, 'xr', { value: undefined, configurable: true });
  });

  it('is not offered without WebXR, nor where WebXR has no AR', async () => {
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    const { unmount } = render(<SeeItInYourRoom record={record} pieces={pieces} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    expect(screen.queryByRole('button', { name: 'See it in your room' })).not.toBeInTheDocument();
    unmount();
    const asked: string[] = [];
    Object.defineProperty(navigator, 'xr', {
      value: {
        isSessionSupported: (mode: string) => {
          asked.push(mode);
          return Promise.resolve(false);
        },
      },
      configurable: true,
    });
    render(<SeeItInYourRoom record={record} pieces={pieces} />);
    await waitFor(() => expect(asked).toEqual(['immersive-ar']));
    expect(screen.queryByRole('button', { name: 'See it in your room' })).not.toBeInTheDocument();
  });

  it('is offered where AR is, for a designed room only', async () => {
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    Object.defineProperty(navigator, 'xr', {
      value: { isSessionSupported: () => Promise.resolve(true) },
      configurable: true,
    });
    const { rerender } = render(<SeeItInYourRoom record={record} pieces={pieces} />);
    expect(await screen.findByRole('button', { name: 'See it in your room' })).toBeInTheDocument();
    rerender(<SeeItInYourRoom record={record} pieces={[]} />);
    expect(screen.queryByRole('button', { name: 'See it in your room' })).not.toBeInTheDocument();
  });
});
