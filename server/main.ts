import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { accessPassword } from '../build/gate-digest.ts';
import { apiKeysPath, loadOrCreateApiKeys } from './backend/apiKeys.ts';
import { readBackendConfig } from './backend/config.ts';
import type { BackendSettings } from './backend/config.ts';
import { DataDirInUseError } from './backend/dataDirLock.ts';
import {
  buildTimeSupabaseUrl,
  ConfigError,
  connectSourcesFor,
  readServerConfig,
} from './config.ts';
import type { ServerConfig } from './config.ts';
import { startServer } from './listen.ts';
import type { RunningServer } from './listen.ts';
import { errorCode } from './errorCode.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

function fail(message: string): void {
  console.error(message);
  process.exitCode = 1;
}

function stopOnSignals(running: RunningServer): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) {
      // A second Ctrl+C means "now", even if a connection is still draining.
      process.exit(1);
    }
    stopping = true;
    console.log(`\nReceived ${signal}, stopping Aurevia...`);
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

interface Config {
  readonly server: ServerConfig;
  readonly backend: BackendSettings;
}

function readConfigOrExplain(): Config | undefined {
  try {
    return {
      server: readServerConfig(process.env, repoRoot),
      backend: readBackendConfig(process.env, repoRoot),
    };
  } catch (error) {
    if (error instanceof ConfigError) return void fail(error.message);
    throw error;
  }
}

async function main(): Promise<void> {
  const configs = readConfigOrExplain();
  if (!configs) return;
  const { server: config, backend } = configs;

  if (!existsSync(join(config.distDir, 'index.html'))) {
    const where = config.isDefaultDistDir ? 'dist/' : config.distDir;
    return fail(`No build found in ${where}. Run \`npm run build\` first, or use \`npm start\`.`);
  }

  const { connectSrc, warning } = connectSourcesFor(await buildTimeSupabaseUrl(repoRoot));
  if (warning) console.warn(warning);

  let running: RunningServer;
  try {
    running = await startServer({
      port: config.port,
      host: config.host,
      distDir: config.distDir,
      connectSrc,
      dataDir: backend.dataDir,
      backend,
    });
  } catch (error) {
    if (error instanceof DataDirInUseError) return fail(`Cannot start Aurevia: ${error.message}`);
    const code = errorCode(error);
    const target = config.host ? `${config.host}:${config.port}` : `port ${config.port}`;
    if (code === 'EADDRINUSE') {
      return fail(
        `Cannot start Aurevia: ${target} is already in use. Stop the other server, or choose ` +
          `another port, e.g. PORT=${config.port + 1} npm start.`,
      );
    }
    if (code === 'EACCES') return fail(`Cannot start Aurevia: not allowed to listen on ${target}.`);
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') {
      return fail(
        `Cannot start Aurevia: HOST "${config.host ?? ''}" is not an address of this machine.`,
      );
    }
    throw error;
  }

  stopOnSignals(running);
  console.log(`Aurevia is running at ${running.url}`);
  console.log(`Access password: ${accessPassword()}`);
  console.log(`Caught e-mail (sign-up confirmations): ${running.url}/_emulator/mail`);
  console.log(`Backend data: ${backend.dataDir}`);
  // Like `supabase start`: the keys a script or the admin API needs, kept in DATA_DIR only.
  const apiKeys = await loadOrCreateApiKeys(backend.dataDir);
  console.log(`anon key: ${apiKeys.anon}`);
  console.log(`service_role key: ${apiKeys.serviceRole}`);
  console.log(
    `  (kept in ${apiKeysPath(backend.dataDir)}; the service_role key bypasses every rule: keep it secret)`,
  );
}

await main();
