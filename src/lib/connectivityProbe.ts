/**
 * The contract between the pages, the service worker and the server about telling whether the
 * network answers. Plain constants: the worker (sw/sw.ts) and the server (server/) import it.
 */

/**
 * A tiny endpoint of the app's own origin: the server answers 204 at once, and the worker never
 * answers it from the precache, so an answer proves the network works.
 */
export const CONNECTIVITY_PROBE_PATH = '/_connectivity';

/** The worker's message to open pages: its own network fetches got an answer (or none). */
export const NETWORK_MESSAGE_TYPE = 'aurevia-network';

export interface NetworkMessage {
  type: typeof NETWORK_MESSAGE_TYPE;
  online: boolean;
}

export function isNetworkMessage(data: unknown): data is NetworkMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === NETWORK_MESSAGE_TYPE &&
    typeof (data as { online?: unknown }).online === 'boolean'
  );
}
