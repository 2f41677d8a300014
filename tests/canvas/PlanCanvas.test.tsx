import 'fake-indexeddb/auto';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast';
import { db } from '../../src/lib/db.ts';
import type { PlacedPiece } from '../../src/lib/room/design.ts';
import type { RoomPlan } from '../../src/lib/room/plan.ts';
import type { RoomPlanRecord } from '../../src/lib/room/records.ts';
import { DesignCanvas } from '../../src/features/canvas/DesignCanvas.tsx';
import { designWritesSettled } from '../../src/features/plan-canvas/designStore.ts';
import { CANVAS_ROOM_KEY } from '../../src/features/plan-canvas/roomChoice.ts';
import { UNIT_SYSTEM_KEY } from '../../src/features/room-plan/unitPreference.ts';
import { AppToaster } from '../../src/ui/Toaster.tsx';
import { renderWithApp } from '../shell/renderWithApp.tsx';
import { stubCanvasLayout } from './layoutStubs.ts';
import { EXAMPLE_PLAN } from '../room/examplePlan.ts';

configure({ asyncUtilTimeout: 5000 });

/**
 * 420 x 360 cm: a door at the left of wall 1 (the top), a window in wall 3 (the bottom). The
 * sofa faces the window; the table stands below the door, clear of its zone.
 */
const PLAN: RoomPlan = EXAMPLE_PLAN;

const SOFA: PlacedPiece = {
  id: 'piece-sofa',
  productId: 'sage-cloud-sofa',
  x: 250,
  y: 110,
  rotation: 0,
  locked: false,
};
const TABLE: PlacedPiece = {
  id: 'piece-table',
  productId: 'walnut-oval-coffee-table',
  x: 80,
  y: 200,
  rotation: 0,
  locked: false,
};

const STAMP = '2026-01-10T10:00:00.000Z';

function planRecord(
  pieces: readonly PlacedPiece[],
  more: Partial<RoomPlanRecord> = {},
): RoomPlanRecord {
  return {
    id: 'plan-living',
    name: 'Living room',
    plan: PLAN,
    design: { pieces },
    createdAt: STAMP,
    updatedAt: STAMP,
    ...more,
  };
}

let restoreLayout: () => void;

beforeEach(async () => {
  await db.delete({ disableAutoOpen: false });
  restoreLayout = stubCanvasLayout();
});

afterEach(async () => {
  await designWritesSettled();
  act(() => toast.remove());
  restoreLayout();
});

async function renderOnPlan(
  pieces: readonly PlacedPiece[] = [SOFA, TABLE],
  more: Partial<RoomPlanRecord> = {},
) {
  await db.roomPlans.put(planRecord(pieces, more));
  const view = renderWithApp(
    <>
      <DesignCanvas title="Launch My Design" summary="Place furniture in your room." />
      <AppToaster />
    </>,
    { path: '/design-dashboard' },
  );
  // The plan canvas is a lazy part: its first load takes a while on a busy machine.
  await screen.findByRole(
    'group',
    { name: /^Plan of Living room, drawn to scale/ },
    { timeout: 20_000 },
  );
  return view;
}

const piece = (name: RegExp) => screen.findByRole('button', { name });

async function storedPieces(): Promise<readonly PlacedPiece[]> {
  await designWritesSettled();
  return (await db.roomPlans.get('plan-living'))?.design?.pieces ?? [];
}

async function storedPiece(id: string): Promise<PlacedPiece | undefined> {
  return (await storedPieces()).find((p) => p.id === id);
}

describe('the canvas on a room plan', { timeout: 60_000 }, () => {
  it('opens on the plan with its pieces, and the cart is the pieces', async () => {
    await renderOnPlan();
    expect(screen.getByRole('combobox', { name: 'Room' })).toHaveValue('plan-living');
    expect(screen.getByRole('option', { name: 'Blank floor plan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Measure a room' })).toHaveAttribute(
      'href',
      '/measure-room',
    );
    expect(await piece(/^Sage Cloud Sofa, 214 by 95 cm, facing the window$/)).toBeInTheDocument();
    expect(await piece(/^Walnut Oval Coffee Table, 120 by 60 cm/)).toBeInTheDocument();
    expect(await screen.findByText('Doors clear, paths open, nothing overlaps.')).toBeVisible();
    // The cart mirrors the pieces: same ids, and the bar's count and total follow.
    await waitFor(async () =>
      expect((await db.cart.orderBy('order').toArray()).map((row) => row.id)).toEqual([
        'piece-sofa',
        'piece-table',
      ]),
    );
    expect(
      await screen.findByText('$1,348', { selector: '.canvas-bar__total-value' }),
    ).toBeVisible();
    expect(screen.queryByText(/Room scanning is coming soon/)).not.toBeInTheDocument();
  });

  it('selects a piece and moves it by 1 cm, or 10 cm with Shift', async () => {
    const user = userEvent.setup();
    await renderOnPlan();
    const sofa = await piece(/^Sage Cloud Sofa, /);
    await user.click(sofa);
    expect(sofa).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('region', { name: /^Selected: Sage Cloud Sofa/ })).toBeVisible();
    await user.keyboard('{ArrowRight}');
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}');
    await waitFor(async () =>
      expect(await storedPiece('piece-sofa')).toMatchObject({ x: 251, y: 120 }),
    );
    const record = await db.roomPlans.get('plan-living');
    expect(record?.updatedAt).not.toBe(STAMP);
  });

  it('reads in feet and inches in a room measured in them, and moves pieces by the inch', async () => {
    const user = userEvent.setup();
    // The device says centimetres; the room was measured in feet, and the room wins.
    localStorage.setItem(UNIT_SYSTEM_KEY, 'metric');
    await renderOnPlan([SOFA, TABLE], { units: 'imperial' });
    const room = screen.getByRole('region', { name: 'Your room' });
    // 420 x 360 cm walls.
    expect(within(room).getAllByText(`13' 9"`)).toHaveLength(2);
    expect(within(room).getAllByText(`11' 10"`)).toHaveLength(2);
    const sofa = await piece(/^Sage Cloud Sofa, 7 ft 0 in by 3 ft 1 in, facing the window$/);
    expect(sofa).toHaveAccessibleDescription(
      'Arrow keys move 1 in, with Shift 6 in. R turns right 15 degrees, Shift+R left. L locks, Delete removes.',
    );
    await user.click(sofa);
    const inspector = screen.getByRole('region', { name: /^Selected: Sage Cloud Sofa/ });
    expect(within(inspector).getByText(/^7' 0" × 3' 1" · \$/)).toBeVisible();
    await user.keyboard('{ArrowRight}');
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}');
    await waitFor(async () =>
      expect(await storedPiece('piece-sofa')).toMatchObject({ x: 252.54, y: 125.24 }),
    );

    const table = await piece(/^Walnut Oval Coffee Table, /);
    act(() => table.focus());
    for (let step = 0; step < 6; step += 1) await user.keyboard('{Shift>}{ArrowUp}{/Shift}');
    const warnings = screen.getByRole('region', { name: 'Layout check' });
    expect(
      await within(warnings).findByText(
        `Walnut Oval Coffee Table blocks the door on wall 1: keep 2' 11" in front of it clear`,
      ),
    ).toBeVisible();
    expect(room.textContent).not.toMatch(/\bcm\b|m²/);
  });

  it('turns a piece by 15 degrees with R and Shift+R, and freely by the number field', async () => {
    const user = userEvent.setup();
    await renderOnPlan();
    const table = await piece(/^Walnut Oval Coffee Table, /);
    act(() => table.focus());
    await user.keyboard('r');
    await waitFor(async () => expect((await storedPiece('piece-table'))?.rotation).toBe(15));
    await user.keyboard('{Shift>}r{/Shift}{Shift>}r{/Shift}');
    await waitFor(async () => expect((await storedPiece('piece-table'))?.rotation).toBe(345));
    await user.click(screen.getByRole('button', { name: 'Turn right 15°' }));
    await waitFor(async () => expect((await storedPiece('piece-table'))?.rotation).toBe(0));
    const field = screen.getByRole('textbox', { name: 'Rotation' });
    await user.clear(field);
    await user.type(field, '37{Enter}');
    await waitFor(async () => expect((await storedPiece('piece-table'))?.rotation).toBe(37));
  });

  it('locks a piece: it shows, is named locked and is kept in the design', async () => {
    const user = userEvent.setup();
    await renderOnPlan();
    await user.click(await piece(/^Sage Cloud Sofa, /));
    await user.click(screen.getByRole('button', { name: 'Lock' }));
    await waitFor(async () => expect((await storedPiece('piece-sofa'))?.locked).toBe(true));
    expect(await piece(/^Sage Cloud Sofa, .*, locked$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Locked', pressed: true })).toBeVisible();
  });

  it('removes a piece with Delete, from the plan and from the cart', async () => {
    const user = userEvent.setup();
    await renderOnPlan();
    const table = await piece(/^Walnut Oval Coffee Table, /);
    act(() => table.focus());
    await user.keyboard('{Delete}');
    await waitFor(async () =>
      expect((await storedPieces()).map((p) => p.id)).toEqual(['piece-sofa']),
    );
    await waitFor(async () =>
      expect((await db.cart.toArray()).map((row) => row.id)).toEqual(['piece-sofa']),
    );
    expect(screen.queryByRole('button', { name: /^Walnut Oval Coffee Table/ })).toBeNull();
    expect(await screen.findByText('$899', { selector: '.canvas-bar__total-value' })).toBeVisible();
  });

  it('warns, without preventing it, when a piece is moved into a door zone', async () => {
    const user = userEvent.setup();
    await renderOnPlan();
    const table = await piece(/^Walnut Oval Coffee Table, /);
    act(() => table.focus());
    for (let step = 0; step < 9; step += 1) await user.keyboard('{Shift>}{ArrowUp}{/Shift}');
    const warnings = await screen.findByRole('region', { name: 'Layout check' });
    expect(
      await within(warnings).findByText(
        'Walnut Oval Coffee Table blocks the door on wall 1: keep 90 cm in front of it clear',
      ),
    ).toBeVisible();
    expect(within(warnings).getByText('1 layout warning', { selector: 'span' })).toBeVisible();
    // Said once, politely, when the number of warnings changed.
    expect(within(warnings).getByRole('status')).toHaveTextContent('1 layout warning');
    expect(await storedPiece('piece-table')).toMatchObject({ x: 80, y: 110 });
    await waitFor(() =>
      expect(
        document.querySelector('[data-piece-id="piece-table"]')?.getAttribute('class'),
      ).toMatch(/has-warning/),
    );
  });

  it('swaps a piece for a similar product, nearest in price, where it stands', async () => {
    const user = userEvent.setup();
    await renderOnPlan();
    await user.click(await piece(/^Sage Cloud Sofa, /));
    await user.click(screen.getByRole('button', { name: 'Swap' }));
    const menu = screen.getByRole('list', { name: 'Swap Sage Cloud Sofa for' });
    const options = within(menu).getAllByRole('button');
    expect(options.length).toBeGreaterThan(0);
    await user.click(options[0] as HTMLElement);
    await waitFor(async () =>
      expect((await storedPiece('piece-sofa'))?.productId).not.toBe('sage-cloud-sofa'),
    );
    expect(await storedPiece('piece-sofa')).toMatchObject({ x: 250, y: 110 });
  });

  it('adds a product from the catalogue as a new piece at a free spot', async () => {
    const user = userEvent.setup();
    await renderOnPlan([SOFA]);
    await user.click(screen.getByRole('button', { name: /^Tables/ }));
    await user.click(
      screen.getByRole('button', { name: 'Add to Room (Walnut Oval Coffee Table)' }),
    );
    // 'Placing...' for 1 s, then a free spot is looked for: slow in jsdom on a busy machine.
    expect(
      await screen.findByRole(
        'button',
        { name: /^Walnut Oval Coffee Table, 120 by 60 cm/ },
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    const pieces = await storedPieces();
    expect(pieces).toHaveLength(2);
    await waitFor(async () =>
      expect((await db.cart.orderBy('order').toArray()).map((row) => row.id)).toEqual(
        pieces.map((p) => p.id),
      ),
    );
  });

  it('goes back to the blank floor plan when chosen, and remembers the choice', async () => {
    const user = userEvent.setup();
    await renderOnPlan();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Room' }), 'Blank floor plan');
    expect(await screen.findByText('Drag furniture here!')).toBeVisible();
    expect(localStorage.getItem(CANVAS_ROOM_KEY)).toBe('blank');
    // The plan keeps its pieces; the blank canvas has its own (empty) cart.
    await waitFor(async () => expect(await db.cart.count()).toBe(0));
    expect(await storedPieces()).toHaveLength(2);
  });
});
