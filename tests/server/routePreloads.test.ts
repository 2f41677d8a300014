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

  it('hint neither scripts nor styles, which the page itself schedules', () => {
    expect(headers.has('/about')).toBe(false);
    expect(headers.get('/')).not.toContain('modulepreload');
    expect(headers.get('/')).not.toContain('as=style');
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
