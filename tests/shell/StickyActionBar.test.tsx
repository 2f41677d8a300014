import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { StickyActionBar } from '../../src/shell/StickyActionBar.tsx';
import { nextFrame, renderWithApp, setScrollY } from './renderWithApp.tsx';

afterEach(() => setScrollY(0));

function region() {
  return screen.getByLabelText('Quick actions');
}

function scrollTo(y: number) {
  act(() => {
    setScrollY(y);
    fireEvent.scroll(window);
  });
}

describe('StickyActionBar', () => {
  it('is hidden and unfocusable at the top of the page', () => {
    renderWithApp(<StickyActionBar enabled />);
    expect(region()).toHaveAttribute('aria-hidden', 'true');
    expect(region()).toHaveAttribute('inert');
    expect(region()).toHaveAttribute('data-visible', 'false');
    expect(screen.queryByRole('link', { name: 'Try Scanner' })).not.toBeInTheDocument();
  });

  it('stays hidden at exactly 200 px and appears after more than 200 px', async () => {
    renderWithApp(<StickyActionBar enabled />);
    scrollTo(200);
    await nextFrame();
    expect(region()).toHaveAttribute('data-visible', 'false');

    scrollTo(201);
    await waitFor(() => expect(region()).toHaveAttribute('data-visible', 'true'));
    expect(region()).not.toHaveAttribute('aria-hidden');
    expect(region()).not.toHaveAttribute('inert');
    const bar = screen.getByRole('region', { name: 'Quick actions' });
    expect(within(bar).getByRole('link', { name: 'Try Scanner' })).toHaveAttribute(
      'href',
      '/try-scanner',
    );
    expect(within(bar).getByRole('link', { name: 'Explore Rooms' })).toHaveAttribute(
      'href',
      '/browse-rooms',
    );
  });

  it('never appears when the page has not enabled it', async () => {
    renderWithApp(<StickyActionBar enabled={false} />);
    scrollTo(1000);
    await nextFrame();
    expect(region()).toHaveAttribute('data-visible', 'false');
    expect(region()).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows the buttons of the current path', () => {
    setScrollY(500);
    renderWithApp(<StickyActionBar enabled />, { path: '/design-gallery' });
    expect(screen.getByRole('link', { name: 'Launch My Design' })).toHaveAttribute(
      'href',
      '/launch-design',
    );
    expect(screen.getByRole('link', { name: 'Browse More' })).toHaveAttribute(
      'href',
      '/browse-rooms',
    );
  });

  it('scrolls to the scan panel on /try-scanner instead of navigating', () => {
    setScrollY(500);
    const scrollToSpy = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { location } = renderWithApp(
      <>
        <div id="scan" />
        <StickyActionBar enabled />
      </>,
      { path: '/try-scanner' },
    );
    const target = document.getElementById('scan');
    if (!target) throw new Error('missing #scan');
    vi.spyOn(target, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 300, 100, 100));
    fireEvent.click(screen.getByRole('link', { name: 'Scan Room' }));
    expect(scrollToSpy).toHaveBeenCalledWith({ top: 720, behavior: 'smooth' });
    expect(location.history).toEqual(['/try-scanner']);
  });
});
