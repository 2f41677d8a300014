import {
  SERVICE_WORKER,
  chromium,
  expect,
  test,
  type BrowserContext,
  type Page,
} from './fixtures.ts';
import { unlockGate, waitForServiceWorkerControl } from './support.ts';

interface WebManifest {
  name: string;
  short_name: string;
  id: string;
  start_url: string;
  scope: string;
  display: string;
  icons: Array<{ src: string; sizes: string; purpose?: string }>;
  screenshots: Array<{ src: string; form_factor?: string; sizes: string }>;
  shortcuts: Array<{ name: string; url: string }>;
}

test(
  'Chrome reports no installability errors',
  { tag: SERVICE_WORKER },
  async ({ baseURL }, testInfo) => {
    // Chrome never offers to install from an incognito-like context: use a real profile.
    const context = await chromium.launchPersistentContext(testInfo.outputPath('profile'), {
      ...testInfo.project.use.launchOptions,
      baseURL,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await unlockGate(page);
      await page.goto('/');
      await waitForServiceWorkerControl(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
    }
  },
);

test('the manifest has the icons, screenshots and shortcuts', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = (await (await request.get(href ?? '')).json()) as WebManifest;
  expect(manifest).toMatchObject({ short_name: 'Aurevia', id: '/', start_url: '/', scope: '/' });
  expect(manifest.display).toBe('standalone');
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  );
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  expect(manifest.screenshots.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide']);
  expect(manifest.shortcuts).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ name: 'Scan a Room', url: '/try-scanner' }),
      expect.objectContaining({ name: 'Upload Photos', url: '/upload-photos' }),
    ]),
  );
  for (const image of [...manifest.icons, ...manifest.screenshots]) {
    const response = await request.get(image.src);
    expect(response.status(), image.src).toBe(200);
  }
});

test('iOS gets its meta tags and touch icon', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.locator('meta[name="apple-mobile-web-app-capable"]')).toHaveAttribute(
    'content',
    'yes',
  );
  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect((await request.get(touchIcon ?? '')).status()).toBe(200);
});

test('the server keeps the shell and worker fresh and sends security headers', async ({
  request,
}) => {
  for (const path of ['/', '/sw.js']) {
    const response = await request.get(path);
    expect(response.headers()['cache-control']).toContain('no-store');
  }
  const headers = (await request.get('/')).headers();
  const scriptSrc = /script-src ([^;]*)/.exec(headers['content-security-policy'] ?? '')?.[1];
  expect(scriptSrc).toBeDefined();
  expect(scriptSrc).not.toContain('unsafe-inline');
  expect(scriptSrc).toMatch(/'sha256-[\w+/=]+'/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  // The home page's hero image is asked for with the page; its scripts wait for the paint.
  expect(headers.link).toContain('</samples/hero-room.svg>; rel=preload; as=image');
  expect(headers.link).not.toContain('modulepreload');
  expect(headers['referrer-policy']).toBeTruthy();
  expect(headers['permissions-policy']).toBeTruthy();
});

test.describe(
  'a first visit whose network drops before the app is installed',
  { tag: SERVICE_WORKER },
  () => {
    /** The network comes back a moment later: the visit goes on, and the app installs after all. */
    async function installsOnceBack(page: Page, context: BrowserContext): Promise<void> {
      await page.waitForTimeout(500);
      await context.setOffline(false);
      await waitForServiceWorkerControl(page);
      await context.setOffline(true);
      await page.goto('/about');
      await expect(page.getByRole('heading', { level: 1, name: /about/i })).toBeVisible();
    }

    test('as the code that registers the worker is asked for', async ({ page, context }) => {
      await unlockGate(page);
      let dropped = false;
      await context.route('**/assets/serviceWorkerRegistration-*.js', async (route) => {
        if (dropped) return route.continue();
        dropped = true;
        await context.setOffline(true);
        await route.abort('internetdisconnected');
      });
      await page.goto('/pricing');
      await expect.poll(() => dropped).toBe(true);
      await installsOnceBack(page, context);
    });

    test('as the worker fetches the app', async ({ page, context }) => {
      await unlockGate(page);
      await page.goto('/pricing');
      await page.evaluate(async () => {
        const container = navigator.serviceWorker;
        for (;;) {
          const found = await container.getRegistration();
          if (found?.installing) return;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      });
      await context.setOffline(true);
      // The install fails for want of the app's files.
      await page.waitForFunction(async () => {
        const found = await navigator.serviceWorker.getRegistration();
        return !found?.installing;
      });
      await installsOnceBack(page, context);
    });

    test('as the worker is registered', async ({ page, context }) => {
      await unlockGate(page);
      let dropped = false;
      await page.exposeFunction('dropNetwork', async () => {
        dropped = true;
        await context.setOffline(true);
      });
      await page.addInitScript(() => {
        const register = ServiceWorkerContainer.prototype.register;
        let first = true;
        ServiceWorkerContainer.prototype.register = async function (
          this: ServiceWorkerContainer,
          ...args
        ) {
          if (first) {
            first = false;
            await (window as unknown as { dropNetwork: () => Promise<void> }).dropNetwork();
          }
          return register.apply(this, args);
        };
      });
      await page.goto('/pricing');
      await expect.poll(() => dropped).toBe(true);
      await installsOnceBack(page, context);
    });
  },
);
