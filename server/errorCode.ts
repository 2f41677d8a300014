/**
 * The `code` of a system or database error (`EEXIST`, `EPERM`, Postgres's `23505`), or undefined.
 * Read from the object's shape rather than through `instanceof Error`: an error made in another
 * realm (a `vm` context, a worker) is not an instance of this realm's `Error`.
 */
export function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}
