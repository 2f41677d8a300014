import { SERVICE_WORKER, expect, test, type BrowserContext, type Page } from './fixtures.ts';
import { VIEWPORTS, openPage, unlockGate, waitForServiceWorkerControl } from './support.ts';

const MODES = ['online', 'offline'] as const;
type Mode = (typeof MODES)[number];

/** Opens a page; offline, only after a first visit has put the app under the worker's control. */
async function visit(page: Page, context: BrowserContext, path: string, mode: Mode) {
  await openPage(page, path);
  if (mode === 'offline') {
    await waitForServiceWorkerControl(page);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
}

function storedRequests(page: Page) {
  return page.evaluate(
    () =>
      new Promise<Array<{ kind: string; sentOffline: boolean; fields: Record<string, string> }>>(
        (resolve, reject) => {
          const open = indexedDB.open('aurevia');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const read = open.result.transaction('requests').objectStore('requests').getAll();
            read.onsuccess = () => {
              resolve(read.result as never);
              open.result.close();
            };
            read.onerror = () => reject(read.error);
          };
        },
      ),
  );
}

test.beforeEach(async ({ page }) => {
  await unlockGate(page);
});

for (const mode of MODES) {
  test.describe(
    `support pages (${mode})`,
    mode === 'offline' ? { tag: SERVICE_WORKER } : {},
    () => {
      test.afterEach(async ({ context }) => {
        await context.setOffline(false);
      });

      test('help search narrows the topic cards and quick links', async ({ page, context }) => {
        await visit(page, context, '/help-center', mode);
        const topics = page.getByRole('region', { name: 'Browse by topic' }).getByRole('link');
        const quick = page.getByRole('region', { name: 'Quick links' }).getByRole('link');
        await expect(topics).toHaveCount(6);
        await expect(quick).toHaveCount(8);

        const search = page.getByRole('searchbox', { name: 'Search help articles' });
        await search.fill('camera');
        await expect(topics).toHaveCount(1);
        await expect(topics.first()).toHaveAttribute('href', '/help/scanning');
        await expect(quick).toHaveCount(1);
        await expect(quick.first()).toHaveAttribute('href', '/help/scanning-guide');
        await expect(page.getByRole('status').filter({ hasText: /results/ })).toBeAttached();

        await search.fill('xylophone');
        await expect(
          page.getByRole('heading', { name: 'No results for “xylophone”' }),
        ).toBeVisible();
        await expect(page.getByRole('link', { name: 'contact our support team' })).toHaveAttribute(
          'href',
          '/contact-us',
        );
        await page.getByRole('button', { name: 'Show All Topics' }).click();
        await expect(topics).toHaveCount(6);

        await topics.filter({ hasText: 'Delivery & Setup' }).click();
        await expect(page).toHaveURL(/\/help\/delivery$/);
        await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
      });

      test('the contact form asks for what is missing, then sends and resets', async ({
        page,
        context,
      }) => {
        await visit(page, context, '/contact-us', mode);
        await expect(page.getByRole('heading', { level: 1, name: "Let's Talk" })).toBeVisible();
        const form = page.getByRole('region', { name: 'Send us a message' });
        await form.getByRole('button', { name: 'Send Message' }).click();
        await expect(form.getByText('Please enter your name.')).toBeVisible();
        await expect(form.getByText('Please enter your email.')).toBeVisible();
        await expect(form.getByText('Please enter your message.')).toBeVisible();
        await expect(form.getByLabel(/^Name/)).toBeFocused();

        await form.getByLabel(/^Name/).fill('Maya Chen');
        await form.getByLabel(/^Email/).fill('maya@example.com');
        await form.getByLabel(/^Topic/).selectOption('delivery');
        await form.getByLabel(/^Message/).fill('When can you deliver to SW1A?');
        await form.getByRole('button', { name: 'Send Message' }).click();

        await expect(page.getByText('Message sent!').first()).toBeVisible();
        await expect(
          page.getByText("We'll get back to you within 1 business day.").first(),
        ).toBeVisible();
        await expect(form.getByLabel(/^Name/)).toHaveValue('');
        await expect(form.getByLabel(/^Message/)).toHaveValue('');
        if (mode === 'offline') {
          await expect(
            form.getByText("You're offline: your message is saved on this device."),
          ).toBeVisible();
        }

        const kept = await storedRequests(page);
        expect(kept).toEqual([
          expect.objectContaining({
            kind: 'contact',
            sentOffline: mode === 'offline',
            fields: expect.objectContaining({ name: 'Maya Chen', topic: 'delivery' }),
          }),
        ]);
      });

      test('the media inquiry form checks its fields and confirms', async ({ page, context }) => {
        await visit(page, context, '/press', mode);
        const section = page.getByRole('region', { name: 'Media inquiries' });
        await section.getByRole('button', { name: 'Send Inquiry' }).click();
        await expect(section.getByText('Please enter your name.')).toBeVisible();
        await expect(section.getByLabel(/^Name/)).toBeFocused();
        await section.getByLabel(/^Name/).fill('Sam Ortiz');
        await section.getByLabel(/^Publication/).fill('Habitat Journal');
        await section.getByLabel(/^Email/).fill('sam@habitat');
        await section.getByLabel(/^Subject/).fill('Interview request');
        await section.getByLabel(/^Message/).fill('Could we talk to your founders?');
        await section.getByRole('button', { name: 'Send Inquiry' }).click();
        await expect(section.getByText('Please enter a valid email address.')).toBeVisible();
        await expect(section.getByLabel(/^Email/)).toBeFocused();
        await section.getByLabel(/^Email/).fill('sam@habitat.example');
        await section.getByRole('button', { name: 'Send Inquiry' }).click();
        await expect(section.getByText('Inquiry sent!')).toBeVisible();
        expect((await storedRequests(page)).map((request) => request.kind)).toEqual(['media']);
      });

      test('the partner inquiry form takes the spec fields and confirms', async ({
        page,
        context,
      }) => {
        await visit(page, context, '/partners', mode);
        const section = page.getByRole('region', { name: "Let's work together" });
        await section.getByLabel(/^First Name/).fill('Ada');
        await section.getByLabel(/^Last Name/).fill('Moss');
        await section.getByLabel(/^Company/).fill('Nordhem Furniture');
        await section.getByLabel(/^Email/).fill('ada@nordhem.example');
        await expect(section.getByLabel(/^Industry/).locator('option')).toHaveText([
          'Choose your industry',
          'Furniture & home goods',
          'Real estate',
          'Interior design',
          'Technology platform',
          'Other',
        ]);
        await section.getByLabel(/^Industry/).selectOption('furniture');
        await section.getByLabel(/^Partnership Interest/).fill('Our sofas in your layouts.');
        await section.getByRole('button', { name: 'Send Inquiry' }).click();
        await expect(section.getByText('Thanks for reaching out!')).toBeVisible();
        const kept = await storedRequests(page);
        expect(kept).toEqual([
          expect.objectContaining({
            kind: 'partner',
            fields: expect.objectContaining({
              industry: 'furniture',
              company: 'Nordhem Furniture',
            }),
          }),
        ]);
      });
    },
  );
}

test('about tells the story, three mission points and links to the scanner', async ({ page }) => {
  await openPage(page, '/about');
  await expect(page.getByRole('heading', { name: 'Our story' })).toBeVisible();
  const mission = page.getByRole('region', { name: 'Our mission' }).getByRole('listitem');
  await expect(mission).toHaveCount(3);
  await page.getByRole('main').getByRole('link', { name: 'Try the Scanner' }).click();
  await expect(page).toHaveURL(/\/try-scanner$/);
});

test('careers lists four roles under #positions, benefits, and goes back to About', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await openPage(page, '/careers#positions');
  const positions = page.locator('#positions');
  await expect(positions).toBeInViewport();
  await expect(positions.getByRole('heading', { level: 3 })).toHaveCount(4);
  for (const text of ['Engineering', 'Remote (US or UK)', 'Full-time', 'Part-time']) {
    await expect(positions.getByText(text).first()).toBeVisible();
  }
  await expect(page.getByText('Wellness stipend: $200 a month')).toBeAttached();
  await page.getByRole('link', { name: 'Back to About' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Aurevia');
});

test('press shows four coverage items and the press kit', async ({ page }) => {
  await openPage(page, '/press');
  const coverage = page.getByRole('region', { name: 'In the news' }).getByRole('article');
  await expect(coverage).toHaveCount(4);
  await expect(coverage.first().locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByRole('heading', { name: 'Press kit' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Logo mark (SVG)' })).toHaveAttribute(
    'download',
    'aurevia-logo-mark.svg',
  );
  await expect(page.getByRole('link', { name: 'Back to About' })).toHaveAttribute('href', '/about');
});

test('partners shows industries, success stories and two options', async ({ page }) => {
  await openPage(page, '/partners');
  await expect(
    page.getByRole('region', { name: 'Who we partner with' }).getByRole('listitem'),
  ).toHaveCount(4);
  await expect(
    page.getByRole('region', { name: 'Success stories' }).getByRole('figure'),
  ).toHaveCount(2);
  await expect(
    page.getByRole('region', { name: 'Two ways to partner' }).getByRole('heading', { level: 3 }),
  ).toHaveText(['Retail Partnership', 'Platform Integration']);
});

for (const path of ['/privacy-policy', '/terms-of-service', '/cookie-policy']) {
  test(`${path} is dated and its contents lead to each section`, async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await openPage(page, path);
    await expect(page.getByText('Last updated January 7, 2025')).toBeVisible();
    const toc = page.getByRole('navigation', { name: 'On this page' });
    const last = toc.getByRole('link').last();
    await expect(last).toHaveText('How to contact us');
    await last.click();
    await expect(page).toHaveURL(new RegExp(`${path}#contact$`));
    await expect(page.locator('#contact')).toBeInViewport();
    await expect(page.locator('#contact').getByRole('link').first()).toHaveAttribute(
      'href',
      /^mailto:/,
    );
  });
}

test('the contact page gives other ways to reach us and links to the help center', async ({
  page,
}) => {
  await openPage(page, '/contact-us');
  const channels = page.getByRole('region', { name: 'Other ways to reach us' });
  await expect(channels.getByText('9 AM-6 PM EST', { exact: true })).toBeVisible();
  await channels.getByRole('link', { name: 'Help Center' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help Center');
});

for (const [label, viewport] of Object.entries(VIEWPORTS)) {
  test(`support and company pages never scroll sideways (${label})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    for (const path of [
      '/help-center',
      '/contact-us',
      '/about',
      '/careers',
      '/press',
      '/partners',
      '/privacy-policy',
      '/cookie-policy',
      '/delivery-info',
    ]) {
      await openPage(page, path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
}
