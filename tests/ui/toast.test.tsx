import { act, render, screen } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { DeferredToaster } from '../../src/ui/DeferredToaster.tsx';
import { toast } from '../../src/ui/toast.ts';

const network = vi.hoisted(() => ({ up: false }));

// The toasts' code as the browser fetches it: unreachable until the connection is back.
vi.mock('../../src/ui/toastLibrary.ts', async (importOriginal) => {
  if (!network.up) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

afterAll(() => {
  act(() => toast.remove());
});

// One story in order: the library, once loaded, stays for the visit.
describe('toast before its code is on the page', () => {
  it('keeps what was sent while the code could not load and shows it once it can', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<DeferredToaster />);

    let saved = '';
    let dropped = '';
    act(() => {
      saved = toast.success('Saved on this device');
      dropped = toast('Placing...');
      toast.dismiss(dropped);
    });
    expect(saved).not.toBe(dropped);
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByText('Saved on this device')).toBeNull();
    expect(document.querySelector('.app-toaster')).toBeNull();

    network.up = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });

    expect(await screen.findByText('Saved on this device')).toBeInTheDocument();
    expect(screen.queryByText('Placing...')).toBeNull();
    warn.mockRestore();
  });

  it('uses the id it was given, so a later call can dismiss that toast', async () => {
    render(<DeferredToaster />);
    act(() => {
      toast('Your checkout is ready', { id: 'checkout:1', duration: Infinity });
    });
    expect(await screen.findByText('Your checkout is ready')).toBeInTheDocument();
    act(() => toast.dismiss('checkout:1'));
    await vi.waitFor(() => expect(screen.queryByText('Your checkout is ready')).toBeNull(), {
      timeout: 3000,
    });
  });
});
