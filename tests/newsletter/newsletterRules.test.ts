// @vitest-environment node
import { isValidEmail } from '../../src/features/newsletter/newsletterRules.ts';

describe('isValidEmail', () => {
  it.each(['maya@example.com', 'a.b+tips@studio.co.uk', ' maya@example.com '])(
    'accepts %j',
    (value) => expect(isValidEmail(value)).toBe(true),
  );

  it.each([
    '',
    ' ',
    'maya',
    'maya@',
    '@example.com',
    'maya@example',
    'ma ya@example.com',
    'maya@@example.com',
    'maya@example.',
  ])('rejects %j', (value) => expect(isValidEmail(value)).toBe(false));
});
