import { beforeEach, describe, expect, it, vi } from 'vitest';

function listScripts(content: string): void {
  const list = document.createElement('script');
  list.type = 'application/json';
  list.id = 'app-scripts';
  list.textContent = content;
  document.body.append(list);
}

async function freshFirstModules() {
  vi.resetModules();
  return (await import('../../src/lib/firstModules.ts')).firstModules();
}

beforeEach(() => {
  document.getElementById('app-scripts')?.remove();
});

describe("the prerendered page's first modules", () => {
  it("reads the page's and the footer's files from the page's script list", async () => {
    const first = {
      route: '/pricing',
      page: '/assets/PricingPage-a1.js',
      footer: '/assets/Footer-b2.js',
    };
    listScripts(JSON.stringify({ entry: '/assets/index-c3.js', preload: [], idle: [], first }));
    expect(await freshFirstModules()).toEqual(first);
  });

  it("keeps the 404 page's route as null", async () => {
    const first = {
      route: null,
      page: '/assets/NotFoundPage-d4.js',
      footer: '/assets/Footer-b2.js',
    };
    listScripts(JSON.stringify({ entry: '/assets/index-c3.js', preload: [], idle: [], first }));
    expect(await freshFirstModules()).toEqual(first);
  });

  it('gives nothing where the list is missing or older, so the usual loaders run', async () => {
    expect(await freshFirstModules()).toBeUndefined();
    listScripts(JSON.stringify({ entry: '/assets/index-c3.js', preload: [], idle: [] }));
    expect(await freshFirstModules()).toBeUndefined();
  });
});
