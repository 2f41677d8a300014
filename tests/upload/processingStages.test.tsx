import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { PhotoUploader } from '../../src/features/upload/PhotoUploader.tsx';
import type { PhotoSelection } from '../../src/features/upload/usePhotoSelection.ts';
import {
  IDLE,
  UPLOAD_STAGES,
  processingReducer,
  stageDuration,
} from '../../src/features/upload/processingStages.ts';
import { useProcessing } from '../../src/features/upload/useProcessing.ts';

describe('upload processing stages', () => {
  it('are the five of the spec, 20% apart', () => {
    expect(UPLOAD_STAGES).toEqual([
      { percent: 20, label: 'Analyzing room layout' },
      { percent: 40, label: 'Matching with designers' },
      { percent: 60, label: 'Generating 3D preview' },
      { percent: 80, label: 'Adding furniture suggestions' },
      { percent: 100, label: 'Complete! Your styled room is ready.' },
    ]);
  });

  it('last 1 s each, and the view hides 1 s after the last', () => {
    expect([0, 1, 2, 3, 4].map(stageDuration)).toEqual([1000, 1000, 1000, 1000, 1000]);
  });

  it('ignore a second start while running and hide only once complete', () => {
    const running = processingReducer(IDLE, { type: 'start' });
    expect(processingReducer(running, { type: 'start' })).toBe(running);
    expect(processingReducer(running, { type: 'hide' })).toBe(running);
  });
});

describe('useProcessing', () => {
  afterEach(() => vi.useRealTimers());

  it('walks the stages a second apart, then hides a second after "Complete!"', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useProcessing());
    expect(result.current.state).toEqual({ status: 'idle' });
    act(() => result.current.start());

    const seen: string[] = [];
    const label = () =>
      result.current.state.status === 'running'
        ? UPLOAD_STAGES[result.current.state.stage]?.label
        : 'hidden';
    seen.push(String(label()));
    for (let second = 1; second <= 5; second += 1) {
      act(() => vi.advanceTimersByTime(999));
      expect(label()).toBe(seen[seen.length - 1]);
      act(() => vi.advanceTimersByTime(1));
      seen.push(String(label()));
    }
    expect(seen).toEqual([
      'Analyzing room layout',
      'Matching with designers',
      'Generating 3D preview',
      'Adding furniture suggestions',
      'Complete! Your styled room is ready.',
      'hidden',
    ]);
  });
});

describe('after processing', () => {
  afterEach(() => vi.useRealTimers());

  function selection(ids: string[]): PhotoSelection {
    return {
      photos: ids.map((id, index) => ({
        id,
        name: `photo-${index + 1}.jpg`,
        type: 'image/jpeg',
        size: 1000,
        width: 800,
        height: 600,
        order: index,
        addedAt: '2026-03-02T10:00:00.000Z',
      })),
      previews: new Map(),
      adding: 0,
      turnedAway: [],
      dismissTurnedAway: () => undefined,
      add: () => Promise.resolve({ added: 0, turnedAway: [] }),
      remove: () => Promise.resolve(),
    };
  }

  it('offers to measure the room of the processed photos once "Complete!" shows', () => {
    vi.useFakeTimers();
    const { rerender } = render(<PhotoUploader selection={selection(['a', 'b'])} />);
    expect(screen.queryByRole('link', { name: 'Measure your room' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Process 2 Photos' }));
    for (let second = 1; second <= 3; second += 1) {
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.queryByRole('link', { name: 'Measure your room' })).toBeNull();
    }
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('Complete! Your styled room is ready.')).toBeVisible();
    const link = screen.getByRole('link', { name: 'Measure your room' });
    expect(link).toHaveAttribute('href', '/measure-room?photos=a%2Cb');

    // It stays once the progress hides, for the photos still selected.
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Complete! Your styled room is ready.')).toBeNull();
    rerender(<PhotoUploader selection={selection(['b'])} />);
    expect(screen.getByRole('link', { name: 'Measure your room' })).toHaveAttribute(
      'href',
      '/measure-room?photos=b',
    );
    rerender(<PhotoUploader selection={selection(['c'])} />);
    expect(screen.queryByRole('link', { name: 'Measure your room' })).toBeNull();
  });
});
