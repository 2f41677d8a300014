import 'fake-indexeddb/auto';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '../../src/lib/db.ts';
import { RoomPlanEditor } from '../../src/features/room-plan/RoomPlanEditor.tsx';
import { roomPlanWritesSettled } from '../../src/features/room-plan/roomPlanStore.ts';
import { UNIT_SYSTEM_KEY } from '../../src/features/room-plan/unitPreference.ts';
import { wallLengths } from '../../src/lib/room/geometry.ts';

beforeEach(async () => {
  await db.delete({ disableAutoOpen: false });
});

afterEach(async () => {
  // A test's last edits must land before the next test deletes the database.
  await roomPlanWritesSettled();
});

function renderEditor() {
  return render(<RoomPlanEditor title="Measure your room" summary="Draw your room to scale." />);
}

const wall = (n: number) => screen.getByRole('textbox', { name: new RegExp(`^Wall ${n}\\b`) });
const floorArea = () => screen.getByTestId('floor-area');

async function storedPlans() {
  return db.roomPlans.toArray();
}

/** The device's database opens (and upgrades) slowly on a busy machine. */
const STORED = { timeout: 5000 };

describe('RoomPlanEditor', () => {
  it('draws a 420 x 360 cm room from typed wall lengths and keeps it on the device', async () => {
    const { unmount } = renderEditor();
    expect(floorArea()).toHaveTextContent('12.00 m²');

    fireEvent.change(wall(1), { target: { value: '420' } });
    fireEvent.change(wall(2), { target: { value: '360' } });

    expect(floorArea()).toHaveTextContent('15.12 m²');
    // The opposite walls follow, so the room stays a rectangle.
    expect(wall(3)).toHaveValue('420');
    expect(wall(4)).toHaveValue('360');
    await waitFor(async () => {
      const [record] = await storedPlans();
      expect(record && wallLengths(record.plan.outline)).toEqual([420, 360, 420, 360]);
    }, STORED);
    expect(screen.getByText('Saved on this device')).toBeInTheDocument();

    unmount();
    renderEditor();
    await waitFor(() => expect(floorArea()).toHaveTextContent('15.12 m²'), STORED);
    expect(wall(1)).toHaveValue('420');
  });

  it('keeps the field being typed in when the first keystroke saves the room', async () => {
    const user = userEvent.setup();
    renderEditor();
    await user.tripleClick(wall(1));
    await user.keyboard('420');
    await user.tab();
    await user.keyboard('360');
    expect(floorArea()).toHaveTextContent('15.12 m²');
    expect(wall(2)).toHaveFocus();
  });

  it('keeps text that is not a length, with a message beside the field', async () => {
    renderEditor();
    const field = wall(1);
    fireEvent.change(field, { target: { value: 'four metres' } });
    fireEvent.blur(field);
    expect(field).toHaveValue('four metres');
    expect(field).toHaveAccessibleDescription(/Enter a length like 420 or 4\.2 m\./);
    expect(floorArea()).toHaveTextContent('12.00 m²');

    fireEvent.change(field, { target: { value: '4.2 m' } });
    expect(field).toHaveValue('4.2 m');
    expect(floorArea()).toHaveTextContent('12.60 m²');
  });

  it('names the wall when a wall is too short, and keeps what was typed', () => {
    renderEditor();
    fireEvent.change(wall(2), { target: { value: '4' } });
    expect(wall(2)).toHaveValue('4');
    expect(wall(2)).toHaveAccessibleDescription(/Wall 2 is shorter than 5 cm\./);
    expect(screen.getByRole('status')).toHaveTextContent('2 things to fix');
  });

  it('accepts a wall of a few centimetres, as a niche or a pillar makes', () => {
    renderEditor();
    fireEvent.change(wall(2), { target: { value: '16' } });
    expect(wall(2)).toHaveValue('16');
    expect(wall(2)).not.toHaveAccessibleDescription(/shorter/);
    expect(screen.getByRole('status')).toHaveTextContent('this room is ready to design');
  });

  it('refuses a door wider than its wall with a message naming the wall', async () => {
    renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Add a door' }));
    const door = within(screen.getByRole('group', { name: 'Door 1' }));
    const width = door.getByRole('textbox', { name: /^Width/ });
    fireEvent.change(width, { target: { value: '500' } });

    expect(width).toHaveValue('500');
    expect(width).toHaveAccessibleDescription(
      /Door 1 \(500 cm\) is wider than wall 1 \(400 cm\)\./,
    );
    expect(screen.getByRole('status')).toHaveTextContent('1 thing to fix');
    await waitFor(
      async () => expect((await storedPlans())[0]?.plan.doors[0]?.width).toBe(500),
      STORED,
    );
  });

  it('moves a door along its wall with the arrow keys', () => {
    renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Add a door' }));
    const slider = screen.getByRole('slider', { name: 'Door 1, on wall 1' });
    expect(slider).toHaveAttribute('aria-valuenow', '20');

    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(slider).toHaveAttribute('aria-valuenow', '21');
    fireEvent.keyDown(slider, { key: 'ArrowRight', shiftKey: true });
    expect(slider).toHaveAttribute('aria-valuenow', '31');
    fireEvent.keyDown(slider, { key: 'End' });
    expect(slider).toHaveAttribute('aria-valuenow', '320');
    expect(slider).toHaveAttribute('aria-valuetext', '320 cm from the start of wall 1');
    // The door's position field follows the drawing.
    const door = within(screen.getByRole('group', { name: 'Door 1' }));
    expect(door.getByRole('textbox', { name: /^Position/ })).toHaveValue('320');
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(slider).toHaveAttribute('aria-valuenow', '320');
  });

  it('places a window on another wall and sets its sill', () => {
    renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Add a door' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a window' }));
    const window = within(screen.getByRole('group', { name: 'Window 1' }));
    fireEvent.change(window.getByRole('combobox', { name: 'Wall' }), { target: { value: '2' } });
    fireEvent.change(window.getByRole('textbox', { name: /^Sill height/ }), {
      target: { value: '240' },
    });
    expect(window.getByRole('textbox', { name: /^Sill height/ })).toHaveAccessibleDescription(
      /Window 1's sill is too high/,
    );
    expect(screen.getByRole('slider', { name: 'Window 1, on wall 3' })).toBeInTheDocument();
  });

  it('switches to feet and inches, remembers the choice, and reads what is typed in it', async () => {
    const user = userEvent.setup();
    renderEditor();
    await user.click(screen.getByRole('radio', { name: 'ft & in' }));
    expect(localStorage.getItem(UNIT_SYSTEM_KEY)).toBe('imperial');
    expect(wall(1)).toHaveValue(`13' 1"`);
    expect(floorArea()).toHaveTextContent('129 ft²');

    fireEvent.change(wall(1), { target: { value: `12' 6"` } });
    expect(wall(1)).toHaveValue(`12' 6"`);
    await waitFor(
      async () => expect(wallLengths((await storedPlans())[0]?.plan.outline ?? [])[0]).toBe(381),
      STORED,
    );
  });

  it('keeps the unit with the room: it reopens in it whatever the device chose since', async () => {
    const user = userEvent.setup();
    const { unmount } = renderEditor();
    expect(screen.getByRole('button', { name: /^Bedroom ?3\.5 × 3 m$/ })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'ft & in' }));
    expect(screen.getByRole('button', { name: /^Bedroom ?11' 6" × 9' 10"$/ })).toBeInTheDocument();
    fireEvent.change(wall(1), { target: { value: `14'` } });
    fireEvent.change(wall(2), { target: { value: `12'` } });
    expect(floorArea()).toHaveTextContent('168 ft²');
    // The editor keeps tenths of a centimetre: 14' is 426.72 cm.
    await waitFor(
      async () =>
        expect((await storedPlans())[0]).toMatchObject({
          units: 'imperial',
          plan: {
            outline: [
              [0, 0],
              [426.7, 0],
              [426.7, 365.8],
              [0, 365.8],
            ],
          },
        }),
      STORED,
    );
    unmount();

    // Another room's editor (or another tab) chose centimetres for the device.
    localStorage.setItem(UNIT_SYSTEM_KEY, 'metric');
    renderEditor();
    await waitFor(() => expect(wall(1)).toHaveValue(`14' 0"`), STORED);
    expect(floorArea()).toHaveTextContent('168 ft²');
    expect(screen.getByRole('radio', { name: 'ft & in' })).toBeChecked();

    // Switching the room back to centimetres is kept with it.
    await user.click(screen.getByRole('radio', { name: 'cm' }));
    expect(wall(1)).toHaveValue('426.7');
    await waitFor(async () => expect((await storedPlans())[0]?.units).toBe('metric'), STORED);
  });

  it('starts a ready-made room in one tap, keeping the room before it', async () => {
    renderEditor();
    fireEvent.change(wall(1), { target: { value: '420' } });
    fireEvent.click(screen.getByRole('button', { name: /Bedroom/ }));
    expect(floorArea()).toHaveTextContent('10.50 m²');
    expect(screen.getByRole('textbox', { name: 'Room name' })).toHaveValue('Bedroom');
    expect(screen.getByRole('slider', { name: 'Door 1, on wall 3' })).toBeInTheDocument();
    await waitFor(async () => expect(await db.roomPlans.count()).toBe(2), STORED);
    const list = within(await screen.findByRole('region', { name: 'Your measured rooms' }));
    fireEvent.click(list.getByRole('button', { name: 'Open Room 1' }));
    expect(floorArea()).toHaveTextContent('12.60 m²');
  });

  it('draws an L-shaped room corner by corner with the keyboard', async () => {
    renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Draw it' }));
    const grid = screen.getByRole('application', { name: 'Room outline' });
    const press = (key: string, times = 1) => {
      for (let i = 0; i < times; i += 1) fireEvent.keyDown(grid, { key });
    };
    // The cross starts at 2 m across, 1.5 m down; each arrow moves it 50 cm.
    press('Enter');
    press('ArrowRight', 8);
    press('Enter');
    press('ArrowDown', 5);
    press('Enter');
    press('ArrowLeft', 4);
    press('Enter');
    press('ArrowDown', 4);
    press('Enter');
    press('ArrowLeft', 4);
    press('Enter');
    expect(screen.getByText(/^6 corners placed\./)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Finish room' }));

    expect(floorArea()).toHaveTextContent('14.00 m²');
    expect(wall(6)).toHaveValue('450');
    await waitFor(
      async () =>
        expect((await storedPlans())[0]?.plan.outline).toEqual([
          [0, 0],
          [400, 0],
          [400, 250],
          [200, 250],
          [200, 450],
          [0, 450],
        ]),
      STORED,
    );
  });

  it('will not finish a drawing whose walls cross, and keeps its corners', () => {
    renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Draw it' }));
    const grid = screen.getByRole('application', { name: 'Room outline' });
    const press = (key: string, times = 1) => {
      for (let i = 0; i < times; i += 1) fireEvent.keyDown(grid, { key });
    };
    press('Enter');
    press('ArrowRight', 4);
    press('ArrowDown', 4);
    press('Enter');
    press('ArrowUp', 4);
    press('Enter');
    press('ArrowLeft', 4);
    press('ArrowDown', 4);
    press('Enter');
    fireEvent.click(screen.getByRole('button', { name: 'Finish room' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/Walls \d and \d cross each other\./);
    expect(screen.getByText(/^4 corners placed\./)).toBeInTheDocument();
  });

  it('opens a plan for the scan the address names, starting one the first time', async () => {
    window.history.replaceState(null, '', '/measure-room?scan=scan-7');
    try {
      const { unmount } = renderEditor();
      await waitFor(async () => expect((await storedPlans())[0]?.scanId).toBe('scan-7'), STORED);
      fireEvent.change(wall(1), { target: { value: '500' } });
      await waitFor(async () => expect(await db.roomPlans.count()).toBe(1), STORED);
      // The next visit reads what this one kept: the 500 cm wall, once its write has landed.
      await roomPlanWritesSettled();
      unmount();

      renderEditor();
      await waitFor(() => expect(floorArea()).toHaveTextContent('15.00 m²'), STORED);
      expect(await db.roomPlans.count()).toBe(1);
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});
