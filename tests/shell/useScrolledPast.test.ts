import { act, renderHook, waitFor } from '@testing-library/react';
import { useScrolledPast } from '../../src/shell/useScrolledPast.ts';
import { nextFrame, setScrollY } from './renderWithApp.tsx';

afterEach(() => setScrollY(0));

describe('useScrolledPast', () => {
  it('is false at the top and true only beyond the threshold', async () => {
    setScrollY(0);
    const { result } = renderHook(() => useScrolledPast(20));
    expect(result.current).toBe(false);

    act(() => {
      setScrollY(20);
      window.dispatchEvent(new Event('scroll'));
    });
    await nextFrame();
    expect(result.current).toBe(false);

    act(() => {
      setScrollY(21);
      window.dispatchEvent(new Event('scroll'));
    });
    await waitFor(() => expect(result.current).toBe(true));

    act(() => {
      setScrollY(0);
      window.dispatchEvent(new Event('scroll'));
    });
    await waitFor(() => expect(result.current).toBe(false));
  });

  it('starts true when the page is already scrolled', () => {
    setScrollY(400);
    const { result } = renderHook(() => useScrolledPast(200));
    expect(result.current).toBe(true);
  });

  it('stops listening when unmounted', () => {
    const remove = vi.spyOn(window, 'removeEventListener');
    const { unmount } = renderHook(() => useScrolledPast(20));
    unmount();
    expect(remove).toHaveBeenCalledWith('scroll', expect.any(Function));
  });
});
