import 'fake-indexeddb/auto';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast';
import { db } from '../../src/lib/db.ts';
import { DesignCanvas } from '../../src/features/canvas/DesignCanvas.tsx';
import { addProductsToRoomCart, readCartItems } from '../../src/features/canvas/roomCart.ts';
import { KEY_MOVE_STEP, KEY_MOVE_STEP_LARGE } from '../../src/features/canvas/canvasRules.ts';
import { CANVAS_PLACING_MS } from '../../src/lib/timing.ts';
import { AppToaster } from '../../src/ui/Toaster.tsx';
import { fakeSession, renderWithApp } from '../shell/renderWithApp.tsx';
import { stubCanvasLayout } from './layoutStubs.ts';

// IndexedDB round trips in jsdom can take a few seconds on a busy machine.
configure({ asyncUtilTimeout: 5000 });

let restoreLayout: () => void;

beforeEach(async () => {
  await db.delete({ disableAutoOpen: false });
  restoreLayout = stubCanvasLayout();
});

afterEach(() => {
  act(() => toast.remove());
  restoreLayout();
});

function renderCanvas(signedIn = false) {
  return renderWithApp(
    <>
      <DesignCanvas title="Launch My Design" summary="Place furniture in your room." />
      <AppToaster />
    </>,
    { path: '/design-dashboard', session: signedIn ? fakeSession() : null },
  );
}

const products = () => screen.getByRole('list', { name: /products$/ });

// Typing and Dexie round trips in jsdom are slow on a busy machine: a roomier budget per test.
describe('the design canvas', { timeout: 20_000 }, () => {
  it('opens on an empty room with the hint, the note and the Seating catalogue', async () => {
    renderCanvas();
    expect(screen.getByRole('heading', { level: 1, name: 'Launch My Design' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Exit to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Save My Room' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
    expect(await screen.findByText('Drag furniture here!')).toBeVisible();
    expect(screen.getByText(/Room scanning is coming soon/)).toBeVisible();
    expect(screen.getByPlaceholderText('Search furniture...')).toBeVisible();
    for (const style of ['Modern', 'Cozy', 'Luxury']) expect(screen.getByText(style)).toBeVisible();
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(9);
    // The name starts with the words on the button, then says what the count counts: the
    // products of the whole catalogue in each category.
    const seating = screen.getByRole('button', { name: 'Seating 40 items', pressed: true });
    expect(seating).toBeVisible();
    expect(within(seating).getByText('items')).toHaveClass('visually-hidden');
    expect(screen.getByRole('button', { name: 'Decor 9 items' })).toBeVisible();
    // The seating priced within the default $0 to $1,000, the spec's sofa first.
    const rows = within(products()).getAllByRole('listitem');
    expect(rows).toHaveLength(33);
    expect(within(rows[0] as HTMLElement).getByText('Sage Cloud Sofa')).toBeVisible();
    expect(within(rows[0] as HTMLElement).getByText('$899')).toBeVisible();
    expect(screen.getByText('$0', { selector: '.canvas-bar__total-value' })).toBeVisible();
  });

  it('shows the Profile link to a signed-in user', () => {
    renderCanvas(true);
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/account');
  });

  it('filters by category, by name whatever its case, and by price with the keyboard', async () => {
    const user = userEvent.setup();
    renderCanvas();
    await user.click(screen.getByRole('button', { name: /^Tables/ }));
    expect(within(products()).getByText('Walnut Oval Coffee Table')).toBeVisible();

    await user.click(screen.getByRole('button', { name: /^Lighting/ }));
    await user.type(screen.getByRole('searchbox', { name: 'Search furniture' }), 'LAMP');
    expect(within(products()).getByText('Ochre Ceramic Table Lamp')).toBeVisible();
    await user.clear(screen.getByRole('searchbox', { name: 'Search furniture' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search furniture' }), 'sofa');
    expect(screen.getByText(/No furniture matches/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Reset filters' }));

    // The sofa costs $899: lowering the top of the range below it empties the list.
    await user.type(screen.getByRole('searchbox', { name: 'Search furniture' }), 'sage cloud');
    expect(within(products()).getAllByRole('listitem')).toHaveLength(1);
    const high = screen.getByRole('slider', { name: 'Maximum price' });
    expect(high).toHaveAttribute('aria-valuenow', '1000');
    act(() => high.focus());
    for (let step = 0; step < 3; step += 1) await user.keyboard('{ArrowLeft}');
    expect(high).toHaveAttribute('aria-valuenow', '850');
    expect(screen.getByText(/No furniture matches/)).toBeVisible();
    await user.keyboard('{ArrowRight}');
    expect(high).toHaveAttribute('aria-valuenow', '900');
    expect(within(products()).getByText('Sage Cloud Sofa')).toBeVisible();
  });

  it('places a product after "Placing..." for 1 s, with the toasts and the total', async () => {
    const user = userEvent.setup();
    renderCanvas();
    const started = Date.now();
    const add = screen.getByRole('button', { name: 'Add to Room (Sage Cloud Sofa)' });
    expect(within(add).getByText('(Sage Cloud Sofa)')).toHaveClass('visually-hidden');
    await user.click(add);
    const busy = screen.getByRole('button', { name: 'Placing... (Sage Cloud Sofa)' });
    expect(busy).toBeDisabled();
    expect(await screen.findByText('Added to Room!', {}, { timeout: 2000 })).toBeInTheDocument();
    expect(Date.now() - started).toBeGreaterThanOrEqual(CANVAS_PLACING_MS - 50);
    expect(screen.getByText('Sage Cloud Sofa added to the design')).toBeInTheDocument();
    expect(screen.getByText('Sage Cloud Sofa placed in room!')).toBeInTheDocument();
    expect(screen.getByText('Check your room canvas to see the placement')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Add to Room (Sage Cloud Sofa)' })).toBeEnabled(),
    );
    expect(await screen.findByText('1 item placed')).toBeVisible();
    expect(screen.getByText('$899', { selector: '.canvas-bar__total-value' })).toBeVisible();
    const placed = await screen.findByRole('button', {
      name: 'Sage Cloud Sofa, placed item 1 of 1',
    });
    expect(placed).toBeVisible();
    expect(placed).toHaveAccessibleDescription('Arrow keys move, Delete removes');
    expect(await readCartItems()).toHaveLength(1);
  });

  it('names up to three items, then "+N more", and totals with separators', async () => {
    await addProductsToRoomCart([
      'sage-cloud-sofa',
      'walnut-oval-coffee-table',
      'sage-cloud-sofa',
      'ochre-ceramic-lamp',
    ]);
    renderCanvas();
    expect(await screen.findByText('4 items placed')).toBeVisible();
    expect(
      screen.getByText('Sage Cloud Sofa, Walnut Oval Coffee…, Sage Cloud Sofa +1 more'),
    ).toBeVisible();
    expect(screen.getByText('$2,446', { selector: '.canvas-bar__total-value' })).toBeVisible();
    expect(
      screen.getByText('Ochre Ceramic Table Lamp', { selector: '.canvas-bar__latest' }),
    ).toBeVisible();
  });

  it('moves an item with the arrow keys, Shift for bigger steps, and saves each move', async () => {
    const user = userEvent.setup();
    const [placed] = await addProductsToRoomCart(['sage-cloud-sofa']);
    renderCanvas();
    const item = await screen.findByRole('button', { name: /^Sage Cloud Sofa, placed item 1/ });
    act(() => item.focus());
    const start = { x: placed?.x ?? 0, y: placed?.y ?? 0 };
    await user.keyboard('{ArrowRight}');
    await waitFor(async () =>
      expect((await readCartItems())[0]?.x).toBeCloseTo(start.x + KEY_MOVE_STEP),
    );
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}');
    await waitFor(async () =>
      expect((await readCartItems())[0]?.y).toBeCloseTo(start.y + KEY_MOVE_STEP_LARGE),
    );
    // Held at the edge: the item (100 of 800 px) never leaves the stage.
    for (let press = 0; press < 12; press += 1) await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await waitFor(async () => expect((await readCartItems())[0]?.x).toBeCloseTo(1 - 100 / 800));
  });

  it('removes the focused item with Delete and keeps focus in the room', async () => {
    const user = userEvent.setup();
    await addProductsToRoomCart(['sage-cloud-sofa', 'ochre-ceramic-lamp']);
    renderCanvas();
    const sofa = await screen.findByRole('button', {
      name: /^Sage Cloud Sofa, placed item 1 of 2/,
    });
    act(() => sofa.focus());
    await user.keyboard('{Delete}');
    const lamp = await screen.findByRole('button', {
      name: /^Ochre Ceramic Table Lamp, placed item 1 of 1/,
    });
    await waitFor(() => expect(lamp).toHaveFocus());
    expect(screen.getByText('Sage Cloud Sofa removed from your room.')).toBeInTheDocument();
    await user.keyboard('{Backspace}');
    await waitFor(() => expect(screen.getByRole('group', { name: 'Room canvas' })).toHaveFocus());
    expect(await readCartItems()).toHaveLength(0);
  });

  it('lists the cart in a panel with prices, remove buttons and the total', async () => {
    const user = userEvent.setup();
    await addProductsToRoomCart(['sage-cloud-sofa', 'walnut-oval-coffee-table']);
    renderCanvas();
    await screen.findByText('2 items placed');
    await user.click(screen.getByRole('button', { name: 'View Cart' }));
    const panel = screen.getByRole('dialog', { name: 'Your Room Cart' });
    expect(within(panel).getByText('$1,348')).toBeVisible();
    expect(within(panel).getByText('$449')).toBeVisible();
    await user.click(
      within(panel).getByRole('button', { name: 'Remove Sage Cloud Sofa (item 1)' }),
    );
    await waitFor(() =>
      expect(within(panel).getByText('$449', { selector: 'strong' })).toBeVisible(),
    );
    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the spec's toasts for View Example Rooms and Shop My Room", async () => {
    const user = userEvent.setup();
    renderCanvas();
    await user.click(screen.getByRole('button', { name: 'View Example Rooms' }));
    expect(screen.getByText('Design Inspiration')).toBeInTheDocument();
    expect(screen.getByText('Explore curated rooms for styling ideas!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Shop My Room' }));
    expect(screen.getByText('Ready to shop your room?')).toBeInTheDocument();
    expect(screen.getByText('Checkout will be available in the full launch!')).toBeInTheDocument();
  });

  it('saves the room under a name, then reopens it after confirming', async () => {
    const user = userEvent.setup();
    await addProductsToRoomCart(['sage-cloud-sofa', 'terracotta-arches-print']);
    renderCanvas();
    await screen.findByText('2 items placed');
    await user.click(screen.getByRole('button', { name: 'Save My Room' }));
    const dialog = screen.getByRole('dialog', { name: 'Save My Room' });
    const name = within(dialog).getByRole('textbox', { name: 'Room name' });
    expect(name).toHaveValue('My Room');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save Room' }));
    expect(within(dialog).getByText('Please enter a name for your room.')).toBeVisible();
    await user.type(name, 'Reading Corner');
    await user.click(within(dialog).getByRole('button', { name: 'Save Room' }));
    expect(await screen.findByText('Room saved!')).toBeInTheDocument();
    expect(
      await screen.findByText('Reading Corner', { selector: '.saved-room__name' }),
    ).toBeVisible();
    expect(await db.rooms.count()).toBe(1);

    await addProductsToRoomCart(['channel-tufted-bed']);
    await screen.findByText('3 items placed');
    await user.click(screen.getByRole('button', { name: 'Open Reading Corner' }));
    const confirm = screen.getByRole('dialog', { name: 'Replace your current room?' });
    await user.click(within(confirm).getByRole('button', { name: 'Replace and Open' }));
    expect(await screen.findByText('2 items placed')).toBeVisible();
    expect((await readCartItems()).map((item) => item.productId)).toEqual([
      'sage-cloud-sofa',
      'terracotta-arches-print',
    ]);
  });
});
