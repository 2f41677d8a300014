/**
 * The build renders every route to static HTML with this module (see build/prerender-pages.ts),
 * so the first paint needs no JavaScript; the browser then hydrates that markup (main.tsx).
 * Each page is rendered as an unlocked, anonymous visitor whose session is not yet known.
 */
import { prerenderToNodeStream } from 'react-dom/static';
import { AppRoot } from './AppRoot.tsx';
import { PAGE_LOADERS, loadNotFoundPage } from './pageLoaders.ts';
import { installPageLoaders } from './pages.ts';
import { ROUTES } from './routeTable.ts';

installPageLoaders(PAGE_LOADERS, loadNotFoundPage);

export { ROUTES };
export { documentTitleFor } from './useNavigationEffects.ts';

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Lazy components inside lazy pages need one pass per level to be loaded. */
const MAX_PASSES = 4;

/**
 * The markup of the app at a path. A pass that meets a lazy component not yet loaded writes it as
 * a late Suspense segment, which needs React's inline reveal scripts (the Content-Security-Policy
 * does not allow them); the pass loads it, so the next pass writes it in place.
 */
export async function renderRoute(path: string): Promise<string> {
  for (let pass = 1; ; pass += 1) {
    const html = await renderOnce(path);
    const complete = !/<template\b/.test(html) && !/<script\b/.test(html);
    if (complete) return html;
    if (pass === MAX_PASSES) {
      throw new Error(`Rendering ${path} left a Suspense boundary unresolved`);
    }
  }
}

async function renderOnce(path: string): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(<AppRoot ssrPath={path} unlocked />, {
    // React writes a large finished boundary apart, after the shell, to stream it progressively;
    // a static page has nothing to stream, and writing it in place needs no inline script.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError: (error) => {
      errors.push(error);
    },
  });
  const html = await streamToString(prelude);
  if (errors.length > 0) {
    throw new Error(`Rendering ${path} failed`, { cause: errors[0] });
  }
  return html;
}
