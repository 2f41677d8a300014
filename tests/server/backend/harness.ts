import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@supabase/supabase-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { BackendSettings } from '../../../server/backend/config.ts';
import { startServer } from '../../../server/listen.ts';
import type { RunningServer } from '../../../server/listen.ts';
import { createFixtureDist } from '../fixtureDist.ts';
import { seedDatabase } from '../../../scripts/databaseTemplate.ts';
import type { FixtureDist } from '../fixtureDist.ts';

export interface MailJson {
  readonly id: string;
  readonly to: string;
  readonly subject: string;
  readonly sent_at: string;
  readonly links: string[];
  readonly text: string;
}

export interface Harness {
  readonly url: string;
  readonly dataDir: string;
  running: RunningServer;
  /** A fresh supabase-js client with no stored session, as a new browser would be. */
  client(): SupabaseClient;
  mail(): Promise<MailJson[]>;
  /** The newest e-mail to this address. */
  lastMailTo(email: string): Promise<MailJson>;
  /**
   * Stops the server and starts it again on the same data directory and port; `whileStopped`
   * runs in between, when the data directory is free (e.g. to age a session in the database).
   */
  restart(whileStopped?: () => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

export type BackendOverrides = Partial<Omit<BackendSettings, 'dataDir'>>;

/** The embedded backend over real HTTP, on a fresh data directory and a free port. */
export async function startBackend(backend: BackendOverrides = {}): Promise<Harness> {
  const fixture: FixtureDist = createFixtureDist();
  const dataDir = mkdtempSync(join(tmpdir(), 'aurevia-data-'));
  await seedDatabase(dataDir);
  let running = await startServer({
    port: 0,
    host: '127.0.0.1',
    distDir: fixture.distDir,
    dataDir,
    backend,
  });
  const url = running.url;
  const harness: Harness = {
    url,
    dataDir,
    get running() {
      return running;
    },
    set running(value) {
      running = value;
    },
    client: () =>
      createClient(url, 'anon-key', {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      }),
    mail: async () => (await (await fetch(`${url}/_emulator/mail.json`)).json()) as MailJson[],
    lastMailTo: async (email) => {
      const mails = await harness.mail();
      const found = mails.find((mail) => mail.to === email.toLowerCase());
      if (!found) throw new Error(`No e-mail to ${email}`);
      return found;
    },
    restart: async (whileStopped) => {
      const port = running.port;
      await running.close();
      await whileStopped?.();
      running = await startServer({
        port,
        host: '127.0.0.1',
        distDir: fixture.distDir,
        dataDir,
        backend,
      });
    },
    close: async () => {
      await running.close();
      fixture.remove();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return harness;
}

let counter = 0;

/** A new address per call, so tests never collide with each other's accounts. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}@example.com`;
}

/** Follows a link without following its redirect, to read where it points. */
export async function openLink(link: string): Promise<Response> {
  return fetch(link, { redirect: 'manual' });
}

/** The key/value pairs of a URL's fragment. */
export function fragmentOf(location: string): URLSearchParams {
  return new URLSearchParams(new URL(location).hash.slice(1));
}

/** Signs up and confirms through the e-mailed link; returns the password used. */
export async function createConfirmedUser(
  harness: Harness,
  email: string,
  password = 'correct-horse',
): Promise<string> {
  const { error } = await harness
    .client()
    .auth.signUp({ email, password, options: { emailRedirectTo: `${harness.url}/dashboard` } });
  if (error) throw error;
  const mail = await harness.lastMailTo(email);
  const response = await openLink(mail.links[0] ?? '');
  if (response.status !== 303) throw new Error(`Confirmation answered ${response.status}`);
  return password;
}

export interface SignedIn {
  /** A supabase-js client holding the new account's session. */
  readonly client: SupabaseClient;
  readonly userId: string;
  readonly accessToken: string;
}

/** A new account, signed in; the backend must run with mailerAutoconfirm. */
export async function signUpSignedIn(harness: Harness, label: string): Promise<SignedIn> {
  const client = harness.client();
  const { data, error } = await client.auth.signUp({
    email: uniqueEmail(label),
    password: 'correct-horse-battery',
  });
  if (error || !data.session || !data.user) throw error ?? new Error('Sign-up gave no session');
  return { client, userId: data.user.id, accessToken: data.session.access_token };
}
