import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextWipePosition, wipeStage } from '../../src/features/showcase/wipe.ts';
import { useWipe } from '../../src/features/showcase/useWipe.ts';
import { WIPE_TICK_MS } from '../../src/lib/timing.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('the wipe', () => {
  it('moves from 10 to 90 one step at a time, then starts again at 10', () => {
    const positions = [10];
    for (let step = 0; step < 81; step += 1)
      positions.push(nextWipePosition(positions.at(-1) ?? 0));
    expect(positions.slice(0, 3)).toEqual([10, 11, 12]);
    expect(positions.at(-2)).toBe(90);
    expect(positions.at(-1)).toBe(10);
  });

  it('reads Scan under 30, Design from 30 to 69 and Shop from 70', () => {
    expect(wipeStage(10)).toBe('scan');
    expect(wipeStage(29)).toBe('scan');
    expect(wipeStage(30)).toBe('design');
    expect(wipeStage(69)).toBe('design');
    expect(wipeStage(70)).toBe('shop');
    expect(wipeStage(90)).toBe('shop');
  });
});

describe('useWipe', () => {
  it('steps every 50 ms while in view, pauses, plays and replays from 10', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ inView }) => useWipe(inView), {
      initialProps: { inView: true },
    });
    expect(result.current.position).toBe(10);
    expect(result.current.playing).toBe(true);
    act(() => vi.advanceTimersByTime(WIPE_TICK_MS * 20));
    expect(result.current.position).toBe(30);
    expect(result.current.stage).toBe('design');

    act(() => result.current.toggle());
    act(() => vi.advanceTimersByTime(WIPE_TICK_MS * 10));
    expect(result.current.playing).toBe(false);
    expect(result.current.position).toBe(30);

    act(() => result.current.toggle());
    act(() => vi.advanceTimersByTime(WIPE_TICK_MS * 40));
    expect(result.current.position).toBe(70);
    expect(result.current.stage).toBe('shop');

    rerender({ inView: false });
    act(() => vi.advanceTimersByTime(WIPE_TICK_MS * 10));
    expect(result.current.position).toBe(70);

    rerender({ inView: true });
    act(() => result.current.replay());
    expect(result.current.position).toBe(10);
    act(() => vi.advanceTimersByTime(WIPE_TICK_MS * 81));
    expect(result.current.position).toBe(10);
  });

  it('rests half way without playing for people who prefer reduced motion', () => {
    vi.useFakeTimers();
    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('reduce'),
          media: query,
          onchange: null,
          addListener: () => undefined,
          removeListener: () => undefined,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
          dispatchEvent: () => false,
        }) as MediaQueryList,
    );
    const { result } = renderHook(() => useWipe(true));
    expect(result.current.playing).toBe(false);
    expect(result.current.position).toBe(50);
    act(() => vi.advanceTimersByTime(WIPE_TICK_MS * 10));
    expect(result.current.position).toBe(50);
    act(() => result.current.toggle());
    act(() => vi.advanceTimersByTime(WIPE_TICK_MS * 2));
    expect(result.current.position).toBe(52);
    matchMedia.mockRestore();
  });
});
