/** The unlock flag lives in sessionStorage for the browser session (spec 01 section 4). */
export const GATE_STORAGE_KEY = 'aurevia-site-access';
export const GATE_UNLOCKED_VALUE = 'unlocked';

export const GATE_MESSAGES = {
  title: 'Aurevia Access',
  intro: 'This is a private prototype. Please enter the access password to continue.',
  note: 'This prototype is password protected for privacy and testing purposes.',
  submit: 'Enter Site',
  checking: 'Checking...',
  granted: 'Access granted! Welcome to the product.',
  denied: 'Incorrect password. Please try again.',
} as const;

export function canSubmitPassword(password: string, checking: boolean): boolean {
  return !checking && password.trim() !== '';
}

/** Compares without stopping at the first difference, so timing says nothing about the digest. */
export function digestsMatch(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

export function isUnlocked(storage: Storage | undefined): boolean {
  try {
    return storage?.getItem(GATE_STORAGE_KEY) === GATE_UNLOCKED_VALUE;
  } catch {
    return false;
  }
}

export function rememberUnlock(storage: Storage | undefined): void {
  try {
    storage?.setItem(GATE_STORAGE_KEY, GATE_UNLOCKED_VALUE);
  } catch {
    // Private modes may refuse storage: the gate then stays open for this page load only.
  }
}
