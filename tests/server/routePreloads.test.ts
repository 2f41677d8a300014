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

  it("preload a route's page chunk and what it imports, but not what index.html already loads", () => {
    expect(headers.get('/about')).toBe(
      '</assets/AboutPage-d4.js>; rel=modulepreload; crossorigin, ' +
        '</assets/PageIntro-c3.js>; rel=modulepreload; crossorigin, ' +
        '</assets/PageIntro-c3.css>; rel=preload; as=style; crossorigin',
    );
  });

  it("add the home page's hero image", () => {
    expect(headers.get('/')).toContain('</assets/HomePage-e5.js>; rel=modulepreload');
    expect(headers.get('/')).toContain('</samples/hero-room.svg>; rel=preload; as=image');
  });

  it('leave out routes the build has no chunk for', () => {
    expect(headers.has('/pricing')).toBe(false);
  });
});
