import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { createApp } from './app.ts';
import type { AppOptions } from './app.ts';

export interface StartServerOptions extends AppOptions {
  /** 0 picks a free port. */
  port: number;
  /** Unset listens on every interface, IPv4 and IPv6, so "localhost" works whichever it resolves to. */
  host?: string;
}

export interface RunningServer {
  /** Where a person on this machine should point a browser. */
  readonly url: string;
  readonly port: number;
  readonly server: Server;
  /** Stops accepting connections and resolves once the open ones have finished. */
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
 * Builds the app and listens. Rejects with the listen error (e.g. EADDRINUSE) so the caller can
 * explain it; nothing is left listening in that case.
 */
export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const { port, host, ...appOptions } = options;
  const app = createApp(appOptions);
  // Leave the global Request/Response alone: the same process may also run the app in-process.
  const server = createServer(getRequestListener(app.fetch, { overrideGlobalObjects: false }));
  await listen(server, port, host);
  const actualPort = (server.address() as AddressInfo).port;
  return {
    url: browsableUrl(host, actualPort),
    port: actualPort,
    server,
    close: () => closeServer(server),
  };
}
