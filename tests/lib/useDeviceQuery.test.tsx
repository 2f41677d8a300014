import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AureviaDb } from '../../src/lib/db.ts';
import type { RequestRecord } from '../../src/lib/deviceRecords.ts';
import { startFreshDevice } from './freshDevice.ts';

const request = (id: string): RequestRecord => ({
  id,
  kind: 'contact',
  summary: `Message ${id}`,
  fields: {},
  createdAt: '2025-01-01T10:00:00.000Z',
  sentOffline: false,
});

const readIds = (db: AureviaDb) =>
  db.requests
    .orderBy('createdAt')
    .toArray()
    .then((rows) => rows.map((row) => row.id));

async function databaseNames(): Promise<string[]> {
  return (await indexedDB.databases()).map((database) => database.name ?? '');
}

beforeEach(startFreshDevice);

describe('a query over the device database', () => {
  it('shows nothing stored without creating the database, then follows what this tab stores', async () => {
    const { useDeviceQuery } = await import('../../src/lib/useDeviceQuery.ts');
    const read = vi.fn(readIds);
    const { result } = renderHook(() => useDeviceQuery(read, [], ['none']));
    await waitFor(() => expect(result.current).toEqual(['none']));
    expect(read).not.toHaveBeenCalled();
    expect(await databaseNames()).toEqual([]);

    await act(async () => {
      const { db } = await import('../../src/lib/db.ts');
      await db.requests.add(request('first'));
    });
    await waitFor(() => expect(result.current).toEqual(['first']));
    await act(async () => {
      const { db } = await import('../../src/lib/db.ts');
      await db.requests.add({ ...request('second'), createdAt: '2025-01-02T10:00:00.000Z' });
    });
    await waitFor(() => expect(result.current).toEqual(['first', 'second']));
  });

  it('starts when another tab of the app opens the database', async () => {
    const { useDeviceQuery } = await import('../../src/lib/useDeviceQuery.ts');
    const read = vi.fn(readIds);
    const { result } = renderHook(() => useDeviceQuery(read, [], ['none']));
    await waitFor(() => expect(result.current).toEqual(['none']));

    const otherTab = new BroadcastChannel('aurevia-device-database');
    otherTab.postMessage('opened');
    otherTab.close();
    await waitFor(() => expect(result.current).toEqual([]));
    expect(read).toHaveBeenCalled();
  });

  it('reads a database that exists at once, and follows its changes', async () => {
    const { db } = await import('../../src/lib/db.ts');
    await db.requests.add(request('kept'));
    const { useDeviceQuery } = await import('../../src/lib/useDeviceQuery.ts');
    const { result } = renderHook(() => useDeviceQuery(readIds, [], ['none']));
    await waitFor(() => expect(result.current).toEqual(['kept']));
    await act(async () => {
      await db.requests.delete('kept');
    });
    await waitFor(() => expect(result.current).toEqual([]));
  });
});
