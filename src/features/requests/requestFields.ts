import type { ReactNode } from 'react';
import type { FieldRule, FormFieldType } from '../../lib/formRules.ts';

export interface RequestFieldOption {
  value: string;
  label: string;
}

/** One field of a request form: how it is shown and what it must hold. */
export interface RequestField extends FieldRule {
  type: FormFieldType;
  options?: readonly RequestFieldOption[];
  autoComplete?: string;
  hint?: ReactNode;
  placeholder?: string;
  /** For a select: the empty first choice. */
  emptyOption?: string;
  /** For a textarea: its height in lines. */
  rows?: number;
}

export type RequestValues = Record<string, string>;

/** Every field empty, then the given starting values. */
export function initialRequestValues(
  fields: readonly RequestField[],
  initial: Readonly<Partial<Record<string, string>>> = {},
): RequestValues {
  return Object.fromEntries(fields.map((field) => [field.name, initial[field.name] ?? '']));
}

/** The input mode and other hints that make phone keyboards fit each type. */
export function inputTypeAttributes(type: FormFieldType): {
  type?: string;
  inputMode?: 'email' | 'tel' | 'text';
  autoCapitalize?: string;
  spellCheck?: boolean;
} {
  switch (type) {
    case 'email':
      return { type: 'email', inputMode: 'email', autoCapitalize: 'none', spellCheck: false };
    case 'tel':
      return { type: 'tel', inputMode: 'tel' };
    case 'text':
      return { type: 'text' };
    default:
      return {};
  }
}
