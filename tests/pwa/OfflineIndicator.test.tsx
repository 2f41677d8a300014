import { act, render, screen } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { startConnectivity } from '../../src/lib/connectivity.ts';
import { BACK_ONLINE_NOTICE_MS } from '../../src/lib/timing.ts';
import { OfflineIndicator } from '../../src/shell/OfflineIndicator.tsx';

const OFFLINE_TEXT =
  "You're offline. Everything you've opened still works; changes are saved on this device.";

function renderIndicator() {
  const store = createStore();
  const stop = startConnectivity(store);
  render(
    <Provider store={store}>
      <OfflineIndicator />
    </Provider>,
  );
  return stop;
}

function goOffline() {
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
}

function goOnline() {
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
}

describe('OfflineIndicator', () => {
  let stop: () => void = () => {};

  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it('shows nothing while online', () => {
    stop = renderIndicator();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('tells the user when the connection drops, in a polite status region', () => {
    stop = renderIndicator();
    goOffline();
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_TEXT);
  });

  it('says "Back online" for 3 seconds when the connection returns, then hides', () => {
    stop = renderIndicator();
    goOffline();
    goOnline();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Back online');
    expect(status).not.toHaveTextContent(OFFLINE_TEXT);

    act(() => {
      vi.advanceTimersByTime(BACK_ONLINE_NOTICE_MS - 1);
    });
    expect(status).toHaveTextContent('Back online');

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(status).toBeEmptyDOMElement();
  });

  it('goes back to the offline message if the connection drops again', () => {
    stop = renderIndicator();
    goOffline();
    goOnline();
    goOffline();
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_TEXT);
    act(() => {
      vi.advanceTimersByTime(BACK_ONLINE_NOTICE_MS);
    });
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_TEXT);
  });

  it('shows the offline message at once when the app starts without a connection', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    stop = renderIndicator();
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_TEXT);
  });
});
