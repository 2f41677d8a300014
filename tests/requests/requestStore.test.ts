// @vitest-environment node
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import {
  STORAGE_FAILED_MESSAGE,
  STORAGE_FULL_MESSAGE,
} from '../../src/features/requests/requestCopy.ts';
import {
  isQuotaExceeded,
  makeRequestRecord,
  saveFailureMessage,
  saveRequest,
} from '../../src/features/requests/requestStore.ts';
import { db } from '../../src/lib/db.ts';

describe('makeRequestRecord', () => {
  it('stamps an id, the time and whether the device was offline', () => {
    const record = makeRequestRecord(
      { kind: 'media', summary: 'Media: Dwell', fields: { name: 'Ana' } },
      new Date('2025-03-01T10:00:00Z'),
      false,
    );
    expect(record).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      kind: 'media',
      summary: 'Media: Dwell',
      fields: { name: 'Ana' },
      createdAt: '2025-03-01T10:00:00.000Z',
      sentOffline: true,
    });
  });
});

describe('saveRequest', () => {
  it('keeps a copy that comes from no form', async () => {
    const record = await saveRequest({
      kind: 'delivery-notify',
      summary: 'Delivery updates for SW1A: maya@example.com',
      fields: { email: 'maya@example.com', area: 'SW1A' },
    });
    expect(await db.requests.get(record.id)).toEqual(record);
  });
});

describe('isQuotaExceeded', () => {
  it('recognises the quota error, also wrapped in an AbortError', () => {
    const quota = new DOMException('Full', 'QuotaExceededError');
    expect(isQuotaExceeded(quota)).toBe(true);
    expect(isQuotaExceeded({ name: 'AbortError', inner: quota })).toBe(true);
    expect(isQuotaExceeded({ name: 'AbortError', inner: new Error('other') })).toBe(false);
    expect(isQuotaExceeded(new Error('boom'))).toBe(false);
    expect(isQuotaExceeded(null)).toBe(false);
  });

  it('picks the message to show', () => {
    expect(saveFailureMessage(new DOMException('Full', 'QuotaExceededError'))).toBe(
      STORAGE_FULL_MESSAGE,
    );
    expect(saveFailureMessage(new Error('boom'))).toBe(STORAGE_FAILED_MESSAGE);
  });
});
