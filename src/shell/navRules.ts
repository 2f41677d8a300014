/**
 * Bottom-nav active rule (spec 01 section 2): a tab is active when the current path starts
 * with its path, except Home, which would otherwise match every path.
 */
export function isTabActive(tabPath: string, currentPath: string): boolean {
  if (tabPath === '/') return currentPath === '/';
  return currentPath.startsWith(tabPath);
}

/** Exact-path match for menu and footer links, forgiving a trailing slash. */
/** A path without its trailing slashes ("/about/" is "/about"; "/" stays). */
export function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

export function isCurrentPath(linkPath: string, currentPath: string): boolean {
  return linkPath === withoutTrailingSlash(currentPath);
}
