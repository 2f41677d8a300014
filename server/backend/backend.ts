import { mkdirSync } from 'node:fs';
import type { Hono, MiddlewareHandler } from 'hono';
import type { RouteRegistrar } from '../app.ts';
import { registerAuthRoutes } from './authRoutes.ts';
import type { BackendContext } from './backendContext.ts';
import { registerCheckoutRoutes } from './checkoutRoutes.ts';
import { DEFAULT_JWT_EXPIRY, DEFAULT_RATE_LIMITS } from './config.ts';
import type { BackendSettings } from './config.ts';
import { corsMiddleware, DATA_CORS_ALLOWED_HEADERS } from './cors.ts';
import { lockDataDir } from './dataDirLock.ts';
import { openDatabase } from './db.ts';
import type { Database } from './db.ts';
import { registerEmailRoutes } from './emailRoutes.ts';
import { loadOrCreateSigningKeys } from './keys.ts';
import { registerMailRoutes } from './mailRoutes.ts';
import { migrate } from './migrate.ts';
import { AuthRateLimiter } from './rateLimit.ts';
import { registerRestRoutes } from './rest/restRoutes.ts';
import { registerStorageRoutes } from './storage/storageRoutes.ts';

export interface Backend {
  readonly settings: BackendSettings;
  /** Mounted before the app's static files and shell. */
  readonly routes: readonly RouteRegistrar[];
  /**
   * Refuses new calls, lets the ones in flight finish (their writes commit), then closes the
   * database and gives DATA_DIR back.
   */
  close(): Promise<void>;
}

/** Backend settings with every unspecified one at its default. */
export function backendSettings(
  dataDir: string,
  overrides: Partial<Omit<BackendSettings, 'dataDir'>> = {},
): BackendSettings {
  return {
    dataDir,
    siteUrl: overrides.siteUrl,
    mailerAutoconfirm: overrides.mailerAutoconfirm ?? false,
    securePasswordChange: overrides.securePasswordChange,
    jwtExpiry: overrides.jwtExpiry ?? DEFAULT_JWT_EXPIRY,
    rateLimits: { ...DEFAULT_RATE_LIMITS, ...overrides.rateLimits },
  };
}

const BACKEND_PATHS = [
  '/auth/v1/*',
  '/functions/v1/*',
  '/rest/v1/*',
  '/storage/v1/*',
  '/_emulator',
  '/_emulator/*',
];
/** The hosted API's paths, which any origin may call. */
const CORS_PATHS = ['/auth/v1/*', '/functions/v1/*', '/.well-known/jwks.json'];
/** The data API and storage, whose calls carry a few more headers. */
const DATA_CORS_PATHS = ['/rest/v1/*', '/storage/v1/*'];
/** A request still running after this long is not waited for at shutdown. */
const DRAIN_TIMEOUT_MS = 10_000;

class InFlight {
  private count = 0;
  private closing = false;
  private waiters: (() => void)[] = [];

  middleware(): MiddlewareHandler {
    return async (c, next) => {
      if (this.closing) {
        return c.json({ error: 'The server is shutting down.' }, 503, { 'Retry-After': '1' });
      }
      this.count += 1;
      try {
        await next();
      } finally {
        this.count -= 1;
        if (this.count === 0) for (const wake of this.waiters.splice(0)) wake();
      }
    };
  }

  async drain(): Promise<void> {
    this.closing = true;
    if (this.count === 0) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, DRAIN_TIMEOUT_MS);
      timer.unref();
      this.waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}

/**
 * Opens the backend kept in `settings.dataDir`: locks the folder, opens and migrates the
 * database, loads or makes the signing key. Nothing is left open if any step fails.
 */
export async function openBackend(settings: BackendSettings): Promise<Backend> {
  mkdirSync(settings.dataDir, { recursive: true, mode: 0o700 });
  const unlock = lockDataDir(settings.dataDir);
  let db: Database | undefined;
  try {
    db = await openDatabase(settings.dataDir);
    await migrate(db);
    const keys = await loadOrCreateSigningKeys(settings.dataDir);
    const ctx: BackendContext = {
      db,
      keys,
      settings,
      limiter: new AuthRateLimiter(settings.rateLimits),
    };
    const inFlight = new InFlight();
    const register = (app: Hono): void => {
      const track = inFlight.middleware();
      for (const path of [...BACKEND_PATHS, '/.well-known/jwks.json']) app.use(path, track);
      const cors = corsMiddleware();
      for (const path of CORS_PATHS) app.use(path, cors);
      const dataCors = corsMiddleware(DATA_CORS_ALLOWED_HEADERS);
      for (const path of DATA_CORS_PATHS) app.use(path, dataCors);
      registerAuthRoutes(app, ctx);
      registerEmailRoutes(app, ctx);
      registerMailRoutes(app, ctx);
      registerCheckoutRoutes(app, ctx);
      registerRestRoutes(app, ctx);
      registerStorageRoutes(app, ctx);
    };
    const database = db;
    let closed: Promise<void> | undefined;
    return {
      settings,
      routes: [register],
      close: () =>
        (closed ??= (async () => {
          await inFlight.drain();
          try {
            await database.close();
          } finally {
            unlock();
          }
        })()),
    };
  } catch (error) {
    await db?.close().catch(() => undefined);
    unlock();
    throw error;
  }
}
