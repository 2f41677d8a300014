import { useId, type Ref } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import './Field.css';

export interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  visible: boolean;
  /** Only one field of a form carries the show/hide button; it reveals them all. */
  onToggle?: () => void;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  describedBy?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled password input with an optional show/hide toggle (a pressed/unpressed button). */
export function PasswordField({
  label,
  value,
  onChange,
  autoComplete,
  visible,
  onToggle,
  placeholder,
  required = false,
  disabled = false,
  autoFocus = false,
  describedBy,
  inputRef,
}: PasswordFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
        <input
          ref={inputRef}
          id={id}
          className={`field__input${onToggle ? ' field__input--with-action' : ''}`}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          placeholder={placeholder}
          required={required}
          disabled={disabled}
          aria-describedby={describedBy}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- opt-in, for single-field screens only
          autoFocus={autoFocus}
        />
        {onToggle ? (
          <button
            type="button"
            className="field__action"
            aria-label="Show password"
            aria-pressed={visible}
            onClick={onToggle}
          >
            {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
          </button>
        ) : null}
      </div>
    </div>
  );
}
