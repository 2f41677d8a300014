import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { LockKeyhole } from 'lucide-react';
import { toast } from '../../ui/toast.ts';
// The gate's notices must show offline before the worker holds the files: their code comes with
// the gate rather than when the first one is sent.
import '../../ui/toastLibrary.ts';
import { GATE_CHECK_DELAY_MS, delay } from '../../lib/timing.ts';
import { Button } from '../../ui/Button.tsx';
import { Logo } from '../../ui/Logo.tsx';
import { PasswordField } from '../../ui/PasswordField.tsx';
import './AccessGate.css';
import { GATE_MESSAGES, canSubmitPassword, rememberUnlock } from './gateLogic.ts';

type PasswordCheck = (password: string) => Promise<boolean>;

/** Shown when the hashing code could not be fetched (the spec has no text for it). */
export const GATE_CHECK_UNAVAILABLE =
  "Couldn't check the password. Check your connection and try again.";

let passwordCheck: Promise<PasswordCheck> | undefined;

/**
 * The hashing code, kept out of the page's own code and fetched once the gate shows, so that a
 * connection lost while the visitor types does not keep them out. A failed fetch is tried
 * again at the next submit.
 */
function loadPasswordCheck(): Promise<PasswordCheck> {
  passwordCheck ??= import('./checkPassword.ts').then(
    (module) => module.checkAccessPassword,
    (error: unknown) => {
      passwordCheck = undefined;
      throw error;
    },
  );
  return passwordCheck;
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
  const noteId = useId();
  useEffect(() => {
    check().catch(() => undefined);
  }, [check]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmitPassword(password, checking)) return;
    setChecking(true);
    const [matches] = await Promise.all([
      check().then(
        (fn) => fn(password),
        () => null,
      ),
      delay(GATE_CHECK_DELAY_MS),
    ]);
    setChecking(false);
    if (matches === null) {
      toast.error(GATE_CHECK_UNAVAILABLE);
      inputRef.current?.focus();
    } else if (matches) {
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
          <PasswordField
            label="Access password"
            value={password}
            onChange={setPassword}
            autoComplete="current-password"
            visible={visible}
            onToggle={() => setVisible((value) => !value)}
            describedBy={noteId}
            disabled={checking}
            inputRef={inputRef}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the gate is the only thing on screen
            autoFocus
          />
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
