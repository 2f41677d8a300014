import { fireEvent, screen } from '@testing-library/react';
import { SectionJumpBar } from '../../src/shell/SectionJumpBar.tsx';
import { renderWithApp } from './renderWithApp.tsx';

describe('SectionJumpBar', () => {
  const items = [
    { label: 'Positions', target: '#positions' },
    { label: 'About us', target: '/about' },
  ];

  it('scrolls to an anchor with an 80 px offset', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderWithApp(
      <>
        <SectionJumpBar items={items} />
        <section id="positions" />
      </>,
    );
    Object.defineProperty(window, 'scrollY', { value: 100, configurable: true, writable: true });
    const section = document.getElementById('positions');
    if (!section) throw new Error('missing section');
    vi.spyOn(section, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 600, 10, 10));
    fireEvent.click(screen.getByRole('link', { name: 'Positions' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 620, behavior: 'smooth' });
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
  });

  it('navigates to a path', () => {
    const { location } = renderWithApp(<SectionJumpBar items={items} />);
    fireEvent.click(screen.getByRole('link', { name: 'About us' }));
    expect(location.history.at(-1)).toBe('/about');
  });

  it('is a labelled navigation', () => {
    renderWithApp(<SectionJumpBar items={items} />);
    expect(screen.getByRole('navigation', { name: 'Jump to section' })).toBeInTheDocument();
  });
});
