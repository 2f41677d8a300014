import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { CircleAlert, CircleCheck, CloudOff } from 'lucide-react';
import type { RequestKind, RequestRecord } from '../../lib/deviceRecords.ts';
import { trimValues, validateField, validateForm, type FormErrors } from '../../lib/formRules.ts';
import { Button } from '../../ui/Button.tsx';
import { SelectField, TextAreaField, TextField } from '../../ui/FormField.tsx';
import { notify } from '../../ui/notify.tsx';
import { useDoublePressGuard } from '../../ui/useDoublePressGuard.ts';
import {
  initialRequestValues,
  inputTypeAttributes,
  type RequestField,
  type RequestValues,
} from './requestFields.ts';
import { OFFLINE_SAVED_NOTE, SEND_ANOTHER_LABEL } from './requestCopy.ts';
import { prepareRequestStorage, saveFailureMessage, saveRequest } from './requestStore.ts';
import './RequestForm.css';

export interface RequestFormProps {
  kind: RequestKind;
  fields: readonly RequestField[];
  /** One line for lists of kept requests, from the trimmed values. */
  summarize: (values: Readonly<Record<string, string>>) => string;
  submitLabel: string;
  onSent?: (record: RequestRecord) => void;
  successTitle: string;
  successText: string;
  /** A toast on sending; with `resetAfterSend` and no toast, the success copy is used. */
  toast?: { title: string; text: string };
  /** Empty the form for a new message instead of showing the confirmation panel. */
  resetAfterSend?: boolean;
  initialValues?: Readonly<Partial<Record<string, string>>>;
  /** The level of the confirmation's heading, to fit the page's outline. */
  headingLevel?: 2 | 3;
  className?: string;
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * The one form for every request whose copy is kept on this device: validates on submit (then
 * live, field by field), focuses the first problem, saves once however often it is pressed,
 * and confirms, also offline.
 */
export function RequestForm({
  kind,
  fields,
  summarize,
  submitLabel,
  onSent,
  successTitle,
  successText,
  toast,
  resetAfterSend = false,
  initialValues,
  headingLevel = 3,
  className,
}: RequestFormProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const [values, setValues] = useState<RequestValues>(() =>
    initialRequestValues(fields, initialValues),
  );
  // New starting values (a package chosen after typing) update their fields and keep the rest.
  const initialKey = JSON.stringify(initialValues ?? {});
  const [appliedInitialKey, setAppliedInitialKey] = useState(initialKey);
  if (appliedInitialKey !== initialKey) {
    setAppliedInitialKey(initialKey);
    setValues((current) => ({ ...current, ...definedValues(initialValues) }));
  }
  const [errors, setErrors] = useState<FormErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<RequestRecord | null>(null);
  const [offlineNote, setOfflineNote] = useState(false);
  const savingNow = useRef(false);
  const controls = useRef(new Map<string, Control>());
  const confirmation = useRef<HTMLHeadingElement>(null);
  const focusFirstField = useRef(false);
  const guardDoublePress = useDoublePressGuard();

  useEffect(prepareRequestStorage, []);

  // The form that had focus is gone: hand focus to the confirmation that replaced it, before the
  // paint that shows it, so focus never rests on the page's body meanwhile.
  useLayoutEffect(() => {
    if (sent) confirmation.current?.focus();
  }, [sent]);

  useEffect(() => {
    if (sent || !focusFirstField.current) return;
    focusFirstField.current = false;
    const first = fields[0];
    if (first) controls.current.get(first.name)?.focus();
  }, [sent, fields]);

  const change = (field: RequestField, value: string) => {
    setValues((current) => ({ ...current, [field.name]: value }));
    if (!attempted) return;
    const message = validateField(field, value);
    setErrors((current) => {
      const { [field.name]: _previous, ...rest } = current;
      return message ? { ...rest, [field.name]: message } : rest;
    });
  };

  const reset = () => {
    setValues(initialRequestValues(fields, initialValues));
    setErrors({});
    setAttempted(false);
    setFailure(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (savingNow.current) return;
    setAttempted(true);
    const found = validateForm(fields, values);
    setErrors(found);
    const firstInvalid = fields.find((field) => found[field.name]);
    if (firstInvalid) {
      controls.current.get(firstInvalid.name)?.focus();
      return;
    }
    savingNow.current = true;
    setSaving(true);
    setFailure(null);
    const kept = trimValues(fields, values);
    try {
      const record = await saveRequest({ kind, summary: summarize(kept), fields: kept });
      onSent?.(record);
      const message = toast ?? (resetAfterSend ? { title: successTitle, text: successText } : null);
      if (message) {
        notify({
          title: message.title,
          description: record.sentOffline ? `${message.text} ${OFFLINE_SAVED_NOTE}` : message.text,
        });
      }
      // The second click of a double click lands on what the first brought up.
      guardDoublePress();
      if (resetAfterSend) {
        reset();
        setOfflineNote(record.sentOffline);
      } else {
        setSent(record);
      }
    } catch (error: unknown) {
      console.error('Could not keep the request on this device', error);
      setFailure(saveFailureMessage(error));
    } finally {
      savingNow.current = false;
      setSaving(false);
    }
  };

  const sendAnother = () => {
    reset();
    focusFirstField.current = true;
    setSent(null);
  };

  const classes = `request-form${className ? ` ${className}` : ''}`;

  if (sent) {
    return (
      <div className={`${classes} request-form--sent`}>
        <CircleCheck className="request-form__sent-icon" aria-hidden="true" />
        <Heading className="request-form__sent-title" tabIndex={-1} ref={confirmation}>
          {successTitle}
        </Heading>
        <p className="request-form__sent-text">{successText}</p>
        {sent.sentOffline ? (
          <p className="request-form__offline">
            <CloudOff aria-hidden="true" />
            <span>{OFFLINE_SAVED_NOTE}</span>
          </p>
        ) : null}
        <Button variant="secondary" onClick={sendAnother}>
          {SEND_ANOTHER_LABEL}
        </Button>
      </div>
    );
  }

  return (
    <form className={classes} noValidate onSubmit={submit} aria-busy={saving || undefined}>
      {fields.map((field) => {
        const common = {
          name: field.name,
          label: field.label,
          required: field.required,
          hint: field.hint,
          error: errors[field.name],
          value: values[field.name] ?? '',
          autoComplete: field.autoComplete,
          placeholder: field.placeholder,
          ref: (element: Control | null) => {
            if (element) controls.current.set(field.name, element);
            else controls.current.delete(field.name);
          },
        };
        if (field.type === 'textarea') {
          return (
            <TextAreaField
              key={field.name}
              {...common}
              rows={field.rows}
              onChange={(event) => change(field, event.target.value)}
            />
          );
        }
        if (field.type === 'select') {
          const { placeholder: _unused, ...selectProps } = common;
          return (
            <SelectField
              key={field.name}
              {...selectProps}
              options={field.options ?? []}
              placeholder={field.emptyOption}
              onChange={(event) => change(field, event.target.value)}
            />
          );
        }
        return (
          <TextField
            key={field.name}
            {...common}
            {...inputTypeAttributes(field.type)}
            onChange={(event) => change(field, event.target.value)}
          />
        );
      })}
      {failure ? (
        <p className="request-form__failure" role="alert">
          <CircleAlert aria-hidden="true" />
          <span>{failure}</span>
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={saving} className="request-form__submit">
        {submitLabel}
      </Button>
      <p className="request-form__status" role="status">
        {offlineNote ? (
          <>
            <CloudOff aria-hidden="true" />
            <span>{OFFLINE_SAVED_NOTE}</span>
          </>
        ) : null}
      </p>
    </form>
  );
}

function definedValues(
  values: Readonly<Partial<Record<string, string>>> | undefined,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values ?? {}).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    ),
  );
}
