import { join, resolve } from 'node:path';
import { ConfigError } from '../config.ts';

/** How many requests one client address may make per window before it gets a 429. */
export interface RateLimits {
  /** Password sign-ins (`token?grant_type=password`) per 5 minutes. */
  readonly signIn: number;
  /** Token refreshes per 5 minutes. */
  readonly refresh: number;
  /** Sign-ups per 5 minutes. */
  readonly signUp: number;
  /** Link and code checks (`verify`) per 5 minutes; slows down guessing a 6-digit code. */
  readonly verify: number;
  /** E-mails asked for (sign-up confirmations, one-time codes, recovery, resends) per hour. */
  readonly email: number;
}

export interface BackendSettings {
  /** Where the database and the signing key live. */
  readonly dataDir: string;
  /**
   * The app's own URL (no trailing slash). Redirects after a confirmation link may only go
   * there. Undefined means the origin each request was made to.
   */
  readonly siteUrl: string | undefined;
  /** Sign-ups are confirmed at once, without an e-mail, and sign-up returns a session. */
  readonly mailerAutoconfirm: boolean;
  /** Lifetime of an access token, in seconds. */
  readonly jwtExpiry: number;
  readonly rateLimits: RateLimits;
  /**
   * Hosted Supabase's "secure password change": a password change from a session signed in
   * more than 24 hours ago needs the code sent by /reauthenticate. Unset means on.
   */
  readonly securePasswordChange?: boolean;
}

export const DEFAULT_JWT_EXPIRY = 3600;

/**
 * Generous for a person trying things by hand, tight enough to stop a script hammering one
 * address. GoTrue's hosted defaults are of the same order.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  signIn: 30,
  refresh: 150,
  signUp: 30,
  verify: 30,
  email: 30,
};

/** Secure password change is on unless SECURE_PASSWORD_CHANGE=false. */
export const DEFAULT_SECURE_PASSWORD_CHANGE = true;

export function securePasswordChangeOn(settings: BackendSettings): boolean {
  return settings.securePasswordChange ?? DEFAULT_SECURE_PASSWORD_CHANGE;
}

const RATE_LIMIT_VARIABLES: Readonly<Record<keyof RateLimits, string>> = {
  signIn: 'AUTH_RATE_LIMIT_SIGN_IN',
  refresh: 'AUTH_RATE_LIMIT_REFRESH',
  signUp: 'AUTH_RATE_LIMIT_SIGN_UP',
  verify: 'AUTH_RATE_LIMIT_VERIFY',
  email: 'AUTH_RATE_LIMIT_EMAIL',
};

function present(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function parseWholeNumber(name: string, value: string, min: number, max: number): number {
  const number = Number(value);
  if (!/^\d+$/.test(value) || number < min || number > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, not "${value}".`);
  }
  return number;
}

function parseBoolean(name: string, value: string | undefined): boolean {
  const text = present(value)?.toLowerCase();
  if (text === undefined) return false;
  if (['true', '1', 'yes', 'on'].includes(text)) return true;
  if (['false', '0', 'no', 'off'].includes(text)) return false;
  throw new ConfigError(`${name} must be true or false, not "${value ?? ''}".`);
}

/** Validates a site URL and drops the trailing slash, so paths can be appended to it. */
function parseSiteUrl(value: string, name = 'SITE_URL'): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} must be a URL such as http://localhost:4173, not "${value}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`${name} must be an http(s) URL, not "${value}".`);
  }
  if (url.search || url.hash) {
    throw new ConfigError(`${name} must not carry a query or a fragment: "${value}".`);
  }
  return url.href.replace(/\/+$/, '');
}

function readRateLimits(env: NodeJS.ProcessEnv): RateLimits {
  const scaleText = present(env.AUTH_RATE_LIMIT_SCALE);
  let scale = 1;
  if (scaleText !== undefined) {
    scale = Number(scaleText);
    if (!Number.isFinite(scale) || scale <= 0 || !/^\d*\.?\d+$/.test(scaleText)) {
      throw new ConfigError(
        `AUTH_RATE_LIMIT_SCALE must be a positive number such as 100, not "${scaleText}".`,
      );
    }
  }
  const limits: Record<keyof RateLimits, number> = { ...DEFAULT_RATE_LIMITS };
  for (const key of Object.keys(RATE_LIMIT_VARIABLES) as (keyof RateLimits)[]) {
    const name = RATE_LIMIT_VARIABLES[key];
    const value = present(env[name]);
    const base = value === undefined ? limits[key] : parseWholeNumber(name, value, 1, 1_000_000);
    limits[key] = Math.max(1, Math.round(base * scale));
  }
  return limits;
}

/**
 * The backend's settings from the environment. Like DIST_DIR, a DATA_DIR typed by a person is
 * taken relative to where they typed it, and the default sits at the repository root.
 */
export function readBackendConfig(env: NodeJS.ProcessEnv, repoRoot: string): BackendSettings {
  const dataDir = present(env.DATA_DIR);
  const siteUrl = present(env.SITE_URL);
  const jwtExpiry = present(env.JWT_EXPIRY);
  return {
    dataDir: dataDir ? resolve(dataDir) : join(repoRoot, '.data'),
    siteUrl: siteUrl === undefined ? undefined : parseSiteUrl(siteUrl),
    mailerAutoconfirm: parseBoolean('MAILER_AUTOCONFIRM', env.MAILER_AUTOCONFIRM),
    jwtExpiry:
      jwtExpiry === undefined
        ? DEFAULT_JWT_EXPIRY
        : parseWholeNumber('JWT_EXPIRY', jwtExpiry, 1, 7 * 24 * 3600),
    rateLimits: readRateLimits(env),
    // Left undefined when unset, which reads as the default (on).
    securePasswordChange:
      present(env.SECURE_PASSWORD_CHANGE) === undefined
        ? undefined
        : parseBoolean('SECURE_PASSWORD_CHANGE', env.SECURE_PASSWORD_CHANGE),
  };
}
