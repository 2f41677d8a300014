import 'fake-indexeddb/auto';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast';
import { vi } from 'vitest';
import { db } from '../../src/lib/db.ts';
import type { PlacedPiece } from '../../src/lib/room/design.ts';
import type { RoomPlanRecord } from '../../src/lib/room/records.ts';
import { DesignCanvas } from '../../src/features/canvas/DesignCanvas.tsx';
import { designWritesSettled } from '../../src/features/plan-canvas/designStore.ts';
import { AppToaster } from '../../src/ui/Toaster.tsx';
import { renderWithApp } from '../shell/renderWithApp.tsx';
import { stubCanvasLayout } from './layoutStubs.ts';
import { EXAMPLE_PLAN } from '../room/examplePlan.ts';

// three.js has no place in jsdom: the 3D view is a stand-in that names itself as the real one.
vi.mock('../../src/features/room-3d/index.ts', () => ({
  Room3DView: ({ name }: { name: string }) => (
    <section aria-label={`${name} in 3D`} data-status="ready" />
  ),
}));

configure({ asyncUtilTimeout: 5000 });

const SOFA: PlacedPiece = {
  id: 'piece-sofa',
  productId: 'sage-cloud-sofa',
  x: 250,
  y: 110,
  rotation: 0,
  locked: false,
};

const RECORD: RoomPlanRecord = {
  id: 'plan-living',
  name: 'Living room',
  plan: EXAMPLE_PLAN,
  design: { pieces: [SOFA] },
  createdAt: '2026-01-10T10:00:00.000Z',
  updatedAt: '2026-01-10T10:00:00.000Z',
};

/** A phone: every "at most this wide" query below the desktop matches. */
function onAPhone() {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string): MediaQueryList => ({
    matches: /max-width:\s*(1023|767)px/.test(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

let restoreLayout: () => void;

beforeEach(async () => {
  await db.delete({ disableAutoOpen: false });
  restoreLayout = stubCanvasLayout();
  onAPhone();
});

afterEach(async () => {
  await designWritesSettled();
  act(() => toast.remove());
  restoreLayout();
});

async function renderWorkspace() {
  await db.roomPlans.put(RECORD);
  const view = renderWithApp(
    <>
      <DesignCanvas title="Launch My Design" summary="Place furniture in your room." />
      <AppToaster />
    </>,
    { path: '/design-dashboard' },
  );
  await screen.findByRole(
    'group',
    { name: /^Plan of Living room, drawn to scale/ },
    { timeout: 20_000 },
  );
  return view;
}

const frame = (container: HTMLElement) => {
  const element = container.querySelector<HTMLElement>('.plan-canvas__plan');
  if (!element) throw new Error('No plan frame');
  return element;
};

describe('the design workspace on a phone', { timeout: 60_000 }, () => {
  it('fills the screen: one bar with the room and the actions, no bottom nav, the spec’s bar', async () => {
    const { container } = await renderWorkspace();
    expect(container.querySelector('[data-hides-bottom-nav]')).not.toBeNull();
    // The title stays for screen readers; the room's name is the bar's picker.
    expect(screen.getByRole('heading', { level: 1, name: 'Launch My Design' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Room' })).toHaveValue('plan-living');
    expect(screen.getByRole('link', { name: 'Exit to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Save My Room' })).toBeInTheDocument();
    for (const name of ['Design my room', 'Catalogue', 'View in 3D', 'Shop this design']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    // The catalogue waits in the sheet.
    expect(screen.queryByRole('searchbox', { name: 'Search furniture' })).not.toBeInTheDocument();
    const bar = screen.getByRole('region', { name: 'Room summary' });
    expect(within(bar).getByRole('button', { name: 'View Cart' })).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Shop My Room' })).toBeInTheDocument();
  });

  it('opens the catalogue in a sheet that adds to the room and closes with Escape', async () => {
    const user = userEvent.setup();
    await renderWorkspace();
    const opener = screen.getByRole('button', { name: 'Catalogue' });
    await user.click(opener);
    const sheet = await screen.findByRole('dialog', { name: 'Catalogue' });
    expect(within(sheet).getByRole('tab', { name: 'Furniture', selected: true })).toBeVisible();
    await user.click(within(sheet).getByRole('button', { name: 'Add to Room (Sage Cloud Sofa)' }));
    expect(
      within(sheet).getByRole('button', { name: 'Placing... (Sage Cloud Sofa)' }),
    ).toBeDisabled();
    await waitFor(
      async () =>
        expect((await db.roomPlans.get('plan-living'))?.design?.pieces ?? []).toHaveLength(2),
      { timeout: 10_000 },
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
    expect(await screen.findAllByRole('button', { name: /^Sage Cloud Sofa \d, / })).toHaveLength(2);
  });

  it('keeps the saved rooms and the room’s count on the sheet’s Rooms tab', async () => {
    const user = userEvent.setup();
    await renderWorkspace();
    await user.click(screen.getByRole('button', { name: 'Catalogue' }));
    const sheet = await screen.findByRole('dialog', { name: 'Catalogue' });
    await user.click(within(sheet).getByRole('tab', { name: 'Rooms' }));
    expect(within(sheet).getByRole('region', { name: 'Saved rooms' })).toBeVisible();
    expect(within(sheet).getByRole('button', { name: 'View Example Rooms' })).toBeVisible();
    expect(within(sheet).getByRole('link', { name: 'Measure a room' })).toHaveAttribute(
      'href',
      '/measure-room',
    );
  });

  it('zooms by buttons and keys, and "Fit" brings the whole room back', async () => {
    const user = userEvent.setup();
    const { container } = await renderWorkspace();
    const plan = frame(container);
    expect(plan).toHaveAttribute('data-zoom', '1.00');
    const zoomOut = screen.getByRole('button', { name: 'Zoom out' });
    expect(zoomOut).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(Number(plan.dataset.zoom)).toBeGreaterThan(1.5);
    expect(zoomOut).toHaveAttribute('aria-disabled', 'false');
    const fit = screen.getByRole('button', { name: 'Fit the whole room' });
    fit.focus();
    await user.keyboard('{Enter}');
    expect(plan).toHaveAttribute('data-zoom', '1.00');
    // From a piece: + zooms in, 0 fits; the arrows still move the piece.
    const sofa = await screen.findByRole('button', { name: /^Sage Cloud Sofa, / });
    sofa.focus();
    await user.keyboard('+');
    expect(Number(plan.dataset.zoom)).toBeGreaterThan(1.2);
    await user.keyboard('0');
    expect(plan).toHaveAttribute('data-zoom', '1.00');
    for (let press = 0; press < 30; press += 1) await user.keyboard('+');
    expect(plan).toHaveAttribute('data-zoom', '6.00');
  });

  it('opens the 3D view full-screen over the plan, and Escape or the button brings the plan back', async () => {
    const user = userEvent.setup();
    await renderWorkspace();
    const toggle = screen.getByRole('button', { name: 'View in 3D' });
    await user.click(toggle);
    const full = await screen.findByRole('dialog', { name: 'Living room in 3D' });
    expect(await within(full).findByRole('region', { name: 'Living room in 3D' })).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    const again = await screen.findByRole('dialog', { name: 'Living room in 3D' });
    await user.click(within(again).getByRole('button', { name: 'Back to the plan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toggle).toHaveFocus();
  });
});
