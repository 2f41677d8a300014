import { slowCpu } from '../phoneCpu.ts';
import { SERVICE_WORKER, expect, test, type Request } from '../serviceWorkers.ts';
import {
  QUEUED_CHECKOUT as QUEUED,
  reloadOnceQueued,
  storeSession,
  createConfirmedUser,
  uniqueEmail,
  unlockGate,
  waitForServiceWorkerControl,
} from '../support.ts';

/**
 * A signed-in user with the app installed, on a processor four times slower, goes offline,
 * presses "Start Premium" the moment it shows, the page reloads 0, 200 or 1,000 ms after it says
 * the checkout waits, and the network returns: the checkout reaches the server exactly once. Half
 * of the cases force `navigator.onLine` to `true`, as a browser may read it with no network
 * (emulated offline, a captive portal): the outbox must not wait on it. No wait for the page to
 * answer anywhere.
 */

const CREATE_CHECKOUT = '/functions/v1/create-checkout';
/** Each case's races in the suite; E2E_RACE_REPEATS=20 soaks them (docs/testing.md). */
const REPEATS = Number(process.env.E2E_RACE_REPEATS ?? 3);

/** A phone-speed CPU on a busy two-core machine can take many seconds to start the page. */
const eventually = expect.configure({ timeout: 30_000 });

interface CheckoutRecord {
  user_email: string;
  idempotency_key: string | null;
}

for (const forced of [false, true]) {
  for (const delayMs of [0, 200, 1000]) {
    const onLine = forced ? 'navigator.onLine forced true' : 'navigator.onLine as is';
    test(
      `offline checkout, reload ${delayMs} ms after queueing, ${onLine}, ${REPEATS} times over`,
      { tag: SERVICE_WORKER },
      async ({ page, context, request }) => {
        // One browser for the repeats: the worker installs once, and every repeat still meets
        // the race of a reload against the outbox's write from a page opened fresh.
        test.setTimeout(REPEATS * 60_000);
        const keys: string[] = [];
        context.on('requestfinished', (finished: Request) => {
          if (finished.method() !== 'POST' || !finished.url().includes(CREATE_CHECKOUT)) return;
          void finished.headerValue('idempotency-key').then((key) => keys.push(key ?? ''));
        });
        const email = uniqueEmail('fast-offline-checkout');
        await createConfirmedUser(request, email);
        await unlockGate(page);
        await storeSession(page, email);
        if (forced) {
          await page.addInitScript(() => {
            Object.defineProperty(Navigator.prototype, 'onLine', {
              configurable: true,
              get: () => true,
            });
          });
        }
        // The app is installed first, at full speed: a returning user's app, whose install is not
        // what these races are about, and which at CPU x4 took half of each case's time.
        await page.goto('/subscribe');
        await waitForServiceWorkerControl(page);
        await slowCpu(page);

        for (let repeat = 1; repeat <= REPEATS; repeat += 1) {
          await test.step(`repeat ${repeat}`, async () => {
            await page.goto('/subscribe');
            await context.setOffline(true);
            await reloadOnceQueued(page, delayMs);
            const reloaded = page.waitForEvent('framenavigated', {
              predicate: (frame) => frame === page.mainFrame(),
            });
            await page.getByRole('button', { name: 'Start Premium' }).click();
            await reloaded;
            await eventually(page.getByText(QUEUED)).toBeVisible();

            await context.setOffline(false);
            await eventually(page.getByRole('button', { name: 'Open checkout' })).toBeVisible();
            const sessions = (await (
              await request.get('/_emulator/checkout.json')
            ).json()) as CheckoutRecord[];
            const mine = sessions.filter((session) => session.user_email === email);
            // Exactly one more checkout for each press, each sent once under its own key.
            expect(mine).toHaveLength(repeat);
            expect([...keys].sort()).toEqual(mine.map((session) => session.idempotency_key).sort());
          });
        }
      },
    );
  }
}
