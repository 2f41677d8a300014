/**
 * Path prefixes that belong to the backend API (Supabase-compatible auth, functions, REST, storage, and the
 * local emulator's controls). A miss there must read as an API error, never as the HTML app shell,
 * or a client library would try to parse a web page as JSON.
 */
export const API_PREFIXES: readonly string[] = [
  '/auth/v1',
  '/functions/v1',
  '/rest/v1',
  '/storage/v1',
  '/_emulator',
];

export function isApiPath(pathname: string): boolean {
  return API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** The error shape Supabase's own services use, so client libraries report it sensibly. */
export function apiErrorResponse(status: number, errorCode: string, msg: string): Response {
  return Response.json(
    { code: status, error_code: errorCode, msg },
    { status, headers: { 'Cache-Control': 'no-store' } },
  );
}

export function apiNotFound(): Response {
  return apiErrorResponse(404, 'not_found', 'Not found');
}
