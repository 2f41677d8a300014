import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { TopBar } from '../../src/shell/TopBar.tsx';
import { fakeSession, renderWithApp, setScrollY } from './renderWithApp.tsx';

afterEach(() => setScrollY(0));

describe('TopBar', () => {
  it('links the logo home', () => {
    renderWithApp(<TopBar />);
    expect(screen.getByRole('link', { name: 'Aurevia home' })).toHaveAttribute('href', '/');
  });

  it('shows Sign In when anonymous and the session has been read', () => {
    renderWithApp(<TopBar />);
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('link', { name: 'Account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows a placeholder while the session is being read', () => {
    renderWithApp(<TopBar />, { loading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading account');
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Account' })).not.toBeInTheDocument();
  });

  it('shows the account button at once for a stored session, even while loading', () => {
    renderWithApp(<TopBar />, { loading: true, session: fakeSession('maya@example.com') });
    const account = screen.getByRole('link', { name: 'Account' });
    expect(account).toHaveAttribute('href', '/account');
    expect(account).toHaveTextContent('M');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('takes the initial from the full name before the e-mail', () => {
    renderWithApp(<TopBar />, {
      session: fakeSession('maya@example.com', { full_name: 'jordan lee' }),
    });
    expect(screen.getByRole('link', { name: 'Account' })).toHaveTextContent('J');
  });

  it('turns solid after more than 20 px of scroll', async () => {
    renderWithApp(<TopBar />);
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-scrolled', 'false');
    act(() => {
      setScrollY(21);
      fireEvent.scroll(window);
    });
    await waitFor(() => expect(header).toHaveAttribute('data-scrolled', 'true'));
  });

  it('has a menu button that reports its state', () => {
    renderWithApp(<TopBar />);
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls');
  });
});
