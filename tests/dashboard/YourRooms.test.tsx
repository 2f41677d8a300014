import 'fake-indexeddb/auto';
import { configure, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { db } from '../../src/lib/db.ts';
import type { RoomPlanRecord } from '../../src/lib/room/records.ts';
import { rectangleOutline } from '../../src/lib/room/presets.ts';
import { YourRooms } from '../../src/features/dashboard/YourRooms.tsx';
import { UNIT_SYSTEM_KEY } from '../../src/features/room-plan/unitPreference.ts';
import { renderWithApp } from '../shell/renderWithApp.tsx';

// IndexedDB round trips in jsdom can take a few seconds on a busy machine.
configure({ asyncUtilTimeout: 5000 });

function record(overrides: Partial<RoomPlanRecord> & Pick<RoomPlanRecord, 'id' | 'name'>) {
  const base: RoomPlanRecord = {
    id: overrides.id,
    name: overrides.name,
    plan: {
      unit: 'cm',
      outline: rectangleOutline(420, 360),
      height: 250,
      doors: [{ wall: 0, offset: 40, width: 80, swing: 'in', hinge: 'start' }],
      windows: [{ wall: 2, offset: 100, width: 120, sill: 90 }],
    },
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
  };
  return { ...base, ...overrides };
}

const piece = (id: string, productId: string, x: number, y: number) => ({
  id,
  productId,
  x,
  y,
  rotation: 0,
  locked: false,
});

beforeEach(async () => {
  await db.delete({ disableAutoOpen: false });
  localStorage.clear();
});

describe('your rooms on the dashboard', { timeout: 20_000 }, () => {
  it('is a loading card in the prerendered page, as in the first render that hydrates it', () => {
    const html = renderToString(
      <Router ssrPath="/dashboard">
        <YourRooms />
      </Router>,
    );
    expect(html).toContain('Your rooms');
    expect(html).toContain('Loading your rooms...');
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toContain('No rooms measured yet');
  });

  it('invites a user with no plans to measure a room', async () => {
    renderWithApp(<YourRooms />, { path: '/dashboard' });
    const section = screen.getByRole('region', { name: 'Your rooms' });
    expect(within(section).getByText('Loading your rooms...')).toBeVisible();
    expect(await within(section).findByText('No rooms measured yet')).toBeVisible();
    expect(within(section).getByRole('link', { name: 'Measure a room' })).toHaveAttribute(
      'href',
      '/measure-room',
    );
    expect(section).toHaveAttribute('aria-busy', 'false');
  });

  it('lists the plans last edited first, with their plan, area, pieces and links', async () => {
    // The device stamps each write's time: the plan written last is the one edited last.
    await db.roomPlans.add(record({ id: 'older', name: 'Guest bedroom' }));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await db.roomPlans.add(
      record({
        id: 'newer',
        name: 'Living room',
        design: {
          pieces: [
            piece('a', 'sage-cloud-sofa', 210, 300),
            piece('b', 'walnut-oval-coffee-table', 210, 200),
            piece('c', 'wool-flatweave-rug', 210, 200),
          ],
        },
      }),
    );
    renderWithApp(<YourRooms />, { path: '/dashboard' });
    const section = screen.getByRole('region', { name: 'Your rooms' });
    await within(section).findByText('Living room');
    const cards = within(section).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Living room',
      'Guest bedroom',
    ]);

    const [living, guest] = cards as [HTMLElement, HTMLElement];
    expect(
      await within(living).findByRole('img', { name: 'Plan of Living room with 3 pieces' }),
    ).toBe(living.querySelector('svg.plan-thumbnail'));
    expect(within(living).getByText('15.12 m²')).toBeVisible();
    expect(within(living).getByText('3 pieces placed')).toBeVisible();
    expect(within(living).getByRole('link', { name: 'Design Living room' })).toHaveAttribute(
      'href',
      '/design-dashboard?plan=newer',
    );
    expect(within(living).getByRole('link', { name: 'Edit plan of Living room' })).toHaveAttribute(
      'href',
      '/measure-room?plan=newer',
    );

    expect(await within(guest).findByRole('img', { name: 'Plan of Guest bedroom' })).toBeVisible();
    expect(within(guest).getByText('No pieces yet')).toBeVisible();
    expect(within(guest).getByRole('link', { name: 'Design Guest bedroom' })).toHaveAttribute(
      'href',
      '/design-dashboard?plan=older',
    );
    expect(within(section).getByRole('link', { name: 'Measure a room' })).toHaveAttribute(
      'href',
      '/measure-room',
    );
  });

  it('gives the floor area in the unit the user chose in the editor', async () => {
    localStorage.setItem(UNIT_SYSTEM_KEY, 'imperial');
    await db.roomPlans.add(record({ id: 'p1', name: 'Study' }));
    renderWithApp(<YourRooms />, { path: '/dashboard' });
    const card = (await screen.findByText('Study')).closest('li') as HTMLElement;
    expect(within(card).getByTestId('room-area')).toHaveTextContent('163 ft²');
  });

  it("gives each room's area in the unit it was measured in, whatever the device chose", async () => {
    localStorage.setItem(UNIT_SYSTEM_KEY, 'metric');
    await db.roomPlans.add(record({ id: 'p1', name: 'Study', units: 'imperial' }));
    await db.roomPlans.add(record({ id: 'p2', name: 'Hall', units: 'metric' }));
    await db.roomPlans.add(record({ id: 'p3', name: 'Attic' }));
    renderWithApp(<YourRooms />, { path: '/dashboard' });
    const area = async (name: string) =>
      within((await screen.findByText(name)).closest('li') as HTMLElement).getByTestId('room-area');
    expect(await area('Study')).toHaveTextContent('163 ft²');
    expect(await area('Hall')).toHaveTextContent('15.12 m²');
    // A plan kept before its unit was recorded follows the device.
    expect(await area('Attic')).toHaveTextContent('15.12 m²');
  });

  it('sends a plan that needs a look to the editor before the canvas', async () => {
    const broken = record({ id: 'p1', name: 'Hall' });
    await db.roomPlans.add({
      ...broken,
      plan: { ...broken.plan, doors: broken.plan.doors.map((door) => ({ ...door, width: 500 })) },
    });
    renderWithApp(<YourRooms />, { path: '/dashboard' });
    const card = (await screen.findByText('Hall')).closest('li') as HTMLElement;
    expect(within(card).getByText('The plan needs a look before designing.')).toBeVisible();
    expect(within(card).queryByRole('link', { name: /^Design/ })).toBeNull();
    expect(within(card).getByRole('link', { name: 'Edit plan of Hall' })).toHaveAttribute(
      'href',
      '/measure-room?plan=p1',
    );
  });
});
