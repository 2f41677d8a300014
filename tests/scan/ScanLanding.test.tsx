import 'fake-indexeddb/auto';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { db } from '../../src/lib/db.ts';
import { ScanLanding } from '../../src/features/scan/index.ts';
import { SCAN_TICK_MS } from '../../src/lib/timing.ts';

beforeEach(async () => {
  await db.delete({ disableAutoOpen: false });
});

afterEach(() => {
  vi.useRealTimers();
});

function panel() {
  return within(
    screen.getByRole('region', { name: /Ready to scan|Scanning your room|Scan complete!/ }),
  );
}

function renderLanding() {
  return render(
    <ScanLanding title="Transform Any Room Instantly" summary="Scan it.">
      <p>Shown while waiting</p>
    </ScanLanding>,
  );
}

describe('ScanLanding', () => {
  it('scans from 0 to completed in 10 ticks of 500 ms, then keeps the scan', async () => {
    // Only the scan's interval is faked: IndexedDB (fake-indexeddb) runs on real timers.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    renderLanding();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Transform Any Room Instantly',
    );
    expect(screen.getByText('Shown while waiting')).toBeInTheDocument();

    fireEvent.click(panel().getByRole('button', { name: 'Start Room Scan' }));
    const bar = () => screen.getByRole('progressbar', { name: 'Scan progress' });
    expect(bar()).toHaveAttribute('aria-valuenow', '0');
    expect(screen.queryByText('Shown while waiting')).not.toBeInTheDocument();

    for (let tick = 1; tick <= 9; tick += 1) {
      act(() => vi.advanceTimersByTime(SCAN_TICK_MS));
      expect(bar()).toHaveAttribute('aria-valuenow', String(tick * 10));
    }
    expect(screen.getByRole('heading', { name: 'Scanning your room' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(SCAN_TICK_MS));

    expect(screen.getByRole('heading', { name: 'Scan complete!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Launch My Design' })).toHaveAttribute(
      'href',
      '/launch-design',
    );
    expect(await screen.findByText(/Saved on this device as "Room 1"/)).toBeInTheDocument();
    expect(await db.scans.count()).toBe(1);
    // The next step, after the spec's link: measuring the room, for this scan.
    const [scan] = await db.scans.toArray();
    expect(panel().getByRole('link', { name: 'Measure your room' })).toHaveAttribute(
      'href',
      `/measure-room?scan=${scan?.id}`,
    );
    expect(
      panel()
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Launch My Design', 'Measure your room']);
    expect(await screen.findByText('Room 1', { selector: '.saved-scans__name' })).toBeVisible();
  });

  it('cancels back to waiting at 0 and starts again from 0', () => {
    // Only the scan's interval is faked: IndexedDB (fake-indexeddb) runs on real timers.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    renderLanding();
    fireEvent.click(panel().getByRole('button', { name: 'Start Room Scan' }));
    act(() => vi.advanceTimersByTime(SCAN_TICK_MS * 4));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');

    fireEvent.click(screen.getByRole('button', { name: 'Cancel Scan' }));
    expect(screen.getByRole('heading', { name: 'Ready to scan' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(SCAN_TICK_MS * 10));
    expect(screen.getByRole('heading', { name: 'Ready to scan' })).toBeInTheDocument();

    fireEvent.click(panel().getByRole('button', { name: 'Start Room Scan' }));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  });

  it('lists saved scans and renames one', async () => {
    await db.scans.bulkAdd([
      { id: 'a', name: 'Room 1', completedAt: '2026-03-01T10:00:00.000Z' },
      { id: 'b', name: 'Room 2', completedAt: '2026-03-02T10:00:00.000Z' },
    ]);
    renderLanding();
    const names = await screen.findAllByText(/^Room \d$/, { selector: '.saved-scans__name' });
    expect(names.map((name) => name.textContent)).toEqual(['Room 2', 'Room 1']);

    fireEvent.click(screen.getByRole('button', { name: 'Rename Room 1' }));
    const field = screen.getByLabelText('Room name');
    expect(field).toHaveFocus();
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a room name.');

    fireEvent.change(field, { target: { value: 'Guest bedroom' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Guest bedroom', { selector: '.saved-scans__name' }),
    ).toBeInTheDocument();
    expect((await db.scans.get('a'))?.name).toBe('Guest bedroom');
    // Focus comes back to the renamed scan's button once the list shows the new name.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Rename Guest bedroom' })).toHaveFocus(),
    );
  });
});
