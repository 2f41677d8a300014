// @vitest-environment node
import {
  AUTO_DETECTED_LOCATION,
  canCheckPostcode,
  canSendNotifyEmail,
  isDeliveryAvailable,
  trimPostcode,
} from '../../src/features/delivery/deliveryRules.ts';

describe('isDeliveryAvailable', () => {
  it.each([
    ['90210', 'a service area'],
    ['sw1a 1aa', 'SW1A in lower case'],
    ['M1 1AA', 'Manchester'],
    ['2000', 'Sydney'],
    ['31090', 'contains "90"'],
    ['10115', 'contains "10"'],
    ['10001', 'New York'],
    ['  SW1A 2AA  ', 'spaces around it'],
    ['m1 1aa', 'M1 1AA in lower case'],
  ])('%j is available (%s)', (postcode) => {
    expect(isDeliveryAvailable(postcode)).toBe(true);
  });

  it.each([
    ['12345'],
    ['ZZZ'],
    ['zzz'],
    [''],
    ['   '],
    ['M11AA'],
    ['9 0'],
    [AUTO_DETECTED_LOCATION],
  ])('%j is unavailable', (postcode) => {
    expect(isDeliveryAvailable(postcode)).toBe(false);
  });
});

describe('trimming', () => {
  it('checks the postcode without the spaces around it', () => {
    expect(trimPostcode('  90210 \t')).toBe('90210');
    expect(trimPostcode('SW1A 1AA')).toBe('SW1A 1AA');
  });

  it.each([
    ['', false],
    ['   ', false],
    ['\t\n', false],
    [' 9 ', true],
    ['ZZZ', true],
  ])('a postcode of %j can be checked: %s', (postcode, expected) => {
    expect(canCheckPostcode(postcode)).toBe(expected);
  });

  it.each([
    ['', false],
    ['   ', false],
    ['maya', true],
    [' maya@example.com ', true],
  ])('a notify email of %j can be sent: %s (no format check)', (email, expected) => {
    expect(canSendNotifyEmail(email)).toBe(expected);
  });
});
