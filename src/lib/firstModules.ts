/**
 * The built files of the modules the app loads before it hydrates, as the prerendered page lists
 * them in #app-scripts (build/prerender-pages.ts): the page's, for the route the page was
 * prerendered for (null: the 404 page), and the footer's.
 *
 * Imported by file, they skip the bundler's chunk loader, which resolves and checks each of the
 * page's some eighty files (already preloaded by index.html's loader) in the task that starts
 * the app.
 */
export interface FirstModules {
  route: string | null;
  page: string;
  footer: string;
}

function isFirstModules(value: unknown): value is FirstModules {
  if (typeof value !== 'object' || value === null) return false;
  const { route, page, footer } = value as Record<string, unknown>;
  return (
    (route === null || typeof route === 'string') &&
    typeof page === 'string' &&
    typeof footer === 'string'
  );
}

let read: FirstModules | null | undefined;

/** The prerendered page's first modules; null in a page without the list (the dev server). */
export function firstModules(): FirstModules | null {
  if (read !== undefined) return read;
  read = null;
  const list = typeof document === 'undefined' ? null : document.getElementById('app-scripts');
  try {
    const first: unknown = list
      ? (JSON.parse(list.textContent) as { first?: unknown }).first
      : null;
    if (isFirstModules(first)) read = first;
  } catch {
    // An unreadable list: the modules load through their usual loaders.
  }
  return read;
}

/** Loads a module by its built file; a bare `import()` of a URL the bundler leaves alone. */
export function importBuilt<T>(file: string): Promise<T> {
  return import(/* @vite-ignore */ file) as Promise<T>;
}
