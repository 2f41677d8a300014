import { AUTH_STORAGE_KEY } from '../../src/lib/backendConfig.ts';
import { SESSION_STORAGE_KEY, deviceId, storedAccountId } from '../../src/lib/syncCapture.ts';

describe('who is writing', () => {
  it('reads the session under the key supabase-js keeps it', () => {
    expect(SESSION_STORAGE_KEY).toBe(AUTH_STORAGE_KEY);
  });

  it('finds the signed-in account, or no one', () => {
    expect(storedAccountId()).toBe('');
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ user: { id: 'user-7' } }));
    expect(storedAccountId()).toBe('user-7');
    localStorage.setItem(AUTH_STORAGE_KEY, '{not json');
    expect(storedAccountId()).toBe('');
  });

  it('keeps one id for this device', () => {
    const first = deviceId();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(deviceId()).toBe(first);
  });
});
