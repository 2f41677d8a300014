import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AuthPage from '../../src/pages/AuthPage.tsx';
import { authNoticeAtom, sessionAtom } from '../../src/features/auth/authAtoms.ts';
import { submitAuth, type AuthAttempt } from '../../src/features/auth/authActions.ts';
import { pendingCallsAtom } from '../../src/features/outbox/outboxAtoms.ts';
import { cancelPendingCall } from '../../src/features/outbox/outboxClient.ts';
import { notify } from '../../src/ui/notify.tsx';
import { deferred } from '../outbox/helpers.ts';
import { fakeSession, renderWithApp } from '../shell/renderWithApp.tsx';

vi.mock('../../src/features/auth/authActions.ts', () => ({ submitAuth: vi.fn() }));
vi.mock('../../src/features/outbox/outboxClient.ts', () => ({
  cancelPendingCall: vi.fn(() => Promise.resolve(true)),
}));
vi.mock('../../src/ui/notify.tsx', () => ({ notify: vi.fn(() => 'toast') }));

beforeEach(() => {
  vi.clearAllMocks();
});

function renderAuth(options: Parameters<typeof renderWithApp>[1] = {}) {
  const user = userEvent.setup();
  const view = renderWithApp(<AuthPage />, { path: '/auth', ...options });
  return { ...view, user };
}

/** A field of the form shown (the other tab's form is in the page too, hidden). */
const field = (label: string) => within(screen.getByRole('tabpanel')).getByLabelText(label);

async function fillSignIn(user: ReturnType<typeof userEvent.setup>, email = 'maya@example.com') {
  await user.type(field('Email'), email);
  await user.type(field('Password'), 'secret12');
}

async function openSignUp(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
}

describe('/auth', () => {
  it('has the heading and the two tabs, sign-in first', () => {
    renderAuth();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Aurevia' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'false');
    const email = field('Email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(field('Password')).toBeRequired();
    expect(field('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Sign In' })).toHaveAttribute('type', 'submit');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('has email, password and confirm password on the sign-up tab', async () => {
    const { user } = renderAuth();
    await openSignUp(user);
    expect(field('Email')).toBeRequired();
    expect(field('Password')).toHaveAttribute('placeholder', 'Minimum 6 characters');
    expect(field('Confirm Password')).toBeRequired();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeInTheDocument();
  });

  it('keeps the e-mail typed when switching between the forms, both ways', async () => {
    const { user } = renderAuth();
    await user.type(field('Email'), 'maya@example.com');
    await openSignUp(user);
    expect(screen.getByRole('tabpanel', { name: 'Sign Up' })).toBeVisible();
    expect(field('Email')).toHaveValue('maya@example.com');
    await user.clear(field('Email'));
    await user.type(field('Email'), 'noor@example.com');
    await user.click(screen.getByRole('tab', { name: 'Sign In' }));
    expect(field('Email')).toHaveValue('noor@example.com');
  });

  it('has both forms in the page, the one not chosen hidden', () => {
    const { container } = renderAuth();
    const panels = container.querySelectorAll('[role="tabpanel"]');
    expect(panels).toHaveLength(2);
    expect(screen.getByRole('tabpanel', { name: 'Sign In' })).toBeVisible();
    const signUp = [...panels].find((panel) => !panel.contains(field('Email')));
    expect(signUp).toHaveAttribute('hidden');
    expect(signUp?.querySelector('input[name="email"]')).not.toBeNull();
  });

  it('signs in: busy label, the welcome toast, then the dashboard', async () => {
    const answer = deferred<AuthAttempt>();
    vi.mocked(submitAuth).mockReturnValue(answer.promise);
    const { user, location } = renderAuth();
    await fillSignIn(user, '  maya@example.com ');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(submitAuth).toHaveBeenCalledWith('sign-in', 'maya@example.com', 'secret12');
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    await act(async () => answer.resolve({ type: 'done' }));

    expect(notify).toHaveBeenCalledWith({
      title: 'Welcome back!',
      description: "You've successfully signed in to your account.",
    });
    expect(location.history.at(-1)).toBe('/dashboard');
  });

  it('shows the mapped error in the banner, and clears it at the start of each submit', async () => {
    vi.mocked(submitAuth).mockResolvedValueOnce({
      type: 'error',
      message: 'Invalid email or password. Please check your credentials and try again.',
    });
    const { user, location } = renderAuth();
    await fillSignIn(user);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid email or password. Please check your credentials and try again.',
    );
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();

    const answer = deferred<AuthAttempt>();
    vi.mocked(submitAuth).mockReturnValueOnce(answer.promise);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(async () => answer.resolve({ type: 'error', message: 'Email rate limit exceeded' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Email rate limit exceeded');
    expect(location.history.at(-1)).toBe('/auth');
  });

  it('shows the unexpected-error line when the attempt throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(submitAuth).mockRejectedValue(new Error('boom'));
    const { user } = renderAuth();
    await fillSignIn(user);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An unexpected error occurred. Please try again.',
    );
  });

  it('checks that the passwords match before their length, without calling', async () => {
    const { user } = renderAuth();
    await openSignUp(user);
    await user.type(field('Email'), 'maya@example.com');
    await user.type(field('Password'), 'abc');
    await user.type(field('Confirm Password'), 'abd');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByRole('alert')).toHaveTextContent("Passwords don't match. Please try again.");

    await user.clear(field('Confirm Password'));
    await user.type(field('Confirm Password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Password must be at least 6 characters long.',
    );
    expect(submitAuth).not.toHaveBeenCalled();
  });

  it('creates the account: busy label, the toast, and no navigation', async () => {
    const answer = deferred<AuthAttempt>();
    vi.mocked(submitAuth).mockReturnValue(answer.promise);
    const { user, location } = renderAuth();
    await openSignUp(user);
    await user.type(field('Email'), 'maya@example.com');
    await user.type(field('Password'), 'secret12');
    await user.type(field('Confirm Password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(submitAuth).toHaveBeenCalledWith('sign-up', 'maya@example.com', 'secret12');
    expect(screen.getByRole('button', { name: 'Creating account...' })).toBeDisabled();
    await act(async () => answer.resolve({ type: 'done' }));

    expect(notify).toHaveBeenCalledWith({
      title: 'Account created!',
      description: 'Please check your email for a confirmation link to complete your registration.',
    });
    expect(location.history).toEqual(['/auth']);
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
  });

  it('sends a signed-in visitor straight to the dashboard', () => {
    const { location } = renderAuth({ session: fakeSession() });
    expect(location.history.at(-1)).toBe('/dashboard');
  });

  it('goes to the dashboard when a session appears (a replayed sign-in)', () => {
    const { store, location } = renderAuth();
    expect(location.history.at(-1)).toBe('/auth');
    act(() => store.set(sessionAtom, fakeSession()));
    expect(location.history.at(-1)).toBe('/dashboard');
  });

  it('shows a queued sign-in with a way to cancel it', async () => {
    const { user, store } = renderAuth();
    act(() =>
      store.set(pendingCallsAtom, [
        {
          id: 'call-1',
          kind: 'sign-in',
          email: 'maya@example.com',
          createdAt: '2025-01-07T10:00:00.000Z',
          status: 'waiting',
          retrying: false,
        },
      ]),
    );
    expect(
      screen.getByText("You're offline. We'll sign you in as soon as you're back online."),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(cancelPendingCall).toHaveBeenCalledWith('call-1');
  });

  it('explains a sign-in lost with the closed app, with the e-mail filled in', () => {
    const { store } = renderAuth();
    const message =
      "Your sign-in didn't go through because the app was closed while offline. Please sign in again.";
    act(() =>
      store.set(authNoticeAtom, {
        id: 'call-1',
        tab: 'signin',
        email: 'maya@example.com',
        message,
      }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(field('Email')).toHaveValue('maya@example.com');
    expect(store.get(authNoticeAtom)).toBeNull();
  });

  it('opens the sign-up tab for a lost sign-up', () => {
    const { store } = renderWithApp(<AuthPage />, { path: '/auth' });
    act(() =>
      store.set(authNoticeAtom, {
        id: 'call-2',
        tab: 'signup',
        email: 'maya@example.com',
        message: 'Please sign up again.',
      }),
    );
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    expect(field('Confirm Password')).toBeInTheDocument();
  });
});
