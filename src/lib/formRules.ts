/**
 * Validation for the app's forms: pure functions, one message per field, in the order the
 * fields are shown. Optional fields may stay blank; a value given must still be well formed.
 */

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address.';
export const INVALID_PHONE_MESSAGE = 'Please enter a valid phone number.';

/** A phone number has at least this many digits (a local number without area code)... */
export const PHONE_MIN_DIGITS = 7;
/** ...and at most this many (the E.164 maximum). */
export const PHONE_MAX_DIGITS = 15;

export type FormFieldType = 'text' | 'email' | 'tel' | 'textarea' | 'select';

/** What validation needs to know of a field. */
export interface FieldRule {
  name: string;
  /** The visible label, used in the "required" message. */
  label: string;
  type?: FormFieldType;
  required?: boolean;
  /** Replaces the generated "Please enter your ..." message. */
  requiredMessage?: string;
}

export type FormValues = Readonly<Record<string, string | undefined>>;
export type FormErrors = Record<string, string>;

/** One "@", something before it, and a dotted domain after it, with no spaces anywhere. */
export function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value.trim());
}

/** Digits with the usual separators (spaces, dashes, brackets), an optional leading "+". */
export function isValidPhone(value: string): boolean {
  const phone = value.trim();
  if (!/^\+?[\d\s\-()]+$/.test(phone)) return false;
  const digits = phone.replace(/\D/g, '').length;
  return digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS;
}

/** "Please enter your name." for a field labelled "Name"; lists ask to choose. */
export function requiredMessage(field: FieldRule): string {
  if (field.requiredMessage) return field.requiredMessage;
  const label = field.label.trim().toLowerCase();
  return field.type === 'select' ? `Please choose your ${label}.` : `Please enter your ${label}.`;
}

/** The message for one field's value, or null when it is fine. */
export function validateField(field: FieldRule, value: string | undefined): string | null {
  const text = (value ?? '').trim();
  if (text === '') return field.required ? requiredMessage(field) : null;
  if (field.type === 'email' && !isValidEmail(text)) return INVALID_EMAIL_MESSAGE;
  if (field.type === 'tel' && !isValidPhone(text)) return INVALID_PHONE_MESSAGE;
  return null;
}

/** Every problem of the form, keyed by field name, in the fields' order; empty when valid. */
export function validateForm(fields: readonly FieldRule[], values: FormValues): FormErrors {
  const errors: FormErrors = {};
  for (const field of fields) {
    const message = validateField(field, values[field.name]);
    if (message) errors[field.name] = message;
  }
  return errors;
}

/** The values as they will be kept: every field present, surrounding spaces removed. */
export function trimValues(
  fields: readonly FieldRule[],
  values: FormValues,
): Record<string, string> {
  return Object.fromEntries(fields.map((field) => [field.name, (values[field.name] ?? '').trim()]));
}
