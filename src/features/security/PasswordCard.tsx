import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/FormField.tsx';
import { PasswordField } from '../../ui/PasswordField.tsx';
import { notify } from '../../ui/notify.tsx';
import { ONE_TIME_CODE_INPUT, signUpProblem, userAtom } from '../auth/index.ts';
import { changePassword, sendReauthenticationCode } from './securityCalls.ts';

export const PASSWORD_MESSAGES = {
  changed: {
    title: 'Password changed',
    description:
      'Use your new password from now on. For your safety, you have been signed out on your other devices.',
  },
  codeResent: 'We sent a new code.',
  emptyCode: 'Enter the code from the e-mail we sent you.',
} as const;

/**
 * Change the password: the new one twice, checked as at sign-up. When the server asks for
 * proof (reauthentication_needed), a code goes to the account's e-mail and the form asks for it.
 */
export function PasswordCard() {
  const user = useAtomValue(userAtom);
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [awaitingCode, setAwaitingCode] = useState(false);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const titleId = useId();
  const codeField = useRef<HTMLInputElement>(null);

  // The e-mailed code field appears once the server asked for it; the focus goes there.
  useLayoutEffect(() => {
    if (awaitingCode) codeField.current?.focus();
  }, [awaitingCode]);

  const reset = () => {
    setPassword('');
    setConfirmPassword('');
    setCode('');
    setAwaitingCode(false);
    setInfo(null);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    setInfo(null);
    const problem = signUpProblem(password, confirmPassword);
    if (problem) {
      setError(problem);
      return;
    }
    if (awaitingCode && code.trim() === '') {
      setError(PASSWORD_MESSAGES.emptyCode);
      codeField.current?.focus();
      return;
    }
    setBusy(true);
    const result = await changePassword(password, awaitingCode ? code : undefined);
    setBusy(false);
    switch (result.status) {
      case 'changed':
        reset();
        notify(PASSWORD_MESSAGES.changed);
        break;
      case 'code-sent':
        setAwaitingCode(true);
        break;
      case 'failed':
        setError(result.message);
        break;
    }
  }

  async function resend() {
    setError(null);
    setInfo(null);
    setBusy(true);
    const result = await sendReauthenticationCode();
    setBusy(false);
    if (result.ok) setInfo(PASSWORD_MESSAGES.codeResent);
    else setError(result.message);
  }

  return (
    <section className="account-card security-card" aria-labelledby={titleId}>
      <h3 id={titleId} className="account-block__title">
        Password
      </h3>
      <form className="security-form" onSubmit={(event) => void submit(event)} noValidate>
        <PasswordField
          required
          label="New password"
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
          placeholder="Minimum 6 characters"
          visible={visible}
          onToggle={() => setVisible((value) => !value)}
        />
        <PasswordField
          required
          label="Confirm new password"
          value={confirmPassword}
          onChange={setConfirmPassword}
          autoComplete="new-password"
          visible={visible}
        />
        {awaitingCode ? (
          <TextField
            {...ONE_TIME_CODE_INPUT}
            ref={codeField}
            className="one-time-code"
            label="Code from the e-mail"
            hint={`We sent a code to ${user?.email ?? 'your e-mail address'}. It confirms that it's you changing the password.`}
            required
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        ) : null}
        {error ? (
          <p className="security-card__error" role="alert">
            {error}
          </p>
        ) : null}
        <p className="security-card__info" role="status">
          {info}
        </p>
        <div className="account-card__actions">
          <Button type="submit" disabled={busy}>
            {busy ? 'Changing password...' : 'Change password'}
          </Button>
          {awaitingCode ? (
            <Button variant="ghost" disabled={busy} onClick={() => void resend()}>
              Send a new code
            </Button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
