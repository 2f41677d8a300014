import { useState, type FocusEvent, type Ref } from 'react';
import { CircleAlert } from 'lucide-react';
import {
  formatLengthInput,
  lengthExample,
  parseLength,
  type UnitSystem,
} from '../../lib/room/units.ts';
import '../../ui/Field.css';

export interface LengthFieldProps {
  id: string;
  label: string;
  /** The length the plan holds, in centimetres. */
  value: number;
  system: UnitSystem;
  /** Called with every length the text reads as, while typing. */
  onChange: (cm: number) => void;
  /** What the plan's rules say about this value; shown under the field. */
  error?: string | null;
  /** Words read after the label but not shown ("from the wall's start"). */
  labelDetail?: string;
  /** Whether 0 is a length worth applying (a position may be 0, a wall may not). */
  allowZero?: boolean;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

/**
 * A length typed in the user's units. The text is the user's own: it is never replaced while
 * it reads as the plan's value, and text that is not a length stays as typed with a message
 * under it (shown once the user moves on, not at every keystroke).
 */
export function LengthField({
  id,
  label,
  value,
  system,
  onChange,
  error,
  labelDetail,
  allowZero = false,
  onFocus,
  inputRef,
  className,
}: LengthFieldProps) {
  const [text, setText] = useState(() => formatLengthInput(value, system));
  const [shown, setShown] = useState({ value, system });
  const [typingError, setTypingError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);

  // The plan changed from elsewhere (the drawing, a rectangle's opposite wall, the units):
  // show its value, unless the text already says it.
  if (shown.value !== value || shown.system !== system) {
    setShown({ value, system });
    const parsed = parseLength(text, system);
    if (shown.system !== system || !parsed.ok || Math.abs(parsed.cm - value) > 0.05) {
      setText(formatLengthInput(value, system));
      setTypingError(null);
    }
  }

  const change = (next: string) => {
    setText(next);
    const parsed = parseLength(next, system);
    if (!parsed.ok) {
      setTypingError(parsed.message);
      return;
    }
    if (parsed.cm === 0 && !allowZero) {
      setTypingError('Enter a length greater than zero.');
      return;
    }
    setTypingError(null);
    onChange(parsed.cm);
  };

  const message = (touched ? typingError : null) ?? error ?? null;
  const errorId = `${id}-error`;
  const hintId = `${id}-unit`;
  return (
    <div className={`field length-field${message ? ' field--invalid' : ''} ${className ?? ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {labelDetail ? <span className="visually-hidden"> {labelDetail}</span> : null}
      </label>
      <div className="field__control">
        <input
          id={id}
          ref={inputRef}
          className="field__input length-field__input"
          type="text"
          inputMode={system === 'metric' ? 'decimal' : 'text'}
          autoComplete="off"
          spellCheck={false}
          value={text}
          onChange={(event) => change(event.target.value)}
          onFocus={(event) => {
            onFocus?.(event);
          }}
          onBlur={() => setTouched(true)}
          aria-invalid={message ? true : undefined}
          aria-describedby={[hintId, message ? errorId : ''].filter(Boolean).join(' ')}
        />
        <span id={hintId} className="length-field__unit">
          <span aria-hidden="true">{system === 'metric' ? 'cm' : 'ft in'}</span>
          <span className="visually-hidden">
            {system === 'metric'
              ? 'in centimetres'
              : `in feet and inches, ${lengthExample(system)}`}
          </span>
        </span>
      </div>
      {message ? (
        <p id={errorId} className="field__error length-field__error">
          <CircleAlert aria-hidden="true" />
          <span>{message}</span>
        </p>
      ) : null}
    </div>
  );
}
