import { join, resolve } from 'node:path';

export const DEFAULT_PORT = 4173;

/** A setting the person starting the server got wrong; the message is shown to them as is. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

export interface ServerConfig {
  readonly port: number;
  readonly host: string | undefined;
  readonly distDir: string;
  /** True when DIST_DIR was not given, so messages can name "dist/" the way the docs do. */
  readonly isDefaultDistDir: boolean;
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_PORT;
  const trimmed = value.trim();
  const port = Number(trimmed);
  if (!/^\d+$/.test(trimmed) || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, not "${value}".`);
  }
  return port;
}

/**
 * The default build folder is found from the repository root rather than the working directory,
 * so the server starts the same from any folder. A DIST_DIR typed by a person is taken relative to
 * where they typed it.
 */
export function readServerConfig(env: NodeJS.ProcessEnv, repoRoot: string): ServerConfig {
  const host = env.HOST?.trim();
  const distDir = env.DIST_DIR?.trim();
  return {
    port: parsePort(env.PORT),
    host: host ? host : undefined,
    distDir: distDir ? resolve(distDir) : join(repoRoot, 'dist'),
    isDefaultDistDir: !distDir,
  };
}

export interface ConnectSources {
  readonly connectSrc: string[];
  readonly warning?: string;
}

/** The page talks to a hosted Supabase project only when one is configured; CSP must allow it. */
export function connectSourcesFor(supabaseUrl: string | undefined): ConnectSources {
  if (!supabaseUrl || supabaseUrl.trim() === '') return { connectSrc: [] };
  let url: URL;
  try {
    url = new URL(supabaseUrl.trim());
  } catch {
    return {
      connectSrc: [],
      warning: `Ignoring VITE_SUPABASE_URL: "${supabaseUrl}" is not a URL.`,
    };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return {
      connectSrc: [],
      warning: `Ignoring VITE_SUPABASE_URL: expected an http(s) URL, got "${supabaseUrl}".`,
    };
  }
  return { connectSrc: [url.origin] };
}

/**
 * VITE_SUPABASE_URL as the production build saw it: the environment, else the .env files Vite
 * reads. Reading only process.env would leave the CSP blocking a project configured in .env.
 */
export async function buildTimeSupabaseUrl(repoRoot: string): Promise<string | undefined> {
  const fromEnvironment = process.env.VITE_SUPABASE_URL;
  if (fromEnvironment !== undefined && fromEnvironment.trim() !== '') return fromEnvironment;
  const { loadEnv } = await import('vite');
  return loadEnv('production', repoRoot, 'VITE_').VITE_SUPABASE_URL;
}
