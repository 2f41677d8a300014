// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PAGE_LOADERS } from '../../src/app/pageLoaders.ts';
import {
  ROUTES,
  findRoute,
  isKnownRoute,
  normalisePath,
  pageModuleName,
} from '../../src/app/routeTable.ts';
import { documentTitleFor } from '../../src/app/useNavigationEffects.ts';

const SPEC_ROUTES =
  '/ /how-it-works /auth /try-scanner /start-room /delivery-availability /delivery-info /help-center /about /careers /press /partners /browse-rooms /for-professionals /pricing /subscribe /onboarding /dashboard /privacy-policy /terms-of-service /cookie-policy /hire-designer /design-packages /upload-photos /work-with-designer /contact-us /design-gallery /see-aurevia-in-action /design-dashboard /account /features /reviews'.split(
    ' ',
  );

/** Routes the app adds after the spec's: the room plan editor. */
const ADDED_ROUTES = ['/measure-room'];

describe('route table', () => {
  it("holds the spec's 32 routes and the app's own, each with a lazily loaded page", () => {
    expect(ROUTES.map((route) => route.path)).toEqual([...SPEC_ROUTES, ...ADDED_ROUTES]);
    expect(Object.keys(PAGE_LOADERS).sort()).toEqual([...SPEC_ROUTES, ...ADDED_ROUTES].sort());
  });

  it('names each page module after its path', () => {
    expect(pageModuleName('/')).toBe('HomePage');
    expect(pageModuleName('/auth')).toBe('AuthPage');
    expect(pageModuleName('/see-aurevia-in-action')).toBe('SeeAureviaInActionPage');
  });

  it('sends links the spec lists without a page to the 404 page', () => {
    for (const path of [
      '/launch-design',
      '/checkout',
      '/upload-room',
      '/help/scanning',
      '/About',
    ]) {
      expect(isKnownRoute(path)).toBe(false);
    }
  });

  it('forgives a trailing slash', () => {
    expect(normalisePath('/about/')).toBe('/about');
    expect(normalisePath('/')).toBe('/');
    expect(findRoute('/pricing/')?.title).toBe('Pricing');
  });

  it('titles the document after the page', () => {
    expect(documentTitleFor(findRoute('/pricing'))).toBe('Pricing | Aurevia');
    expect(documentTitleFor(undefined)).toBe('Page Not Found | Aurevia');
  });
});
