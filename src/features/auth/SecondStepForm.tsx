import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useAtom, useStore } from 'jotai';
import { KeyRound } from 'lucide-react';
import { Button } from '../../ui/Button.tsx';
import { cancelPendingCalls } from '../outbox/index.ts';
import { secondStepNoticeAtom, type SecondStepDue } from './authAtoms.ts';
import { submitSecondStep, type AuthAttempt } from './authActions.ts';
import { TextField } from '../../ui/FormField.tsx';
import { AUTH_MESSAGES, ONE_TIME_CODE_INPUT } from './authErrors.ts';
import { signOut } from './authSession.ts';

interface SecondStepFormProps {
  due: SecondStepDue;
  /** The code was accepted: the session is at aal2. */
  onDone: () => void;
}

function unexpected(error: unknown): AuthAttempt {
  console.error('The sign-in code could not be checked', error);
  return { type: 'error', message: AUTH_MESSAGES.unexpected };
}

/**
 * The code step of a two-step sign-in. The password step is done (the session exists at aal1),
 * so a wrong code only asks for the code again; "Use another account" ends that session.
 */
export function SecondStepForm({ due, onDone }: SecondStepFormProps) {
  const store = useStore();
  const [notice, setNotice] = useAtom(secondStepNoticeAtom);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [shownNotice, setShownNotice] = useState(notice);
  const field = useRef<HTMLInputElement>(null);

  // A queued code the server refused, or that expired while offline: say so here.
  if (notice && notice !== shownNotice) {
    setShownNotice(notice);
    setError(notice.message);
    setCode('');
  }
  useEffect(() => {
    if (notice) setNotice(null);
  }, [notice, setNotice]);

  useEffect(() => {
    field.current?.focus();
  }, []);

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    setBusy(true);
    const result = await submitSecondStep(due, code).catch(unexpected);
    setBusy(false);
    if (result.type === 'done') {
      onDone();
      return;
    }
    if (result.type === 'error') {
      setError(result.message);
      // Back to the field, which now reads out the problem with it.
      requestAnimationFrame(() => field.current?.select());
    }
  }

  async function switchAccount() {
    await cancelPendingCalls((call) => call.kind === 'second-step', store).catch(
      (problem: unknown) => console.error('Could not cancel the queued code', problem),
    );
    await signOut('local', store);
  }

  return (
    <div className="auth-panel__content">
      <div className="auth-panel__step">
        <span className="auth-panel__step-icon" aria-hidden="true">
          <KeyRound />
        </span>
        <h2 className="auth-panel__step-title">Two-step sign-in</h2>
        <p className="auth-panel__step-text">
          Your password is right. Now enter the 6-digit code your authenticator app shows for{' '}
          <strong>{due.email || 'your account'}</strong>.
        </p>
      </div>
      <form className="auth-panel__form" onSubmit={(event) => void verify(event)} noValidate>
        <TextField
          {...ONE_TIME_CODE_INPUT}
          ref={field}
          className="one-time-code"
          label="Code from your authenticator app"
          required
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={error}
        />
        <Button type="submit" size="lg" block disabled={busy}>
          {busy ? 'Signing in...' : 'Verify and sign in'}
        </Button>
      </form>
      <p className="auth-panel__switch">
        Not you, or no access to the app?{' '}
        <button type="button" onClick={() => void switchAccount()}>
          Use another account
        </button>
      </p>
    </div>
  );
}
