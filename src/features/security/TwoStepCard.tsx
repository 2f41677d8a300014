import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type RefObject,
} from 'react';
import { Check, Copy, ShieldCheck } from 'lucide-react';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { notify } from '../../ui/notify.tsx';
import { TextField } from '../../ui/FormField.tsx';
import { ONE_TIME_CODE_INPUT } from '../auth/index.ts';
import { groupedSecret, qrImageSource, spelledSecret } from './secret.ts';
import {
  abandonEnrolment,
  confirmEnrolment,
  readTwoStep,
  startEnrolment,
  turnOffTwoStep,
  type Enrolment,
} from './securityCalls.ts';
import { useCopyText } from '../../ui/useCopyText.ts';

type Stage =
  | { name: 'loading' }
  | { name: 'unknown'; message: string }
  | { name: 'off' }
  | { name: 'enrolling'; enrolment: Enrolment }
  | { name: 'on'; factorId: string }
  | { name: 'turning-off'; factorId: string };

export const TWO_STEP_MESSAGES = {
  turnedOn: {
    title: 'Two-step sign-in is on',
    description: 'Next time you sign in, we will also ask for a code from your authenticator app.',
  },
  turnedOff: {
    title: 'Two-step sign-in is off',
    description: 'You now sign in with your email and password only.',
  },
} as const;

/**
 * Two-step sign-in with an authenticator app: turn it on (QR code or the secret typed by hand,
 * confirmed with a first code), see that it is on, turn it off with a current code.
 */
export function TwoStepCard() {
  const [stage, setStage] = useState<Stage>({ name: 'loading' });
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  const codeField = useRef<HTMLInputElement>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const statusText = useRef<HTMLParagraphElement>(null);

  const apply = useCallback((result: Awaited<ReturnType<typeof readTwoStep>>) => {
    if (!result.ok) setStage({ name: 'unknown', message: result.message });
    else if (result.value.factorId) setStage({ name: 'on', factorId: result.value.factorId });
    else setStage({ name: 'off' });
  }, []);

  useEffect(() => {
    let current = true;
    void readTwoStep().then((result) => {
      if (current) apply(result);
    });
    return () => {
      current = false;
    };
  }, [apply]);

  const reload = async () => {
    setStage({ name: 'loading' });
    apply(await readTwoStep());
  };

  /** Where focus goes once the next stage is on screen: where the next thing to do is. */
  const focusAfter = useRef<'heading' | 'code' | 'status' | null>(null);
  useLayoutEffect(() => {
    const target = focusAfter.current;
    focusAfter.current = null;
    if (target === 'heading') stepHeading.current?.focus();
    else if (target === 'code') codeField.current?.focus();
    else if (target === 'status') statusText.current?.focus();
  }, [stage]);

  const moveTo = (next: Stage, focus: 'heading' | 'code' | 'status') => {
    setCode('');
    setError(null);
    focusAfter.current = focus;
    setStage(next);
  };

  async function begin() {
    setBusy(true);
    setError(null);
    const result = await startEnrolment();
    setBusy(false);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    moveTo({ name: 'enrolling', enrolment: result.value }, 'heading');
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || (stage.name !== 'enrolling' && stage.name !== 'turning-off')) return;
    setBusy(true);
    setError(null);
    const result =
      stage.name === 'enrolling'
        ? await confirmEnrolment(stage.enrolment.factorId, code)
        : await turnOffTwoStep(stage.factorId, code);
    setBusy(false);
    if (!result.ok) {
      setError(result.message);
      requestAnimationFrame(() => codeField.current?.select());
      return;
    }
    if (stage.name === 'enrolling') {
      notify(TWO_STEP_MESSAGES.turnedOn);
      moveTo({ name: 'on', factorId: stage.enrolment.factorId }, 'status');
    } else {
      notify(TWO_STEP_MESSAGES.turnedOff);
      moveTo({ name: 'off' }, 'status');
    }
  }

  function cancel() {
    if (stage.name === 'enrolling') {
      void abandonEnrolment(stage.enrolment.factorId);
      moveTo({ name: 'off' }, 'status');
    } else if (stage.name === 'turning-off') {
      moveTo({ name: 'on', factorId: stage.factorId }, 'status');
    }
  }

  const isOn = stage.name === 'on' || stage.name === 'turning-off';

  /** Turning on and turning off both end with a current code from the app. */
  const codeForm = (submitLabel: string) => (
    <CodeForm
      label="Code from your authenticator app"
      submitLabel={submitLabel}
      code={code}
      onCode={setCode}
      error={error}
      busy={busy}
      fieldRef={codeField}
      onSubmit={submit}
      onCancel={cancel}
    />
  );

  return (
    <section className="account-card security-card" aria-labelledby={titleId} aria-busy={busy}>
      <div className="account-card__head">
        <h3 id={titleId} className="account-block__title">
          Two-step sign-in
        </h3>
        {isOn ? (
          <Badge tone="sage" icon={<ShieldCheck aria-hidden="true" />}>
            On
          </Badge>
        ) : stage.name === 'off' || stage.name === 'enrolling' ? (
          <Badge tone="sand">Off</Badge>
        ) : null}
      </div>

      <p ref={statusText} tabIndex={-1} className="security-card__text">
        {stage.name === 'loading'
          ? 'Checking your sign-in settings...'
          : isOn
            ? 'Two-step sign-in is on. After your password, we ask for a code from your authenticator app.'
            : stage.name === 'unknown'
              ? stage.message
              : 'Two-step sign-in is off. Turn it on and, after your password, we will also ask for a code from an authenticator app on your phone.'}
      </p>

      {stage.name === 'unknown' ? (
        <div className="account-card__actions">
          <Button variant="secondary" onClick={() => void reload()}>
            Try again
          </Button>
        </div>
      ) : null}

      {stage.name === 'off' ? (
        <>
          {error ? (
            <p className="security-card__error" role="alert">
              {error}
            </p>
          ) : null}
          <div className="account-card__actions">
            <Button onClick={() => void begin()} disabled={busy}>
              {busy ? 'Starting...' : 'Turn on two-step sign-in'}
            </Button>
          </div>
        </>
      ) : null}

      {stage.name === 'on' ? (
        <div className="account-card__actions">
          <Button
            variant="secondary"
            onClick={() => {
              moveTo({ name: 'turning-off', factorId: stage.factorId }, 'code');
            }}
          >
            Turn off two-step sign-in
          </Button>
        </div>
      ) : null}

      {stage.name === 'enrolling' ? (
        <div className="security-setup">
          <h4 ref={stepHeading} tabIndex={-1} className="security-setup__title">
            Set up your authenticator app
          </h4>
          <ol className="security-setup__steps">
            <li>
              Open an authenticator app on your phone and scan this QR code.
              <img
                className="security-setup__qr"
                src={qrImageSource(stage.enrolment.qrCode)}
                width={176}
                height={176}
                alt="QR code to add Aurevia to your authenticator app. If you can't scan it, use the setup key below."
              />
            </li>
            <li>
              Can't scan it? Add an account by hand with this setup key:
              <SetupKey secret={stage.enrolment.secret} />
            </li>
            <li>Enter the 6-digit code the app now shows for Aurevia.</li>
          </ol>
          {codeForm(busy ? 'Turning on...' : 'Turn on')}
        </div>
      ) : null}

      {stage.name === 'turning-off' ? (
        <div className="security-setup">
          <p className="security-card__text">
            To turn it off, enter the code your authenticator app shows for Aurevia now.
          </p>
          {codeForm(busy ? 'Turning off...' : 'Turn off')}
        </div>
      ) : null}
    </section>
  );
}

function CodeForm({
  label,
  submitLabel,
  code,
  onCode,
  error,
  busy,
  fieldRef,
  onSubmit,
  onCancel,
}: {
  label: string;
  submitLabel: string;
  code: string;
  onCode: (code: string) => void;
  error: string | null;
  busy: boolean;
  fieldRef: RefObject<HTMLInputElement | null>;
  onSubmit: (event: FormEvent) => Promise<void>;
  onCancel: () => void;
}) {
  return (
    <form className="security-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <TextField
        {...ONE_TIME_CODE_INPUT}
        ref={fieldRef}
        className="one-time-code"
        label={label}
        required
        value={code}
        onChange={(event) => onCode(event.target.value)}
        error={error}
      />
      <div className="account-card__actions">
        <Button type="submit" disabled={busy}>
          {submitLabel}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function SetupKey({ secret }: { secret: string }) {
  const [state, copy] = useCopyText();
  return (
    <div className="security-key">
      <code className="security-key__value" aria-label={`Setup key: ${spelledSecret(secret)}`}>
        {groupedSecret(secret)}
      </code>
      <Button
        variant="secondary"
        size="sm"
        icon={state === 'copied' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        onClick={() => void copy(secret)}
      >
        {state === 'copied' ? 'Copied' : 'Copy key'}
      </Button>
      <span className="visually-hidden" role="status">
        {state === 'copied'
          ? 'Setup key copied'
          : state === 'failed'
            ? "Couldn't copy. Select the key and copy it by hand."
            : ''}
      </span>
    </div>
  );
}
