import 'fake-indexeddb/auto';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '../../src/lib/db.ts';
import { RoomPlanEditor } from '../../src/features/room-plan/RoomPlanEditor.tsx';
import { roomPlanWritesSettled } from '../../src/features/room-plan/roomPlanStore.ts';
import { SCAN_MESSAGES } from '../../src/lib/room/capture/scanErrors.ts';
import type { RoomPlan } from '../../src/lib/room/plan.ts';
import { capturedRoom, TURNED_POSE } from './capture/scanFixtures.ts';

beforeEach(async () => {
  await db.delete({ disableAutoOpen: false });
});

afterEach(async () => {
  await roomPlanWritesSettled();
});

const L_ROOM: RoomPlan = {
  unit: 'cm',
  outline: [
    [0, 0],
    [520, 0],
    [520, 240],
    [300, 240],
    [300, 410],
    [0, 410],
  ],
  height: 255,
  doors: [{ wall: 4, offset: 60, width: 85, swing: 'in', hinge: 'start' }],
  windows: [{ wall: 0, offset: 150, width: 140, sill: 95 }],
};

const jsonFile = (value: unknown, name = 'Living room.json') =>
  new File([JSON.stringify(value)], name, { type: 'application/json' });

function renderEditor() {
  return render(<RoomPlanEditor title="Measure your room" summary="Draw your room to scale." />);
}

const picker = () => screen.getByLabelText(/Import a room scan/);
const STORED = { timeout: 5000 };

describe('Import a room scan', () => {
  it('opens the scanned room in the editor for review and keeps it on the device', async () => {
    renderEditor();
    const user = userEvent.setup();
    await user.upload(
      picker(),
      jsonFile(capturedRoom(L_ROOM, { pose: TURNED_POSE, objects: 2, section: 'livingRoom' })),
    );
    expect(
      await screen.findByText(/Imported from a room scan: Living room\./, undefined, STORED),
    ).toHaveTextContent('2 pieces of furniture in the scan were left out');
    expect(screen.getByRole('textbox', { name: 'Room name' })).toHaveValue('Living room');
    expect(screen.getByTestId('floor-area')).toHaveTextContent('17.58 m²');
    expect(screen.getAllByRole('textbox', { name: /^Wall \d/ })).toHaveLength(6);
    await waitFor(async () => {
      const plans = await db.roomPlans.toArray();
      expect(plans.map((record) => record.name)).toEqual(['Living room']);
    }, STORED);
  });

  it('shows the one message for a bad file, keeps nothing and leaves the editor as it was', async () => {
    renderEditor();
    const user = userEvent.setup();
    await user.upload(picker(), jsonFile({ name: 'Kitchen', items: [] }, 'kitchen.json'));
    expect(await screen.findByRole('alert')).toHaveTextContent(SCAN_MESSAGES.otherJson);
    expect(screen.getByRole('textbox', { name: 'Room name' })).toHaveValue('Room 1');
    expect(screen.getByTestId('floor-area')).toHaveTextContent('12.00 m²');
    await roomPlanWritesSettled();
    expect(await db.roomPlans.count()).toBe(0);
  });

  it('asks which room to import from a scan of several', async () => {
    renderEditor();
    const user = userEvent.setup();
    const structure = {
      rooms: [
        capturedRoom(L_ROOM, { story: 0 }),
        capturedRoom(L_ROOM, { story: 1, section: 'bedroom' }),
      ],
      walls: [],
    };
    await user.upload(picker(), jsonFile(structure, 'house.json'));
    const choice = await screen.findByRole('group', { name: /This scan holds 2 rooms/ });
    expect(screen.getByText(/This scan holds 2 rooms/)).toHaveFocus();
    await user.click(within(choice).getByRole('button', { name: /Bedroom, Room 2, story 1/ }));
    expect(await screen.findByText(/Imported from a room scan: Bedroom/)).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Room name' })).toHaveValue(
      'Bedroom, Room 2, story 1',
    );
    expect(screen.queryByRole('group', { name: /This scan holds/ })).toBeNull();
  });
});
