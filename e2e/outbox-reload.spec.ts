import {
  SERVICE_WORKER,
  expect,
  test,
  type BrowserContext,
  type Page,
  type Request,
} from './fixtures.ts';
import { PHONE_SPEED, slowCpu } from './phoneCpu.ts';
import {
  QUEUED_CHECKOUT as QUEUED,
  reloadOnceQueued,
  createConfirmedUser,
  signInThroughForm,
  uniqueEmail,
  unlockGate,
  waitForServiceWorkerControl,
} from './support.ts';

/**
 * A checkout pressed offline is sent exactly once, whenever the page is reloaded after it was
 * queued and however many tabs are open. Each test signs one account in once and then goes
 * through the journey several times: offline, press, reload, online, "Open checkout".
 */

const CREATE_CHECKOUT = '/functions/v1/create-checkout';

interface CheckoutRecord {
  user_email: string;
  idempotency_key: string | null;
}

/** Each create-checkout request that reached the server (it got an answer), by its key. */
function countCheckoutRequests(context: BrowserContext): {
  byKey: Map<string, number>;
  settled: () => Promise<void>;
} {
  const byKey = new Map<string, number>();
  const pending: Promise<void>[] = [];
  context.on('requestfinished', (request: Request) => {
    if (request.method() !== 'POST' || !request.url().includes(CREATE_CHECKOUT)) return;
    pending.push(
      request.headerValue('idempotency-key').then((key) => {
        byKey.set(key ?? '', (byKey.get(key ?? '') ?? 0) + 1);
      }),
    );
  });
  return { byKey, settled: async () => void (await Promise.all(pending)) };
}

async function signInOnSubscribe(page: Page, request: Parameters<typeof createConfirmedUser>[0]) {
  const email = uniqueEmail('outbox-reload');
  await createConfirmedUser(request, email);
  await page.goto('/auth');
  await signInThroughForm(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/subscribe');
  await waitForServiceWorkerControl(page);
  return email;
}

async function openSubscribe(page: Page): Promise<void> {
  await page.goto('/subscribe');
  await waitForServiceWorkerControl(page);
}

async function openCheckoutButtons(pages: readonly Page[]): Promise<number> {
  const counts = await Promise.all(
    pages.map((page) => page.getByRole('button', { name: 'Open checkout' }).count()),
  );
  return counts.reduce((sum, count) => sum + count, 0);
}

/**
 * One journey: offline, `presser` presses Get Designer+, the page reloads `delayMs` after it
 * says the call is queued, the call is still shown as waiting, then online: exactly one tab
 * offers "Open checkout", which is dismissed for the next journey.
 */
async function journey(
  context: BrowserContext,
  pages: readonly Page[],
  presser: Page,
  delayMs: number,
): Promise<void> {
  for (const page of pages) await expect(page.getByText(QUEUED)).toHaveCount(0);
  await context.setOffline(true);
  await reloadOnceQueued(presser, delayMs);
  const reloaded = presser.waitForEvent('framenavigated', {
    predicate: (frame) => frame === presser.mainFrame(),
  });
  await presser.getByRole('button', { name: 'Get Designer+' }).click();
  await reloaded;
  await presser.waitForFunction(() => document.documentElement.hasAttribute('data-ready'));

  // After the reload, still offline: the call is there, and the mark says so.
  await expect(presser.getByText(QUEUED)).toBeVisible();
  expect(
    Number(await presser.evaluate(() => localStorage.getItem('aurevia-outbox-waiting'))),
  ).toBeGreaterThan(0);

  await context.setOffline(false);
  await expect.poll(() => openCheckoutButtons(pages)).toBe(1);
  for (const page of pages) {
    const offer = page.getByRole('button', { name: 'Open checkout' });
    if ((await offer.count()) > 0) await page.getByRole('button', { name: 'Not now' }).click();
  }
  for (const page of pages) {
    // A dismissed toast stays while it fades out; in a tab that is not reloaded before the next
    // journey it would be counted again.
    if (pages.length > 1)
      await expect(page.getByRole('button', { name: 'Not now' })).toHaveCount(0);
    await expect(page.getByText(QUEUED)).toHaveCount(0);
  }
}

/**
 * Makes this tab die the instant its queued call is on disk: the transaction that writes the row
 * completes, and from then on nothing the page does reaches storage (as when a tab is closed or
 * killed), and the test closes it.
 */
async function dieOnceOnDisk(page: Page): Promise<{ onDisk: Promise<void> }> {
  let died: () => void = () => undefined;
  const onDisk = new Promise<void>((resolve) => (died = resolve));
  await page.exposeFunction('outboxRowOnDisk', () => died());
  await page.evaluate(() => {
    const signal = (window as unknown as { outboxRowOnDisk: () => void }).outboxRowOnDisk;
    const dead = () => {
      Storage.prototype.setItem = () => undefined;
      Storage.prototype.removeItem = () => undefined;
      signal();
    };
    for (const method of ['add', 'put'] as const) {
      const original = IDBObjectStore.prototype[method];
      IDBObjectStore.prototype[method] = function (
        this: IDBObjectStore,
        ...args: Parameters<IDBObjectStore['put']>
      ) {
        if (this.name === 'outbox') this.transaction.addEventListener('complete', dead);
        return original.apply(this, args);
      };
    }
  });
  // Wrapped: an async function returning the promise itself would wait for it.
  return { onDisk };
}

/**
 * One journey where the tab is closed the instant the call reaches the disk, before the page
 * can say it is queued; the next visit, opened offline, must find it and send it once online.
 */
async function closedOnDiskJourney(context: BrowserContext, page: Page): Promise<Page> {
  await context.setOffline(true);
  const { onDisk } = await dieOnceOnDisk(page);
  await page.getByRole('button', { name: 'Get Designer+' }).click();
  await onDisk;
  await page.close();

  const next = await context.newPage();
  await unlockGate(next);
  // What the mark said when the visit began, before the app could look into the database.
  await next.addInitScript(() => {
    sessionStorage.setItem('mark-at-start', localStorage.getItem('aurevia-outbox-waiting') ?? '');
  });
  await next.goto('/subscribe');
  expect(
    Number(await next.evaluate(() => sessionStorage.getItem('mark-at-start'))),
  ).toBeGreaterThan(0);
  await expect(next.getByText(QUEUED)).toBeVisible();
  await context.setOffline(false);
  await expect(next.getByRole('button', { name: 'Open checkout' })).toBeVisible();
  await next.getByRole('button', { name: 'Not now' }).click();
  await expect(next.getByText(QUEUED)).toHaveCount(0);
  return next;
}

/** Every call reached the server once, and the server holds one session per call. */
async function expectEachSentOnce(
  request: Parameters<typeof createConfirmedUser>[0],
  email: string,
  requests: ReturnType<typeof countCheckoutRequests>,
  journeys: number,
): Promise<void> {
  await requests.settled();
  const counts = [...requests.byKey.entries()];
  expect(counts).toHaveLength(journeys);
  expect(counts.filter(([, count]) => count !== 1)).toEqual([]);
  const sessions = (await (
    await request.get('/_emulator/checkout.json')
  ).json()) as CheckoutRecord[];
  const keys = sessions
    .filter((session) => session.user_email === email)
    .map((session) => session.idempotency_key ?? '')
    .sort();
  expect(keys).toEqual([...requests.byKey.keys()].sort());
}

const JOURNEYS_PER_TEST = 5;

test.beforeEach(async ({ page }) => {
  await unlockGate(page);
});

for (const delayMs of [0, 200, 1000]) {
  test(
    `a checkout queued offline is sent exactly once when the page reloads ${delayMs} ms later`,
    { tag: SERVICE_WORKER },
    async ({ page, context, request }) => {
      const requests = countCheckoutRequests(context);
      const email = await signInOnSubscribe(page, request);
      for (let run = 0; run < JOURNEYS_PER_TEST; run += 1) {
        await journey(context, [page], page, delayMs);
      }
      await expectEachSentOnce(request, email, requests, JOURNEYS_PER_TEST);
    },
  );
}

test(
  'a tab closed the instant its checkout is on disk leaves it to the next visit, sent once',
  { tag: SERVICE_WORKER },
  async ({ page, context, request }) => {
    const requests = countCheckoutRequests(context);
    const email = await signInOnSubscribe(page, request);
    let current = page;
    const journeys = 4;
    for (let run = 0; run < journeys; run += 1)
      current = await closedOnDiskJourney(context, current);
    await expectEachSentOnce(request, email, requests, journeys);
  },
);

test(
  'with two tabs open, a checkout queued in either is sent exactly once',
  { tag: SERVICE_WORKER },
  async ({ page, context, request }) => {
    const requests = countCheckoutRequests(context);
    const email = await signInOnSubscribe(page, request);
    const second = await context.newPage();
    await unlockGate(second);
    await openSubscribe(second);
    const pages = [page, second];
    const delays = [0, 200, 1000, 0, 200];
    for (const [run, delayMs] of delays.entries()) {
      await journey(context, pages, pages[run % 2] ?? page, delayMs);
    }
    await expectEachSentOnce(request, email, requests, delays.length);
  },
);

test(
  'on a processor four times slower, a queued checkout still goes out exactly once',
  { tag: [SERVICE_WORKER, PHONE_SPEED] },
  async ({ page, context, request }) => {
    test.slow();
    const requests = countCheckoutRequests(context);
    const email = await signInOnSubscribe(page, request);
    await slowCpu(page);
    const delays = [0, 200, 1000];
    for (const delayMs of delays) await journey(context, [page], page, delayMs);
    await expectEachSentOnce(request, email, requests, delays.length);
  },
);
