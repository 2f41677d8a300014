import 'fake-indexeddb/auto';
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveRequest, useDeviceRequests } from '../../src/features/requests/index.ts';
import { db } from '../../src/lib/db.ts';
import type { RequestRecord } from '../../src/lib/deviceRecords.ts';

const record = (id: string, kind: RequestRecord['kind'], createdAt: string): RequestRecord => ({
  id,
  kind,
  summary: `${kind} ${id}`,
  fields: {},
  createdAt,
  sentOffline: false,
});

beforeEach(async () => {
  await db.delete({ disableAutoOpen: false });
  await db.requests.bulkAdd([
    record('a', 'contact', '2025-01-01T10:00:00.000Z'),
    record('b', 'booking', '2025-01-03T10:00:00.000Z'),
    record('c', 'contact', '2025-01-02T10:00:00.000Z'),
  ]);
});

describe('useDeviceRequests', () => {
  it('lists every request, newest first', async () => {
    const { result } = renderHook(() => useDeviceRequests());
    await waitFor(() => expect(result.current?.map((r) => r.id)).toEqual(['b', 'c', 'a']));
  });

  it('lists only the given kinds, and follows new ones live', async () => {
    const { result } = renderHook(() => useDeviceRequests(['contact']));
    await waitFor(() => expect(result.current?.map((r) => r.id)).toEqual(['c', 'a']));
    await act(async () => {
      await saveRequest({ kind: 'contact', summary: 'Message (General): Hi', fields: {} });
    });
    await waitFor(() => expect(result.current).toHaveLength(3));
    expect(result.current?.[0]?.summary).toBe('Message (General): Hi');
  });
});
