import { act, render, screen } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeferredToaster } from '../../src/ui/DeferredToaster.tsx';
import { AppToaster } from '../../src/ui/Toaster.tsx';
import { notify } from '../../src/ui/notify.tsx';

// First in the file: the toaster, once asked for, stays for the visit.
describe('the toaster', () => {
  afterEach(() => {
    act(() => toast.remove());
  });

  it('is not on the page until a toast is sent, then shows that toast', async () => {
    render(<DeferredToaster />);
    expect(document.querySelector('.app-toaster')).toBeNull();

    act(() => {
      notify({ title: 'Added to your room' });
    });

    expect(await screen.findByText('Added to your room')).toBeInTheDocument();
    expect(document.querySelector('.app-toaster')).not.toBeNull();
  });
});

describe('toasts', () => {
  afterEach(() => {
    act(() => toast.remove());
    vi.useRealTimers();
  });

  it('show at most three at once, newest first', async () => {
    vi.useFakeTimers();
    render(<AppToaster />);
    act(() => {
      for (const n of [1, 2, 3, 4, 5]) toast(`Notice ${n}`);
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1500);
    });
    expect(screen.queryByText('Notice 1')).toBeNull();
    expect(screen.queryByText('Notice 2')).toBeNull();
    for (const n of [3, 4, 5]) expect(screen.getByText(`Notice ${n}`)).toBeInTheDocument();
  });

  it('dismiss themselves after 4 seconds', async () => {
    vi.useFakeTimers();
    render(<AppToaster />);
    act(() => {
      notify({ title: 'Saved', description: 'Your room is safe on this device.' });
    });
    expect(screen.getByText('Saved')).toBeInTheDocument();
    expect(screen.getByText('Your room is safe on this device.')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3900);
    });
    expect(screen.getByText('Saved')).toBeInTheDocument();
    // Dismissed at 4 s, then taken out of the page after its exit animation.
    for (const step of [200, 1200]) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(step);
      });
    }
    expect(screen.queryByText('Saved')).toBeNull();
  });
});
