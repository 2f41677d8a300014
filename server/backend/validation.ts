import { AuthError, validationFailed, weakPassword } from './authErrors.ts';

/** The spec's minimum (01 §9), which is also GoTrue's default. */
export const MIN_PASSWORD_LENGTH = 6;
/** GoTrue's ceiling, inherited from bcrypt, kept so both back ends accept the same passwords. */
export const MAX_PASSWORD_BYTES = 72;

// The format GoTrue's checkmail accepts: a liberal local part, then dot-separated DNS labels.
const EMAIL_FORMAT =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** GoTrue's validateEmail: required, at most 255 characters, a valid format; lower-cased. */
export function validateEmail(email: string): string {
  if (email === '') throw validationFailed('An email address is required');
  if (email.length > 255) throw validationFailed('An email address is too long');
  if (!EMAIL_FORMAT.test(email)) {
    throw validationFailed('Unable to validate email address: invalid format');
  }
  return email.toLowerCase();
}

/** 400 for an over-long password, 422 weak_password for a short one, as GoTrue answers. */
export function checkPasswordStrength(password: string): void {
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) {
    throw validationFailed(`Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  }
  if ([...password].length < MIN_PASSWORD_LENGTH) {
    throw weakPassword(`Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, [
      'length',
    ]);
  }
}

const E164 = /^[1-9]\d{1,14}$/;

/**
 * GoTrue's validatePhone: a leading plus and spaces are dropped, and what is left must be E.164
 * digits (kept without the plus). Brackets, dashes and letters are refused, as hosted.
 */
export function validatePhone(phone: string): string {
  const digits = phone.replace(/^\+/, '').replaceAll(' ', '');
  if (!E164.test(digits)) {
    throw new AuthError(400, 'validation_failed', 'Invalid phone number format (E.164 required)');
  }
  return digits;
}
