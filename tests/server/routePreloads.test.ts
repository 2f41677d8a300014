// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { routePreloadHeaders, type BuildManifest } from '../../server/routePreloads.ts';

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-a1.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-b2.js' },
  '_PageIntro.js': { file: 'assets/PageIntro-c3.js', css: ['assets/PageIntro-c3.css'] },
  'src/pages/AboutPage.tsx': {
    file: 'assets/AboutPage-d4.js',
    imports: ['_PageIntro.js', '_react.js'],
  },
  'src/pages/HomePage.tsx': { file: 'assets/HomePage-e5.js', css: ['assets/HomePage-e5.css'] },
};

describe('route preload hints', () => {
  const headers = routePreloadHeaders(manifest);

  it("preload the styles of a route's page chunk and what it imports, never its scripts", () => {
    expect(headers.get('/about')).toBe(
      '</assets/PageIntro-c3.css>; rel=preload; as=style; crossorigin',
    );
    expect(headers.get('/')).not.toContain('modulepreload');
  });

  it("add the home page's hero image, first in line", () => {
    expect(headers.get('/')).toContain(
      '</samples/hero-room.svg>; rel=preload; as=image; fetchpriority=high',
    );
  });

  it('leave out routes the build has no chunk for', () => {
    expect(headers.has('/pricing')).toBe(false);
  });
});
