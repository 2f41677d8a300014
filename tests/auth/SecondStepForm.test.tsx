import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AuthPage from '../../src/pages/AuthPage.tsx';
import { secondStepNoticeAtom, sessionAtom } from '../../src/features/auth/authAtoms.ts';
import { submitSecondStep } from '../../src/features/auth/authActions.ts';
import { signOut } from '../../src/features/auth/authSession.ts';
import { pendingCallsAtom } from '../../src/features/outbox/outboxAtoms.ts';
import { notify } from '../../src/ui/notify.tsx';
import { renderWithApp } from '../shell/renderWithApp.tsx';
import { deferred } from '../outbox/helpers.ts';
import { sessionAt } from './mfaSession.ts';

vi.mock('../../src/features/auth/authActions.ts', () => ({
  submitAuth: vi.fn(),
  submitSecondStep: vi.fn(),
}));
vi.mock('../../src/features/auth/authSession.ts', () => ({
  signOut: vi.fn(() => Promise.resolve()),
}));
vi.mock('../../src/features/outbox/outboxClient.ts', () => ({
  cancelPendingCall: vi.fn(() => Promise.resolve(true)),
  cancelPendingCalls: vi.fn(() => Promise.resolve()),
}));
vi.mock('../../src/ui/notify.tsx', () => ({ notify: vi.fn(() => 'toast') }));

beforeEach(() => {
  vi.clearAllMocks();
});

function renderCodeStep() {
  const user = userEvent.setup();
  const view = renderWithApp(<AuthPage />, { path: '/auth', session: sessionAt('aal1') });
  return { ...view, user };
}

const codeField = () => screen.getByLabelText(/Code from your authenticator app/);

describe('the code step at sign-in', () => {
  it('replaces the password forms and takes the focus, with a one-time code input', () => {
    renderCodeStep();
    expect(screen.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
    expect(screen.queryByRole('tab', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeVisible();
    const field = codeField();
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('says a wrong code is wrong and keeps the step, then signs in with the right one', async () => {
    const { user, store, location } = renderCodeStep();
    vi.mocked(submitSecondStep).mockResolvedValueOnce({
      type: 'error',
      message: 'That code is not right. Check your authenticator app and try again.',
    });
    await user.type(codeField(), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText(/That code is not right/)).toBeVisible();
    expect(codeField()).toHaveAttribute('aria-invalid', 'true');
    expect(location.history.at(-1)).toBe('/auth');

    const answer = deferred<{ type: 'done' }>();
    vi.mocked(submitSecondStep).mockReturnValueOnce(answer.promise);
    await user.clear(codeField());
    await user.type(codeField(), '222222');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    expect(submitSecondStep).toHaveBeenLastCalledWith(
      { factorId: 'f1', userId: 'u1', email: 'ada@example.com' },
      '222222',
    );
    // supabase-js reports MFA_CHALLENGE_VERIFIED with the aal2 session before verify resolves.
    await act(async () => {
      store.set(sessionAtom, sessionAt('aal2'));
      answer.resolve({ type: 'done' });
      await answer.promise;
    });
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Welcome back!' }));
    expect(location.history.at(-1)).toBe('/dashboard');
  });

  it('shows the queued state offline and what a queued code came back with', async () => {
    const { store } = renderCodeStep();
    act(() => {
      store.set(pendingCallsAtom, [
        {
          id: 'q1',
          kind: 'second-step',
          factorId: 'f1',
          userId: 'u1',
          createdAt: new Date().toISOString(),
          status: 'waiting',
          retrying: false,
        },
      ]);
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      "You're offline. We'll check your code as soon as you're back online.",
    );
    act(() => {
      store.set(pendingCallsAtom, []);
      store.set(secondStepNoticeAtom, {
        id: 'q1',
        message: 'Your code expired while you were offline.',
      });
    });
    expect(screen.getByText('Your code expired while you were offline.')).toBeVisible();
  });

  it('lets the user leave the step by signing out', async () => {
    const { user } = renderCodeStep();
    await user.click(screen.getByRole('button', { name: 'Use another account' }));
    expect(signOut).toHaveBeenCalledWith('local', expect.anything());
  });
});
