import 'fake-indexeddb/auto';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { DeliveryChecker } from '../../src/features/delivery/index.ts';
import { db } from '../../src/lib/db.ts';
import { DELIVERY_CHECK_DELAY_MS } from '../../src/lib/timing.ts';

function renderChecker() {
  const location = memoryLocation({ path: '/delivery-availability' });
  render(
    <Router hook={location.hook}>
      <DeliveryChecker />
    </Router>,
  );
  return screen.getByLabelText<HTMLInputElement>('Postcode or ZIP code');
}

async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function stubGeolocation(
  answer: (success: PositionCallback, failure: PositionErrorCallback) => void,
) {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (success: PositionCallback, failure: PositionErrorCallback) =>
        answer(success, failure),
      watchPosition: () => 0,
      clearWatch: () => undefined,
    },
  });
}

beforeEach(async () => {
  await db.delete({ disableAutoOpen: false });
  vi.useFakeTimers({ shouldAdvanceTime: false });
});

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('DeliveryChecker', () => {
  it('stays idle while the postcode is blank', () => {
    const field = renderChecker();
    const check = screen.getByRole('button', { name: 'Check Availability' });
    expect(check).toBeDisabled();
    fireEvent.change(field, { target: { value: '   ' } });
    expect(check).toBeDisabled();
    fireEvent.submit(field.closest('form') as HTMLFormElement);
    expect(screen.queryByRole('button', { name: 'Checking...' })).not.toBeInTheDocument();
  });

  it('checks for 1.5 s, then says a served area is available', async () => {
    const field = renderChecker();
    fireEvent.change(field, { target: { value: ' 90210 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check Availability' }));
    expect(screen.getByRole('button', { name: 'Checking...' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your area...');

    await wait(DELIVERY_CHECK_DELAY_MS - 1);
    expect(screen.queryByRole('heading', { name: /Great news/ })).not.toBeInTheDocument();
    await wait(1);
    const answer = screen.getByRole('heading', { name: 'Great news! We deliver to your area.' });
    expect(answer).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute(
      'href',
      '/browse-rooms',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Check Another Area' }));
    const again = screen.getByLabelText('Postcode or ZIP code');
    expect(again).toHaveValue('');
    expect(again).toHaveFocus();
  });

  it('offers to notify where it does not deliver, and keeps the request', async () => {
    const field = renderChecker();
    fireEvent.change(field, { target: { value: 'ZZZ' } });
    fireEvent.submit(field.closest('form') as HTMLFormElement);
    await wait(DELIVERY_CHECK_DELAY_MS);
    expect(
      screen.getByRole('heading', { name: "We don't deliver to your area yet." }),
    ).toBeInTheDocument();

    const email = screen.getByLabelText('Email me when you deliver here');
    const notify = screen.getByRole('button', { name: 'Notify Me' });
    expect(notify).toBeDisabled();
    fireEvent.change(email, { target: { value: '  ' } });
    expect(notify).toBeDisabled();
    fireEvent.change(email, { target: { value: ' not-an-address ' } });
    // IndexedDB (fake-indexeddb) runs on real timers.
    vi.useRealTimers();
    fireEvent.click(notify);
    const thanks = await screen.findByText("Thanks! We'll notify you soon.");
    await waitFor(() => expect(thanks).toHaveFocus());

    const kept = await db.requests.toArray();
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({
      kind: 'delivery-notify',
      fields: { email: 'not-an-address', area: 'ZZZ' },
    });
  });

  it('auto-detects the location, fills the field and runs the check', async () => {
    stubGeolocation((success) =>
      success({ coords: { latitude: 40.75, longitude: -73.99 } } as GeolocationPosition),
    );
    const field = renderChecker();
    fireEvent.click(screen.getByRole('button', { name: 'Auto-detect my location' }));
    await wait(0);
    expect(field).toHaveValue('Auto-detected location');
    expect(screen.getByRole('button', { name: 'Checking...' })).toBeInTheDocument();
    await wait(DELIVERY_CHECK_DELAY_MS);
    expect(
      screen.getByRole('heading', { name: "We don't deliver to your area yet." }),
    ).toBeInTheDocument();
  });

  it.each([
    [1, 'Location access is blocked for this site.'],
    [2, "Your location isn't available right now."],
    [3, 'Finding your location took too long.'],
  ])('explains error code %i and leaves the field usable', async (code, message) => {
    stubGeolocation((_success, failure) =>
      failure({ code, message: '' } as GeolocationPositionError),
    );
    const field = renderChecker();
    fireEvent.change(field, { target: { value: 'M1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Auto-detect my location' }));
    await wait(0);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(field).toHaveValue('M1');
    expect(field).not.toHaveAttribute('readonly');
    expect(field.getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
    fireEvent.change(field, { target: { value: 'M1 1AA' } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the browser has no geolocation', async () => {
    renderChecker();
    fireEvent.click(screen.getByRole('button', { name: 'Auto-detect my location' }));
    await wait(0);
    expect(screen.getByRole('alert')).toHaveTextContent("This browser can't share your location.");
  });
});
