import type { BackendSettings } from './config.ts';
import type { Database } from './db.ts';
import type { SigningKeys } from './keys.ts';
import type { AuthRateLimiter } from './rateLimit.ts';

/** What every route of the backend works with. */
export interface BackendContext {
  readonly db: Database;
  readonly keys: SigningKeys;
  readonly settings: BackendSettings;
  readonly limiter: AuthRateLimiter;
}
