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

/**
 * The prerendered page's first modules; undefined in a page without them (the dev server, or a
 * page kept by the worker from an older version of the app).
 */
export function firstModules(): FirstModules | undefined {
  const list = document.getElementById('app-scripts')?.textContent;
  return list ? (JSON.parse(list) as { first?: FirstModules }).first : undefined;
}
