import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { useAtom, useAtomValue } from 'jotai';
import { Link, useLocation } from 'wouter';
import { CircleAlert, WifiOff } from 'lucide-react';
import { PasswordField } from '../../ui/PasswordField.tsx';
import { Button } from '../../ui/Button.tsx';
import { notify } from '../../ui/notify.tsx';
import { pendingCallsAtom } from '../outbox/index.ts';
import { cancelPendingCall } from '../outbox/index.ts';
import { authNoticeAtom, secondStepDueAtom, userAtom, type AuthNotice } from './authAtoms.ts';
import { submitAuth, type AuthAttempt } from './authActions.ts';
import { AUTH_MESSAGES, SIGN_IN_SUCCESS, SIGN_UP_SUCCESS, signUpProblem } from './authErrors.ts';
import { SecondStepForm } from './SecondStepForm.tsx';
import '../../ui/Field.css';
import './AuthPanel.css';

type Tab = 'signin' | 'signup';

function unexpected(error: unknown): AuthAttempt {
  console.error('Authentication failed', error);
  return { type: 'error', message: AUTH_MESSAGES.unexpected };
}

const QUEUED_TEXT = {
  'sign-in': "You're offline. We'll sign you in as soon as you're back online.",
  'sign-up': "You're offline. We'll create your account as soon as you're back online.",
  'second-step': "You're offline. We'll check your code as soon as you're back online.",
} as const;

/**
 * The /auth page's sign-in and sign-up forms (spec 01 sections 2, 4, 5 and 8), and the code
 * step of a two-step sign-in for as long as the session still owes it.
 */
export function AuthPanel() {
  const user = useAtomValue(userAtom);
  const secondStep = useAtomValue(secondStepDueAtom);
  const [notice, setNotice] = useAtom(authNoticeAtom);
  const [, navigate] = useLocation();
  const [tab, setTab] = useState<Tab>('signin');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [shownNotice, setShownNotice] = useState<AuthNotice | null>(null);
  const left = useRef(false);

  // A queued sign-in that failed or was lost while the app was closed: say so, e-mail filled.
  if (notice && notice !== shownNotice) {
    setShownNotice(notice);
    setTab(notice.tab);
    setEmail(notice.email);
    setError(notice.message);
  }
  useEffect(() => {
    if (notice) setNotice(null);
  }, [notice, setNotice]);

  // Signed in already, or just now (a replayed sign-in or code, a confirmation link): on to
  // the dashboard. A session that still owes its code step has no user yet.
  useEffect(() => {
    if (!user || left.current) return;
    left.current = true;
    navigate('/dashboard', { replace: true });
  }, [user, navigate]);

  const showTab = (next: Tab) => {
    setTab(next);
    setError(null);
  };

  const goToDashboard = () => {
    if (left.current) return;
    left.current = true;
    navigate('/dashboard', { replace: true });
  };

  async function signIn(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setBusy(true);
    const result = await submitAuth('sign-in', email.trim(), password).catch(unexpected);
    setBusy(false);
    if (result.type === 'error') setError(result.message);
    if (result.type === 'done') {
      notify(SIGN_IN_SUCCESS);
      goToDashboard();
    }
    // 'second-step': the session now owes its code, and the panel shows the code step.
    if (result.type === 'second-step') setPassword('');
  }

  const finishSecondStep = () => {
    notify(SIGN_IN_SUCCESS);
    goToDashboard();
  };

  async function signUp(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const problem = signUpProblem(password, confirmPassword);
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    const result = await submitAuth('sign-up', email.trim(), password).catch(unexpected);
    setBusy(false);
    if (result.type === 'error') setError(result.message);
    if (result.type === 'done') {
      notify(SIGN_UP_SUCCESS);
      setPassword('');
      setConfirmPassword('');
    }
  }

  if (secondStep) {
    return (
      <div className="auth-panel">
        <QueuedAuthNotice />
        <SecondStepForm due={secondStep} onDone={finishSecondStep} />
      </div>
    );
  }

  return (
    <div className="auth-panel">
      <QueuedAuthNotice />
      {/* Both forms are in the page, one hidden, with one e-mail between them: a tab chosen
          before the page answers shows its form at once (index.html), and switching keeps the
          address typed. */}
      <Tabs.Root
        value={tab}
        onValueChange={(value) => showTab(value === 'signup' ? 'signup' : 'signin')}
      >
        <Tabs.List className="auth-panel__tabs" aria-label="Sign in or create an account">
          <Tabs.Trigger className="auth-panel__tab" value="signin">
            Sign In
          </Tabs.Trigger>
          <Tabs.Trigger className="auth-panel__tab" value="signup">
            Sign Up
          </Tabs.Trigger>
        </Tabs.List>

        {error ? (
          <div className="auth-panel__banner" role="alert">
            <CircleAlert aria-hidden="true" />
            <p>{error}</p>
          </div>
        ) : null}

        <Tabs.Content
          value="signin"
          className="auth-panel__content"
          forceMount
          hidden={tab !== 'signin'}
        >
          <form className="auth-panel__form" onSubmit={(event) => void signIn(event)}>
            <EmailField value={email} onChange={setEmail} />
            <PasswordField
              required
              label="Password"
              value={password}
              onChange={setPassword}
              autoComplete="current-password"
              visible={showPassword}
              onToggle={() => setShowPassword((value) => !value)}
            />
            <Button type="submit" size="lg" block disabled={busy}>
              {busy ? 'Signing in...' : 'Sign In'}
            </Button>
          </form>
          <p className="auth-panel__switch">
            New to Aurevia?{' '}
            <button type="button" onClick={() => showTab('signup')}>
              Create an account
            </button>
          </p>
        </Tabs.Content>

        <Tabs.Content
          value="signup"
          className="auth-panel__content"
          forceMount
          hidden={tab !== 'signup'}
        >
          <form className="auth-panel__form" onSubmit={(event) => void signUp(event)}>
            <EmailField value={email} onChange={setEmail} />
            <PasswordField
              required
              label="Password"
              value={password}
              onChange={setPassword}
              autoComplete="new-password"
              placeholder="Minimum 6 characters"
              visible={showPassword}
              onToggle={() => setShowPassword((value) => !value)}
            />
            <PasswordField
              required
              label="Confirm Password"
              value={confirmPassword}
              onChange={setConfirmPassword}
              autoComplete="new-password"
              visible={showPassword}
            />
            <Button type="submit" size="lg" block disabled={busy}>
              {busy ? 'Creating account...' : 'Create Account'}
            </Button>
          </form>
          <p className="auth-panel__legal">
            By creating an account you agree to our{' '}
            <Link href="/terms-of-service">Terms of Service</Link> and{' '}
            <Link href="/privacy-policy">Privacy Policy</Link>.
          </p>
          <p className="auth-panel__switch">
            Already have an account?{' '}
            <button type="button" onClick={() => showTab('signin')}>
              Sign in instead
            </button>
          </p>
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}

/** A sign-in or sign-up queued while offline, with a way to take it back. */
function QueuedAuthNotice() {
  const calls = useAtomValue(pendingCallsAtom);
  const queued = calls.find((call) => call.kind !== 'checkout');
  let content: ReactNode = null;
  if (queued) {
    content = (
      <div className="auth-panel__queued">
        <WifiOff aria-hidden="true" />
        <p>{QUEUED_TEXT[queued.kind]}</p>
        <Button
          variant="secondary"
          size="sm"
          disabled={queued.status === 'sending'}
          onClick={() => {
            void cancelPendingCall(queued.id).catch((error: unknown) =>
              console.error('Could not cancel the queued call', error),
            );
          }}
        >
          Cancel
        </Button>
      </div>
    );
  }
  // The live region stays mounted so that the notice is announced when it appears.
  return (
    <div role="status" className="auth-panel__status">
      {content}
    </div>
  );
}

function EmailField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        Email
      </label>
      <input
        id={id}
        className="field__input"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.com"
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
