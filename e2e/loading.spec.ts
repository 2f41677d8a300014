import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SERVICE_WORKER, expect, test, type Page, type Request } from './serviceWorkers.ts';
import { PHONE_SPEED, slowCpu } from './phoneCpu.ts';
import {
  createConfirmedUser,
  queueCheckoutOffline,
  signInThroughForm,
  uniqueEmail,
  unlockGate,
} from './support.ts';

/** One file of the build's manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
}

const DIST = resolve(process.env.DIST_DIR ?? 'dist');
const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

/** The files a chunk needs, itself included: its static imports, all the way down. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  return seen;
}

function filesOf(keys: Set<string>): Set<string> {
  return new Set([...keys].map((key) => manifest[key]?.file ?? key));
}

function keyOf(predicate: (key: string, chunk: ManifestChunk) => boolean): string {
  const key = Object.keys(manifest).find((candidate) =>
    predicate(candidate, manifest[candidate] as ManifestChunk),
  );
  if (!key) throw new Error('The build manifest lacks a chunk this spec looks for');
  return key;
}

const firstPaint = filesOf(closure('index.html'));
/** The modules each built file holds (written by build/chunk-report.ts). */
const chunkModules = JSON.parse(
  readFileSync(join(DIST, '.vite', 'chunk-modules.json'), 'utf8'),
) as Record<string, string[]>;
const holdsBackend = (file: string) =>
  (chunkModules[file] ?? []).some(
    (id) => id.includes('/@supabase/') || id.endsWith('/src/lib/backend.ts'),
  );
/**
 * What loading supabase-js (src/lib/backend.ts) fetches beyond the first paint: the files that
 * hold its code. Small modules it shares with the shell (the connectivity monitor, which the
 * worker's registration loads too) are not the backend.
 */
const BACKEND_FILES = [...filesOf(closure('src/lib/backend.ts'))].filter(
  (file) => !firstPaint.has(file) && holdsBackend(file),
);
/** What loading Dexie (src/lib/db.ts, a shared chunk named "db") fetches beyond the first paint. */
const DEXIE_FILES = [
  ...filesOf(closure(keyOf((key, chunk) => key === 'src/lib/db.ts' || chunk.name === 'db'))),
].filter((file) => !firstPaint.has(file));
/** The files among them that hold Dexie's own code. */
const DEXIE_CODE = DEXIE_FILES.filter((file) =>
  (chunkModules[file] ?? []).some((id) => id.includes('/node_modules/dexie/')),
);
/** The files that hold framer-motion, which only the drag of a placed product needs. */
const MOTION_CODE = Object.keys(chunkModules).filter((file) =>
  (chunkModules[file] ?? []).some((id) =>
    /\/node_modules\/(framer-motion|motion-dom|motion-utils)\//.test(id),
  ),
);
const BACKEND_CHUNK = manifest['src/lib/backend.ts']?.file ?? 'src/lib/backend.ts';
/** The toasts' library (react-hot-toast and the toaster) beyond the first paint. */
const TOAST_FILES = [...filesOf(closure('src/ui/toastLibrary.ts'))].filter(
  (file) => !firstPaint.has(file),
);

/** Every script the page itself asks for (not the service worker's precaching). */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request: Request) => {
    if (request.serviceWorker() === null) urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

function fetchedAny(urls: string[], files: string[]): string[] {
  return urls.filter((path) => files.some((file) => path.endsWith(`/${file}`)));
}

test.beforeEach(async ({ page }) => {
  await unlockGate(page);
});

test.describe('how a page starts', () => {
  test(
    'the first frame shows the whole prerendered page, not its top alone',
    { tag: PHONE_SPEED },
    async ({ page }) => {
      // A phone's slower processor: the parser stops for a frame partway down a long page.
      const cpu = await slowCpu(page);
      // What the page holds when the browser first prepares a frame (a frame's callbacks run
      // before it is drawn): the last of the prerendered markup, or only part of it.
      await page.addInitScript(() => {
        requestAnimationFrame(() => {
          document.documentElement.dataset.firstFrame =
            document.getElementById('app-scripts') === null ? 'part' : 'whole';
        });
      });
      for (const path of ['/design-dashboard', '/design-gallery', '/']) {
        await page.goto(path);
        await expect(page.locator('html[data-first-frame]')).toBeAttached();
        expect(await page.locator('html').getAttribute('data-first-frame'), path).toBe('whole');
      }
      await cpu.release();
    },
  );
});

test.describe('a first visit', () => {
  // A page the worker serves starts its scripts at once; these visits are first visits.
  test.use({ serviceWorkers: 'block' });

  test(
    'is on screen before any of its scripts is requested',
    { tag: PHONE_SPEED },
    async ({ page }) => {
      // A phone's slower processor: a frame reaches the screen a while after it was drawn.
      const cpu = await slowCpu(page);
      for (const path of ['/', '/design-dashboard', '/measure-room', '/design-gallery']) {
        await page.goto(path);
        // A phone-speed page on a busy two-core machine can take more than 10 s to start.
        await expect(page.locator('html[data-ready]')).toBeAttached({ timeout: 30_000 });
        const { painted, firstScript } = await page.evaluate(() => ({
          painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
          firstScript: Math.min(
            ...performance
              .getEntriesByType('resource')
              .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
              .map((entry) => entry.startTime),
          ),
        }));
        expect(painted, `${path} reports its first paint`).not.toBeNull();
        expect(
          firstScript,
          `the first script of ${path} is requested after its first paint`,
        ).toBeGreaterThan(painted ?? Infinity);
      }
      await cpu.release();
    },
  );
});

test.describe('what a visit loads', () => {
  // page.route does not see requests a service worker answers.
  test.use({ serviceWorkers: 'block' });

  test('an anonymous visit to the home page loads neither supabase-js nor Dexie', async ({
    page,
  }) => {
    expect(BACKEND_FILES.length).toBeGreaterThan(0);
    expect(DEXIE_FILES.length).toBeGreaterThan(0);
    const urls = recordRequests(page);
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    // The footer's newsletter box and the outbox look at the device in idle time; let them.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(3500);
    await page.waitForLoadState('networkidle');

    expect(fetchedAny(urls, BACKEND_FILES)).toEqual([]);
    expect(fetchedAny(urls, DEXIE_FILES)).toEqual([]);
    // The footer's form is there to use, and using it stores the subscription.
    const footer = page.getByRole('contentinfo');
    await footer.getByLabel('Email address').fill('reader@example.com');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByText("You're all set!")).toBeVisible();
    await page.reload();
    await expect(page.getByRole('contentinfo').getByText("You're all set!")).toBeVisible();
  });

  test('a first visit to the design workspace shows its empty room without Dexie or the drag library, then keeps what is placed', async ({
    page,
  }) => {
    const urls = recordRequests(page);
    await page.goto('/design-dashboard');
    await expect(page.getByText('Drag furniture here!')).toBeVisible();
    await expect(page.locator('html[data-ready]')).toBeAttached();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2000);
    expect(DEXIE_CODE.length).toBeGreaterThan(0);
    expect(fetchedAny(urls, DEXIE_CODE)).toEqual([]);
    expect(MOTION_CODE.length).toBeGreaterThan(0);
    expect(fetchedAny(urls, MOTION_CODE)).toEqual([]);

    // The first product placed creates the database, and every list on the page follows it.
    await page.getByRole('button', { name: /^Seating \d+ items?$/ }).click();
    await page.getByRole('button', { name: 'Add to Room (Sage Cloud Sofa)', exact: true }).click();
    await expect(
      page.getByRole('button', { name: 'Sage Cloud Sofa, placed item 1 of 1' }),
    ).toBeVisible();
    expect(fetchedAny(urls, DEXIE_CODE).length).toBeGreaterThan(0);
    expect(fetchedAny(urls, MOTION_CODE).length).toBeGreaterThan(0);
    await page.reload();
    await expect(
      page.getByRole('button', { name: 'Sage Cloud Sofa, placed item 1 of 1' }),
    ).toBeVisible();
  });

  test("the toasts' code is fetched once the page is idle, runs only for a toast, and works offline", async ({
    page,
    context,
  }) => {
    expect(TOAST_FILES.length).toBeGreaterThan(0);
    const urls = recordRequests(page);
    await page.goto('/design-dashboard');
    await expect(page.getByRole('button', { name: 'Shop My Room' })).toBeEnabled();
    await expect.poll(() => fetchedAny(urls, TOAST_FILES).length).toBe(TOAST_FILES.length);
    // Fetched, not run: running react-hot-toast writes its style sheet into the page.
    await expect(page.locator('style#_goober')).toHaveCount(0);
    // Whatever else the page loads as it starts has arrived; the worker never came.
    await page.waitForLoadState('networkidle');

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Shop My Room' }).click();
    await expect(page.getByText('Ready to shop your room?')).toBeVisible();
    await expect(page.getByText('Checkout will be available in the full launch!')).toBeVisible();
    expect(fetchedAny(urls, TOAST_FILES)).toHaveLength(TOAST_FILES.length);
  });

  test('a signed-in visit shows the account button before supabase-js has loaded', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('loading-signed-in');
    await createConfirmedUser(request, email);
    await page.goto('/auth');
    await signInThroughForm(page, email);
    await expect(page).toHaveURL(/\/dashboard$/);

    let held = false;
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**/${BACKEND_CHUNK}`, async (route) => {
      held = true;
      await released;
      await route.continue();
    });

    await page.goto('/', { waitUntil: 'commit' });
    const account = page.getByRole('banner').getByRole('link', { name: 'Account' });
    await expect(account).toBeVisible();
    // supabase-js was asked for (a session must be confirmed) and has not arrived yet.
    await expect.poll(() => held).toBe(true);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toHaveCount(0);

    const loaded = page.waitForResponse((response) => response.url().endsWith(BACKEND_CHUNK));
    release();
    await loaded;
    await page.getByRole('link', { name: 'Account' }).first().click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toBeVisible();
  });
});

test(
  'a call queued offline is still sent after a reload on a page that never uses it',
  { tag: SERVICE_WORKER },
  async ({ page, context, request }) => {
    await queueCheckoutOffline(page, context, request, 'loading-outbox');

    // The home page has no checkout: only the start of the visit can find the waiting call.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: '1 waiting call to send' })).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByRole('button', { name: 'Open checkout' })).toBeVisible();
    await expect(page.getByRole('button', { name: /waiting calls? to send/ })).toHaveCount(0);
  },
);
