import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from '../../src/ui/Carousel.tsx';
import { stubCarouselLayout, stubLayoutObservers, stubViewObserver } from './browserStubs.ts';

const SLIDES = ['Ava loved it', 'Ben saved hours', 'Cleo found her sofa'].map((quote) => (
  <blockquote key={quote}>{quote}</blockquote>
));

const current = () =>
  screen
    .getAllByRole('button', { name: /^Go to slide/ })
    .findIndex((dot) => dot.getAttribute('aria-current') === 'true') + 1;

/** Embla starts once the page is idle (a timer where the browser has no idle callback). */
const startWhenIdle = () => act(() => vi.advanceTimersByTime(0));

let restoreLayout: () => void;

beforeEach(() => {
  stubLayoutObservers();
  restoreLayout = stubCarouselLayout();
});

afterEach(() => {
  restoreLayout();
  vi.useRealTimers();
});

describe('Carousel', () => {
  it('is a named carousel region of slides named "N of M"', () => {
    render(<Carousel label="Testimonials" slides={SLIDES} />);
    const region = screen.getByRole('region', { name: 'Testimonials' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const groups = screen.getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual([
      '1 of 3',
      '2 of 3',
      '3 of 3',
    ]);
    expect(groups[0]).toHaveAttribute('aria-roledescription', 'slide');
    expect(screen.getAllByRole('button', { name: /^Go to slide/ })).toHaveLength(3);
    expect(current()).toBe(1);
  });

  it('moves with the next and previous buttons and stops at the ends without loop', async () => {
    const user = userEvent.setup();
    const onIndexChange = vi.fn();
    render(<Carousel label="Testimonials" slides={SLIDES} onIndexChange={onIndexChange} />);
    const previous = screen.getByRole('button', { name: 'Previous slide' });
    const next = screen.getByRole('button', { name: 'Next slide' });
    expect(previous).toBeDisabled();
    await user.click(next);
    expect(current()).toBe(2);
    expect(onIndexChange).toHaveBeenLastCalledWith(1);
    await user.click(next);
    expect(current()).toBe(3);
    expect(next).toBeDisabled();
    await user.click(previous);
    expect(current()).toBe(2);
    expect(onIndexChange).toHaveBeenCalledTimes(3);
  });

  it('wraps around with loop', async () => {
    const user = userEvent.setup();
    render(<Carousel label="Testimonials" slides={SLIDES} loop />);
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(current()).toBe(3);
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(current()).toBe(1);
  });

  it('jumps to a slide from its dot', async () => {
    const user = userEvent.setup();
    render(<Carousel label="Testimonials" slides={SLIDES} />);
    await user.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(current()).toBe(3);
  });

  it('follows a controlled index', () => {
    const { rerender } = render(<Carousel label="Testimonials" slides={SLIDES} index={0} />);
    rerender(<Carousel label="Testimonials" slides={SLIDES} index={2} />);
    expect(current()).toBe(3);
  });

  it('starts swiping once the page is idle, and at once when a move is asked for', () => {
    vi.useFakeTimers();
    const onIndexChange = vi.fn();
    render(<Carousel label="Testimonials" slides={SLIDES} onIndexChange={onIndexChange} />);
    // Before idle, a dot pressed with no pointer before it (a click from assistive technology)
    // still moves the slides.
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(current()).toBe(3);
    expect(onIndexChange).toHaveBeenLastCalledWith(2);
  });

  it('can hide its dots and arrows', () => {
    render(<Carousel label="Testimonials" slides={SLIDES} showDots={false} showArrows={false} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('turns by itself every autoplayMs, back to the first after the last', () => {
    vi.useFakeTimers();
    render(<Carousel label="Testimonials" slides={SLIDES} autoplayMs={5000} />);
    startWhenIdle();
    act(() => vi.advanceTimersByTime(4999));
    expect(current()).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    expect(current()).toBe(2);
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toBe(3);
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toBe(1);
  });

  it('pauses while hovered and resumes after', () => {
    vi.useFakeTimers();
    render(<Carousel label="Testimonials" slides={SLIDES} autoplayMs={5000} />);
    startWhenIdle();
    const region = screen.getByRole('region', { name: 'Testimonials' });
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(15000));
    expect(current()).toBe(1);
    fireEvent.mouseLeave(region);
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toBe(2);
  });

  it('pauses while focus is inside', () => {
    vi.useFakeTimers();
    render(<Carousel label="Testimonials" slides={SLIDES} autoplayMs={5000} />);
    act(() => screen.getByRole('button', { name: 'Go to slide 1' }).focus());
    act(() => vi.advanceTimersByTime(15000));
    expect(current()).toBe(1);
  });

  it('stops and starts again with the pause button', () => {
    vi.useFakeTimers();
    render(<Carousel label="Testimonials" slides={SLIDES} autoplayMs={5000} />);
    const region = screen.getByRole('region', { name: 'Testimonials' });
    fireEvent.click(screen.getByRole('button', { name: 'Pause slides' }));
    // The click left focus inside; leave so only the pause holds it still.
    act(() => (document.activeElement as HTMLElement).blur());
    fireEvent.mouseLeave(region);
    act(() => vi.advanceTimersByTime(15000));
    expect(current()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Play slides' }));
    act(() => (document.activeElement as HTMLElement).blur());
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toBe(2);
  });

  it('stops for good after a dot is chosen when asked to', () => {
    vi.useFakeTimers();
    render(<Carousel label="Rooms" slides={SLIDES} autoplayMs={5000} pauseOnDotClick />);
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 2' }));
    act(() => (document.activeElement as HTMLElement).blur());
    act(() => vi.advanceTimersByTime(15000));
    expect(current()).toBe(2);
    expect(screen.getByRole('button', { name: 'Play slides' })).toBeInTheDocument();
  });

  it('does not autoplay for people who prefer reduced motion', () => {
    vi.useFakeTimers();
    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string) => ({
      ...matchMedia(query),
      matches: query.includes('reduce'),
    });
    try {
      render(<Carousel label="Testimonials" slides={SLIDES} autoplayMs={5000} />);
      act(() => vi.advanceTimersByTime(15000));
      expect(current()).toBe(1);
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('waits while it is off screen, and starts its wait when it comes into view', () => {
    vi.useFakeTimers();
    const report = stubViewObserver('carousel');
    render(<Carousel label="Testimonials" slides={SLIDES} autoplayMs={5000} />);
    startWhenIdle();
    // Below the fold of a phone: nobody sees it, so it stays on the first slide.
    act(() => report.show(false));
    act(() => vi.advanceTimersByTime(15000));
    expect(current()).toBe(1);
    // Scrolled to: a whole interval, then the next slide.
    act(() => report.show(true));
    act(() => vi.advanceTimersByTime(4999));
    expect(current()).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    expect(current()).toBe(2);
    // Scrolled away again: it stops where it is.
    act(() => report.show(false));
    act(() => vi.advanceTimersByTime(15000));
    expect(current()).toBe(2);
  });
});
