// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  INVALID_EMAIL_MESSAGE,
  INVALID_PHONE_MESSAGE,
  isValidEmail,
  isValidPhone,
  requiredMessage,
  trimValues,
  validateField,
  validateForm,
  type FieldRule,
} from '../../src/lib/formRules.ts';

const NAME: FieldRule = { name: 'name', label: 'Name', type: 'text', required: true };
const EMAIL: FieldRule = { name: 'email', label: 'Email', type: 'email', required: true };
const PHONE: FieldRule = { name: 'phone', label: 'Phone', type: 'tel' };
const FIELDS: readonly FieldRule[] = [
  NAME,
  EMAIL,
  PHONE,
  { name: 'industry', label: 'Industry', type: 'select', required: true },
  { name: 'message', label: 'Message', type: 'textarea', required: true },
];

describe('isValidEmail', () => {
  it.each(['maya@example.com', 'a.b+tips@studio.co.uk', ' maya@example.com '])(
    'accepts %j',
    (value) => expect(isValidEmail(value)).toBe(true),
  );

  it.each(['', 'maya', 'maya@', '@example.com', 'maya@example', 'ma ya@example.com', 'a@@b.co'])(
    'rejects %j',
    (value) => expect(isValidEmail(value)).toBe(false),
  );
});

describe('isValidPhone', () => {
  it.each(['+44 20 7946 0958', '(212) 555-0123', '5550123', ' 020-7946-0958 ', '+123456789012345'])(
    'accepts %j',
    (value) => expect(isValidPhone(value)).toBe(true),
  );

  it.each([
    '',
    '555-012',
    '+1234567890123456',
    '555 0123 ext. 4',
    'call me',
    '0207946095a',
    '44+ 20 7946 0958',
  ])('rejects %j', (value) => expect(isValidPhone(value)).toBe(false));
});

describe('requiredMessage', () => {
  it('asks to enter text, or to choose from a list', () => {
    expect(requiredMessage({ name: 'name', label: 'Name' })).toBe('Please enter your name.');
    expect(requiredMessage({ name: 'first', label: 'First Name' })).toBe(
      'Please enter your first name.',
    );
    expect(requiredMessage({ name: 'industry', label: 'Industry', type: 'select' })).toBe(
      'Please choose your industry.',
    );
    expect(requiredMessage({ name: 'x', label: 'X', requiredMessage: 'Tell us more.' })).toBe(
      'Tell us more.',
    );
  });
});

describe('validateField', () => {
  it('treats spaces only as empty', () => {
    expect(validateField(NAME, '   ')).toBe('Please enter your name.');
  });

  it('leaves an empty optional field alone but checks a given value', () => {
    expect(validateField(PHONE, '')).toBeNull();
    expect(validateField(PHONE, '12')).toBe(INVALID_PHONE_MESSAGE);
    expect(validateField(PHONE, '555 0123')).toBeNull();
  });

  it('checks the e-mail format after the required check', () => {
    expect(validateField(EMAIL, '')).toBe('Please enter your email.');
    expect(validateField(EMAIL, 'maya@')).toBe(INVALID_EMAIL_MESSAGE);
  });
});

describe('validateForm', () => {
  it('gives one message per invalid field, in the order of the fields', () => {
    const errors = validateForm(FIELDS, { email: 'nope', phone: 'abc' });
    expect(Object.entries(errors)).toEqual([
      ['name', 'Please enter your name.'],
      ['email', INVALID_EMAIL_MESSAGE],
      ['phone', INVALID_PHONE_MESSAGE],
      ['industry', 'Please choose your industry.'],
      ['message', 'Please enter your message.'],
    ]);
  });

  it('is empty for a valid form', () => {
    expect(
      validateForm(FIELDS, {
        name: 'Maya',
        email: 'maya@example.com',
        industry: 'design',
        message: 'Hello',
      }),
    ).toEqual({});
  });
});

describe('trimValues', () => {
  it('keeps every field, trimmed', () => {
    expect(trimValues(FIELDS, { name: ' Maya ', email: 'maya@example.com ' })).toEqual({
      name: 'Maya',
      email: 'maya@example.com',
      phone: '',
      industry: '',
      message: '',
    });
  });
});
