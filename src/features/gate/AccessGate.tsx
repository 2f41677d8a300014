import { useId, useRef, useState, type FormEvent } from 'react';
import { Eye, EyeOff, LockKeyhole } from 'lucide-react';
import { toast } from 'react-hot-toast';
import { GATE_CHECK_DELAY_MS, delay } from '../../lib/timing.ts';
import { Button } from '../../ui/Button.tsx';
import { Logo } from '../../ui/Logo.tsx';
import '../../ui/Field.css';
import './AccessGate.css';
import { GATE_MESSAGES, canSubmitPassword, rememberUnlock } from './gateLogic.ts';

type PasswordCheck = (password: string) => boolean;

/** The hashing code is only fetched when someone actually submits. */
async function loadPasswordCheck(): Promise<PasswordCheck> {
  const module = await import('./checkPassword.ts');
  return module.checkAccessPassword;
}

export function AccessGate({
  onUnlock,
  check = loadPasswordCheck,
}: {
  onUnlock: () => void;
  check?: () => Promise<PasswordCheck>;
}) {
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [checking, setChecking] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const noteId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmitPassword(password, checking)) return;
    setChecking(true);
    const [matches] = await Promise.all([
      check().then((fn) => fn(password)),
      delay(GATE_CHECK_DELAY_MS),
    ]);
    setChecking(false);
    if (matches) {
      rememberUnlock(sessionStorage);
      toast.success(GATE_MESSAGES.granted);
      onUnlock();
    } else {
      toast.error(GATE_MESSAGES.denied);
      setPassword('');
      inputRef.current?.focus();
    }
  }

  return (
    <main className="gate" id="main">
      <div className="gate__card">
        <Logo />
        <div className="gate__badge" aria-hidden="true">
          <LockKeyhole />
        </div>
        <h1 className="gate__title">{GATE_MESSAGES.title}</h1>
        <p className="gate__intro">{GATE_MESSAGES.intro}</p>
        <form className="gate__form" onSubmit={submit} noValidate>
          <div className="field">
            <label className="field__label" htmlFor={inputId}>
              Access password
            </label>
            <div className="field__control">
              <input
                ref={inputRef}
                id={inputId}
                className="field__input field__input--with-action"
                type={visible ? 'text' : 'password'}
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                autoComplete="current-password"
                autoCapitalize="none"
                spellCheck={false}
                aria-describedby={noteId}
                disabled={checking}
                // The gate is the only thing on screen: focusing it saves a tap.
                // eslint-disable-next-line jsx-a11y/no-autofocus -- single-field screen, nothing above it to miss
                autoFocus
              />
              <button
                type="button"
                className="field__action"
                onClick={() => setVisible((value) => !value)}
                aria-label={visible ? 'Hide password' : 'Show password'}
                aria-pressed={visible}
              >
                {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
              </button>
            </div>
          </div>
          <Button type="submit" size="lg" block disabled={!canSubmitPassword(password, checking)}>
            {checking ? GATE_MESSAGES.checking : GATE_MESSAGES.submit}
          </Button>
        </form>
        <p className="gate__note" id={noteId}>
          {GATE_MESSAGES.note}
        </p>
      </div>
    </main>
  );
}
