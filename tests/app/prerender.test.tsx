// @vitest-environment node
import { Fragment, createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ROUTES, renderRoute } from '../../src/app/prerender.tsx';

/** The text as React writes it into HTML (its own escaping). */
const asHtml = (text: string) => renderToStaticMarkup(createElement(Fragment, null, text));

function headingOf(html: string): string | undefined {
  return /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
}

/**
 * The build writes each route's page with renderRoute; the browser shows that HTML before any
 * script runs, then hydrates it. The Content-Security-Policy allows no inline script, so the
 * markup must be complete: no Suspense boundary left for a script to reveal later
 * (renderRoute throws rather than return such a page).
 */
describe('prerendered pages', () => {
  const pages = [
    ...ROUTES.map(({ path, title }) => ({ path, title })),
    { path: '/404', title: 'Page Not Found' },
  ];

  it.each(pages)(
    '$path renders its own heading, complete, with no script',
    async ({ path, title }) => {
      const html = await renderRoute(path);
      expect(headingOf(html)).toBe(asHtml(title));
      expect(html.match(/<h1\b/g)).toHaveLength(1);
      expect(html).not.toMatch(/<script\b/i);
      expect(html).not.toMatch(/<template\b/i);
      // The gate is not drawn: the page is rendered as a visitor who already unlocked.
      expect(html).not.toContain('Aurevia Access');
    },
  );

  it('renders the same markup every time, so hydration meets what the build wrote', async () => {
    for (const path of ['/', '/dashboard', '/design-gallery', '/contact-us', '/account']) {
      expect(await renderRoute(path), path).toBe(await renderRoute(path));
    }
  });
});
