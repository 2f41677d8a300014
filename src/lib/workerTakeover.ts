/** If a new worker never takes over, the page reloads anyway: navigation waits for it to activate. */
export const TAKEOVER_FALLBACK_MS = 3000;
