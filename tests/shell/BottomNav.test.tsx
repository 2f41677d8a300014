import { act, fireEvent, screen, within } from '@testing-library/react';
import { BottomNav } from '../../src/shell/BottomNav.tsx';
import { HOME_SCROLL_DELAY_MS, TAP_VIBRATION_MS } from '../../src/lib/timing.ts';
import { fakeSession, renderWithApp } from './renderWithApp.tsx';

function tabs() {
  return within(screen.getByRole('navigation', { name: 'Primary' })).getAllByRole('link');
}

describe('BottomNav', () => {
  it('shows the five tabs with visible labels', () => {
    renderWithApp(<BottomNav />);
    expect(tabs().map((tab) => tab.textContent)).toEqual([
      'Home',
      'Scan',
      'Designer',
      'Upload',
      'Account',
    ]);
    expect(tabs().map((tab) => tab.getAttribute('href'))).toEqual([
      '/',
      '/try-scanner',
      '/work-with-designer',
      '/upload-photos',
      '/auth',
    ]);
  });

  it.each([
    ['/', 'Home'],
    ['/try-scanner', 'Scan'],
    ['/try-scanner/x', 'Scan'],
    ['/work-with-designer', 'Designer'],
    ['/upload-photos', 'Upload'],
    ['/auth', 'Account'],
  ])('on %s marks only %s as the current page', (path, label) => {
    renderWithApp(<BottomNav />, { path });
    const current = tabs().filter((tab) => tab.getAttribute('aria-current') === 'page');
    expect(current.map((tab) => tab.textContent)).toEqual([label]);
  });

  it('marks no tab on a page outside the five', () => {
    renderWithApp(<BottomNav />, { path: '/about' });
    expect(tabs().some((tab) => tab.hasAttribute('aria-current'))).toBe(false);
  });

  it('sends the Account tab to /dashboard when signed in', () => {
    renderWithApp(<BottomNav />, { path: '/dashboard', session: fakeSession() });
    const account = screen.getByRole('link', { name: 'Account' });
    expect(account).toHaveAttribute('href', '/dashboard');
    expect(account).toHaveAttribute('aria-current', 'page');
  });

  it('does not mark Account on /dashboard for an anonymous user', () => {
    renderWithApp(<BottomNav />, { path: '/dashboard' });
    expect(screen.getByRole('link', { name: 'Account' })).not.toHaveAttribute('aria-current');
  });

  it('vibrates on tap and navigates', () => {
    const vibrate = vi.fn(() => true);
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    const { location } = renderWithApp(<BottomNav />);
    fireEvent.click(screen.getByRole('link', { name: 'Upload' }));
    expect(vibrate).toHaveBeenCalledWith(TAP_VIBRATION_MS);
    expect(location.history.at(-1)).toBe('/upload-photos');
    expect(screen.getByRole('link', { name: 'Upload' })).toHaveAttribute('aria-current', 'page');
    Reflect.deleteProperty(navigator, 'vibrate');
  });

  it('works where vibrate() does not exist', () => {
    expect('vibrate' in navigator).toBe(false);
    renderWithApp(<BottomNav />, { path: '/about' });
    expect(() => fireEvent.click(screen.getByRole('link', { name: 'Scan' }))).not.toThrow();
  });

  it('scrolls smoothly to the top 100 ms after tapping Home', () => {
    vi.useFakeTimers();
    try {
      const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
      renderWithApp(<BottomNav />, { path: '/about' });
      fireEvent.click(screen.getByRole('link', { name: 'Home' }));
      act(() => vi.advanceTimersByTime(HOME_SCROLL_DELAY_MS - 1));
      expect(scrollTo).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    } finally {
      vi.useRealTimers();
    }
  });
});
