import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, createStore } from 'jotai';
import { applyUpdate, updateAvailableAtom } from '../../src/lib/pwa.ts';
import type * as PwaModule from '../../src/lib/pwa.ts';
import { UpdatePrompt } from '../../src/shell/UpdatePrompt.tsx';

vi.mock('../../src/lib/pwa.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof PwaModule>()),
  applyUpdate: vi.fn(),
}));

function renderPrompt(updateAvailable: boolean) {
  const store = createStore();
  store.set(updateAvailableAtom, updateAvailable);
  render(
    <Provider store={store}>
      <UpdatePrompt />
    </Provider>,
  );
  return store;
}

describe('UpdatePrompt', () => {
  beforeEach(() => {
    vi.mocked(applyUpdate).mockClear();
  });

  it('stays hidden while no new version is waiting', () => {
    renderPrompt(false);
    expect(screen.queryByText('Update available')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
  });

  it('reads "Update available", then "Reload", when a new version is waiting', () => {
    renderPrompt(true);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(/^Update available\s*Reload/);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
  });

  it('applies the update when the user presses "Reload"', async () => {
    renderPrompt(true);
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(applyUpdate).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeDisabled();
  });

  it('goes away on "Later" without applying the update', async () => {
    const store = renderPrompt(true);
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByText('Update available')).not.toBeInTheDocument();
    expect(store.get(updateAvailableAtom)).toBe(false);
    expect(applyUpdate).not.toHaveBeenCalled();
  });
});
