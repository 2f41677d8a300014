import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Session } from '@supabase/supabase-js';
import { authLoadingAtom, sessionAtom } from '../../src/features/auth/authAtoms.ts';

export interface AppContext {
  path?: string;
  session?: Session | null;
  loading?: boolean;
}

/** Renders inside a fresh jotai store and an in-memory wouter location. */
export function renderWithApp(
  ui: ReactElement,
  { path = '/', session = null, loading = false }: AppContext = {},
) {
  const store = createStore();
  store.set(sessionAtom, session);
  store.set(authLoadingAtom, loading);
  const location = memoryLocation({ path, record: true });
  const result = render(
    <Provider store={store}>
      <Router hook={location.hook}>{ui}</Router>
    </Provider>,
  );
  return { ...result, store, location };
}

export function fakeSession(
  email = 'maya@example.com',
  metadata: Record<string, string> = {},
): Session {
  return {
    access_token: 'access',
    refresh_token: 'refresh',
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    token_type: 'bearer',
    user: {
      id: 'user-1',
      aud: 'authenticated',
      email,
      app_metadata: {},
      user_metadata: metadata,
      created_at: '2025-01-07T00:00:00.000Z',
    },
  };
}

/** jsdom's scrollY is read-only; tests replace it and announce the scroll. */
export function setScrollY(value: number): void {
  Object.defineProperty(window, 'scrollY', { value, configurable: true, writable: true });
}

/** Lets one animation frame pass, so rAF-throttled scroll handlers have run. */
export function nextFrame(): Promise<void> {
  return act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
}
