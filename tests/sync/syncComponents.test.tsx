import 'fake-indexeddb/auto';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DeviceDataCard } from '../../src/features/account/DeviceDataCard.tsx';
import SyncDialogs from '../../src/features/sync/SyncDialogs.tsx';
import { SyncStatusLine } from '../../src/features/sync/SyncStatusLine.tsx';
import {
  signOutQuestionAtom,
  syncOfferAtom,
  syncStatusAtom,
} from '../../src/features/sync/syncAtoms.ts';
import { answerSyncOffer, retrySync } from '../../src/features/sync/syncClient.ts';
import { PendingCalls } from '../../src/shell/PendingCalls.tsx';
import { renderWithApp } from '../shell/renderWithApp.tsx';

vi.mock('../../src/features/sync/syncClient.ts', () => ({
  retrySync: vi.fn(() => Promise.resolve()),
  answerSyncOffer: vi.fn(() => Promise.resolve()),
}));

const none = { rooms: 0, roomPlans: 0, scans: 0, photos: 0, cart: 0, requests: 0 };

beforeEach(() => {
  vi.clearAllMocks();
});

describe('the sync state in "Data on this device"', () => {
  it('shows nothing while no one is signed in', () => {
    const { container } = renderWithApp(<SyncStatusLine />);
    expect(container).toBeEmptyDOMElement();
  });

  it.each([
    [{ state: 'synced', pending: 0 }, 'Synced: your rooms, scans and photos are in your account.'],
    [{ state: 'syncing', pending: 2 }, 'Syncing 2 changes...'],
    [
      { state: 'offline', pending: 1 },
      "Waiting for a connection: 1 change will sync when you're back online.",
    ],
  ] as const)('says %o without a retry', (status, text) => {
    const { store } = renderWithApp(<SyncStatusLine />);
    act(() => store.set(syncStatusAtom, status));
    expect(screen.getByRole('status')).toHaveTextContent(text);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('offers a retry when sync failed', async () => {
    const { store } = renderWithApp(<DeviceDataCard />);
    act(() => store.set(syncStatusAtom, { state: 'failed', pending: 3 }));
    expect(await screen.findByText('Sync failed: 3 changes not sent yet.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retrySync).toHaveBeenCalledTimes(1);
  });
});

describe('the offer on first sign-in', () => {
  it('asks with what the device holds, and keeps it on "Keep"', async () => {
    const { store } = renderWithApp(<SyncDialogs />);
    act(() =>
      store.set(syncOfferAtom, { userId: 'user-1', counts: { ...none, rooms: 3, scans: 2 } }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Keep these 3 rooms and 2 scans in your account?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep in my account' }));
    expect(answerSyncOffer).toHaveBeenCalledWith('user-1', true, store);
  });

  it('leaves the data on the device on "Not now"', async () => {
    const { store } = renderWithApp(<SyncDialogs />);
    act(() => store.set(syncOfferAtom, { userId: 'user-1', counts: { ...none, photos: 1 } }));
    const dialog = await screen.findByRole('dialog', { name: 'Keep this photo in your account?' });
    expect(dialog).toHaveTextContent('Keep it in your account to have it on your other devices');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(answerSyncOffer).toHaveBeenCalledWith('user-1', false, store);
  });
});

describe('signing out with unsent changes', () => {
  it('lets the user stay signed in or sign out anyway', async () => {
    const answer = vi.fn();
    const { store } = renderWithApp(<SyncDialogs />);
    act(() => store.set(signOutQuestionAtom, { unsent: 2, answer }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out with unsent changes?' });
    expect(dialog).toHaveTextContent('2 changes made on this device could not be sent');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    expect(answer).toHaveBeenCalledWith('stay');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out anyway' }));
    expect(answer).toHaveBeenCalledWith('sign-out');
  });
});

describe('the top bar while changes wait', () => {
  it('shows a small mark with the count, and nothing once all is synced', () => {
    const { store } = renderWithApp(<PendingCalls />);
    expect(screen.queryByRole('img', { name: /waiting to sync/ })).toBeNull();
    act(() => store.set(syncStatusAtom, { state: 'offline', pending: 3 }));
    expect(
      screen.getByRole('img', { name: '3 changes waiting to sync to your account' }),
    ).toHaveTextContent('3');
    act(() => store.set(syncStatusAtom, { state: 'synced', pending: 0 }));
    expect(screen.queryByRole('img', { name: /waiting to sync/ })).toBeNull();
  });
});
