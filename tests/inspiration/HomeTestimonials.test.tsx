import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOME_TESTIMONIALS } from '../../src/content/testimonials.ts';
import { HomeTestimonials } from '../../src/features/testimonials/HomeTestimonials.tsx';
import { HOME_TESTIMONIAL_FADE_MS, HOME_TESTIMONIAL_INTERVAL_MS } from '../../src/lib/timing.ts';
import { stubViewObserver } from '../ui/browserStubs.ts';

const names = HOME_TESTIMONIALS.map((testimonial) => testimonial.name);

/** The slide a reader sees: the one not hidden from assistive technology. */
function shown(): string {
  const slides = screen
    .getAllByRole('group', { hidden: true })
    .filter((slide) => slide.getAttribute('aria-roledescription') === 'slide');
  const visible = slides.filter((slide) => slide.getAttribute('aria-hidden') !== 'true');
  expect(visible).toHaveLength(1);
  const match = names.find((name) => visible[0]?.textContent?.includes(name));
  return match ?? '';
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('HomeTestimonials', () => {
  it('is a carousel of the three testimonials', () => {
    render(<HomeTestimonials />);
    expect(screen.getByRole('region', { name: 'Testimonials' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    expect(HOME_TESTIMONIALS).toHaveLength(3);
    expect(screen.getAllByRole('button', { name: /^Go to slide/ })).toHaveLength(3);
    expect(shown()).toBe(names[0]);
  });

  it('advances every 6 s and wraps around', () => {
    render(<HomeTestimonials />);
    act(() => vi.advanceTimersByTime(HOME_TESTIMONIAL_INTERVAL_MS - 1));
    expect(shown()).toBe(names[0]);
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBe(names[1]);
    act(() => vi.advanceTimersByTime(HOME_TESTIMONIAL_INTERVAL_MS));
    expect(shown()).toBe(names[2]);
    act(() => vi.advanceTimersByTime(HOME_TESTIMONIAL_INTERVAL_MS));
    expect(shown()).toBe(names[0]);
  });

  it('waits while it is off screen, and turns once it has been in view a whole interval', () => {
    const view = stubViewObserver('fade-carousel');
    render(<HomeTestimonials />);
    act(() => view.show(false));
    act(() => vi.advanceTimersByTime(HOME_TESTIMONIAL_INTERVAL_MS * 3));
    expect(shown()).toBe(names[0]);
    act(() => view.show(true));
    act(() => vi.advanceTimersByTime(HOME_TESTIMONIAL_INTERVAL_MS - 1));
    expect(shown()).toBe(names[0]);
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBe(names[1]);
  });

  it('locks navigation during the 150 ms fade', () => {
    render(<HomeTestimonials />);
    const next = screen.getByRole('button', { name: 'Next slide' });
    fireEvent.click(next);
    expect(shown()).toBe(names[1]);
    fireEvent.click(next);
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(shown()).toBe(names[1]);
    act(() => vi.advanceTimersByTime(HOME_TESTIMONIAL_FADE_MS));
    fireEvent.click(next);
    expect(shown()).toBe(names[2]);
    act(() => vi.advanceTimersByTime(HOME_TESTIMONIAL_FADE_MS));
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(shown()).toBe(names[1]);
  });

  it('pauses while pointed at, focused in or paused by the reader', () => {
    render(<HomeTestimonials />);
    const region = screen.getByRole('region', { name: 'Testimonials' });
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(HOME_TESTIMONIAL_INTERVAL_MS * 2));
    expect(shown()).toBe(names[0]);
    fireEvent.mouseLeave(region);

    const pause = screen.getByRole('button', { name: 'Pause slides' });
    fireEvent.focus(pause);
    act(() => vi.advanceTimersByTime(HOME_TESTIMONIAL_INTERVAL_MS * 2));
    expect(shown()).toBe(names[0]);
    fireEvent.click(pause);
    fireEvent.blur(pause);
    act(() => vi.advanceTimersByTime(HOME_TESTIMONIAL_INTERVAL_MS * 2));
    expect(shown()).toBe(names[0]);
    fireEvent.click(screen.getByRole('button', { name: 'Play slides' }));
    act(() => vi.advanceTimersByTime(HOME_TESTIMONIAL_INTERVAL_MS));
    expect(shown()).toBe(names[1]);
  });

  it('does not turn by itself for people who prefer reduced motion', () => {
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
    render(<HomeTestimonials />);
    act(() => vi.advanceTimersByTime(HOME_TESTIMONIAL_INTERVAL_MS * 3));
    expect(shown()).toBe(names[0]);
    matchMedia.mockRestore();
  });
});
