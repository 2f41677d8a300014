import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { createApp } from './app.ts';
import { prepareStaticFiles } from './staticFiles.ts';
import type { AppOptions } from './app.ts';
import { backendSettings, openBackend } from './backend/backend.ts';
import type { Backend } from './backend/backend.ts';
import type { BackendSettings } from './backend/config.ts';

export interface StartServerOptions extends AppOptions {
  /** 0 picks a free port. */
  port: number;
  /** Unset listens on every interface, IPv4 and IPv6, so "localhost" works whichever it resolves to. */
  host?: string;
  /**
   * Where the embedded backend (auth, checkout, mailbox) keeps its database and signing key.
   * Without it only the app is served.
   */
  dataDir?: string;
  /** The backend's other settings; each one left out takes its default. */
  backend?: Partial<Omit<BackendSettings, 'dataDir'>>;
}

export interface RunningServer {
  /** Where a person on this machine should point a browser. */
  readonly url: string;
  readonly port: number;
  readonly server: Server;
  /** The embedded backend, when a dataDir was given. */
  readonly backend: Backend | undefined;
  /**
   * Stops accepting connections, lets the open ones finish, then closes the backend's database
   * so every committed write is on disk.
   */
  close(): Promise<void>;
}

/** In-flight requests get this long to finish before their connections are cut. */
const SHUTDOWN_GRACE_MS = 3000;

const WILDCARD_HOSTS = new Set(['', '0.0.0.0', '::', '[::]']);

function browsableUrl(host: string | undefined, port: number): string {
  if (host === undefined || WILDCARD_HOSTS.has(host)) return `http://localhost:${port}`;
  const hostname = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return `http://${hostname}:${port}`;
}

function listen(server: Server, port: number, host: string | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error): void => {
      server.off('listening', onListening);
      reject(error);
    };
    const onListening = (): void => {
      server.off('error', onError);
      resolve();
    };
    server.once('error', onError);
    server.once('listening', onListening);
    if (host === undefined) server.listen(port);
    else server.listen(port, host);
  });
}

/** How long an idle kept-alive connection stays open. */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    const forceClose = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    forceClose.unref();
    server.close((error) => {
      clearTimeout(forceClose);
      if (error) reject(error);
      else resolve();
    });
    // Keep-alive sockets with no request in flight would otherwise hold close() open.
    server.closeIdleConnections();
  });
}

/**
 * Opens the backend (when asked), builds the app and listens. Rejects with the failing step's
 * error (e.g. EADDRINUSE, or DataDirInUseError) so the caller can explain it; nothing is left
 * listening or open in that case.
 */
export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const { port, host, dataDir, backend: backendOptions, ...appOptions } = options;
  // The build's compressed forms are made on zlib's threads while the database opens.
  const [backend] = await Promise.all([
    dataDir === undefined ? undefined : openBackend(backendSettings(dataDir, backendOptions)),
    prepareStaticFiles(appOptions.distDir),
  ]);
  let server: Server;
  try {
    const app = createApp({
      ...appOptions,
      routes: [...(appOptions.routes ?? []), ...(backend?.routes ?? [])],
    });
    // Leave the global Request/Response alone: the same process may also run the app in-process.
    server = createServer(getRequestListener(app.fetch, { overrideGlobalObjects: false }));
    // Node drops an idle kept-alive connection after 5 s, which races a client that reuses it
    // just then (the request dies with ECONNRESET). Outlast the clients' own idle limits instead,
    // as proxies do; shutdown still closes idle connections at once.
    server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
    server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
    await listen(server, port, host);
  } catch (error) {
    await backend?.close();
    throw error;
  }
  const actualPort = (server.address() as AddressInfo).port;
  let closing: Promise<void> | undefined;
  return {
    url: browsableUrl(host, actualPort),
    port: actualPort,
    server,
    backend,
    close: () =>
      (closing ??= (async () => {
        try {
          await closeServer(server);
        } finally {
          await backend?.close();
        }
      })()),
  };
}
