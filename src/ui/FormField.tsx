import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { ChevronDown, CircleAlert } from 'lucide-react';
import './Field.css';
import './FormField.css';

interface FieldFrame {
  label: ReactNode;
  /** Marks the label with "*" and the control as required for assistive technology. */
  required?: boolean;
  /** Help shown under the label, read with the control. */
  hint?: ReactNode;
  /** The problem with the value; shown under the control and read with it. */
  error?: string | null;
}

export interface ChoiceOption {
  value: string;
  label: string;
}

export type TextFieldProps = FieldFrame & Omit<ComponentPropsWithRef<'input'>, 'required'>;
export type TextAreaFieldProps = FieldFrame & Omit<ComponentPropsWithRef<'textarea'>, 'required'>;
export type SelectFieldProps = FieldFrame &
  Omit<ComponentPropsWithRef<'select'>, 'required' | 'children'> & {
    options: readonly ChoiceOption[];
    /** The empty first choice ("Select an option"). */
    placeholder?: string;
  };

/** Ids and attributes that tie a control to its hint and error. */
function useFieldWiring(frame: FieldFrame, ownId: string | undefined, describedBy?: string) {
  const generated = useId();
  const id = ownId ?? generated;
  const hintId = frame.hint ? `${id}-hint` : undefined;
  const errorId = frame.error ? `${id}-error` : undefined;
  const description = [describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined;
  return {
    id,
    hintId,
    errorId,
    control: {
      id,
      'aria-describedby': description,
      'aria-invalid': frame.error ? true : undefined,
      'aria-required': frame.required ? true : undefined,
    },
  };
}

function Frame({
  frame,
  id,
  hintId,
  errorId,
  children,
  className,
}: {
  frame: FieldFrame;
  id: string;
  hintId: string | undefined;
  errorId: string | undefined;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={`field${frame.error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}
    >
      <label className="field__label" htmlFor={id}>
        {frame.label}
        {frame.required ? (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {frame.hint ? (
        <p id={hintId} className="field__hint">
          {frame.hint}
        </p>
      ) : null}
      {children}
      {frame.error ? (
        <p id={errorId} className="field__error">
          <CircleAlert aria-hidden="true" />
          <span>{frame.error}</span>
        </p>
      ) : null}
    </div>
  );
}

/** A labelled single-line input (text, email, tel ...) with hint and error. */
export function TextField({
  label,
  required,
  hint,
  error,
  id: ownId,
  className,
  'aria-describedby': describedBy,
  ...input
}: TextFieldProps) {
  const frame = { label, required, hint, error };
  const wiring = useFieldWiring(frame, ownId, describedBy);
  return (
    <Frame frame={frame} {...wiring} className={className}>
      <input className="field__input" {...input} {...wiring.control} />
    </Frame>
  );
}

/** A labelled multi-line input with hint and error. */
export function TextAreaField({
  label,
  required,
  hint,
  error,
  id: ownId,
  className,
  rows = 5,
  'aria-describedby': describedBy,
  ...textarea
}: TextAreaFieldProps) {
  const frame = { label, required, hint, error };
  const wiring = useFieldWiring(frame, ownId, describedBy);
  return (
    <Frame frame={frame} {...wiring} className={className}>
      <textarea
        className="field__input field__input--multiline"
        rows={rows}
        {...textarea}
        {...wiring.control}
      />
    </Frame>
  );
}

/** A labelled native select (the platform's own picker on phones) with hint and error. */
export function SelectField({
  label,
  required,
  hint,
  error,
  id: ownId,
  className,
  options,
  placeholder = 'Select an option',
  'aria-describedby': describedBy,
  ...select
}: SelectFieldProps) {
  const frame = { label, required, hint, error };
  const wiring = useFieldWiring(frame, ownId, describedBy);
  return (
    <Frame frame={frame} {...wiring} className={className}>
      <div className="field__control">
        <select className="field__input field__input--select" {...select} {...wiring.control}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown className="field__select-icon" aria-hidden="true" />
      </div>
    </Frame>
  );
}
