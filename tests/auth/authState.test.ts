import { createStore } from 'jotai';
import type { Session } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { authLoadingAtom, sessionAtom, userAtom } from '../../src/features/auth/authAtoms.ts';
import { applyAuthEvent } from '../../src/features/auth/authSession.ts';
import { readStoredSession } from '../../src/features/auth/storedSession.ts';

const session = {
  access_token: 'a',
  refresh_token: 'r',
  expires_in: 3600,
  token_type: 'bearer',
  user: {
    id: 'u1',
    email: 'ada@example.com',
    app_metadata: {},
    user_metadata: {},
    aud: 'authenticated',
    created_at: '',
  },
} as Session;

describe('stored session', () => {
  it('reads a session supabase-js stored, and ignores anything else', () => {
    localStorage.setItem('k', JSON.stringify(session));
    expect(readStoredSession(localStorage, 'k')?.user.email).toBe('ada@example.com');
    localStorage.setItem('k', '{not json');
    expect(readStoredSession(localStorage, 'k')).toBeNull();
    localStorage.setItem('k', JSON.stringify({ access_token: 'a' }));
    expect(readStoredSession(localStorage, 'k')).toBeNull();
    expect(readStoredSession(undefined, 'k')).toBeNull();
  });
});

describe('auth events', () => {
  it('stop loading at the first event and follow the session', () => {
    const store = createStore();
    expect(store.get(authLoadingAtom)).toBe(true);
    applyAuthEvent(store, 'INITIAL_SESSION', null);
    expect(store.get(authLoadingAtom)).toBe(false);
    expect(store.get(userAtom)).toBeNull();
    applyAuthEvent(store, 'SIGNED_IN', session);
    expect(store.get(userAtom)?.id).toBe('u1');
    applyAuthEvent(store, 'TOKEN_REFRESHED', { ...session, access_token: 'b' });
    expect(store.get(sessionAtom)?.access_token).toBe('b');
    applyAuthEvent(store, 'SIGNED_OUT', session);
    expect(store.get(sessionAtom)).toBeNull();
  });
});

describe('a refresh that fails', () => {
  it('keeps the stored session when the first read could not refresh it for want of a network', () => {
    const store = createStore();
    applyAuthEvent(store, 'INITIAL_SESSION', null, () => session);
    expect(store.get(userAtom)?.id).toBe('u1');
    expect(store.get(authLoadingAtom)).toBe(false);
  });

  it('signs out when supabase-js removed the session (a refresh that can never succeed)', () => {
    const store = createStore();
    applyAuthEvent(store, 'INITIAL_SESSION', session, () => session);
    applyAuthEvent(store, 'SIGNED_OUT', null, () => session);
    expect(store.get(sessionAtom)).toBeNull();
    applyAuthEvent(store, 'INITIAL_SESSION', null, () => null);
    expect(store.get(sessionAtom)).toBeNull();
  });

  it('follows every other event of spec 01 section 4', () => {
    const store = createStore();
    for (const event of [
      'SIGNED_IN',
      'TOKEN_REFRESHED',
      'USER_UPDATED',
      'PASSWORD_RECOVERY',
      'MFA_CHALLENGE_VERIFIED',
    ] as const) {
      applyAuthEvent(store, event, { ...session, access_token: event });
      expect(store.get(sessionAtom)?.access_token).toBe(event);
    }
  });
});
