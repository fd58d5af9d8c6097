// Issue 23, "Repeat visits and bad networks": the service worker. A customer with a plan opens My menu online; once
// the worker controls the page and has cached the remotes' current releases, a repeat visit loads no JavaScript
// from the network. Offline, the page still loads (from the worker's cache) and shows a clear notice with the menu
// for today and the next days, read only; back online, the normal page returns.
import { expect, test, type Page, type Request } from '@playwright/test';
import { accessibilityViolations } from '../../support/accessibility';
import { baseURL } from '../../support/environment';
import { newCustomer, signUpByCall } from '../account/helpers';
import { header } from '../../support/session';
import { area } from '../modify/modifyJourney';

// Requests the service worker itself makes are reported to the context (and the context's offline mode reaches the
// worker) only with this switch of Playwright's; it is read when a worker starts, so setting it here is enough.
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';

test.use({ serviceWorkers: 'allow' });

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'showCookieMessage', value: 'false', url: baseURL }]);
});

/** Today in Dubai as the offline page titles a day ("Friday 27 November"). */
const todayTitle = () =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Dubai', weekday: 'long', day: 'numeric', month: 'long' }).format(new Date()).replace(',', '');

/** Whether every remote's current entry is in the worker's cache (the releases /remotes.json lists). */
const releasesCached = (page: Page) =>
  page.evaluate(async () => {
    const { remotes } = (await (await fetch('/remotes.json')).json()) as { remotes: Record<string, string> };
    const entries = Object.values(remotes).map((manifest) => new URL('remoteEntry.js', new URL(manifest, location.href)).href);
    const cached = await Promise.all(entries.map((url) => caches.match(url)));
    return cached.every(Boolean);
  });

/** Whether the page has kept an offline copy of the menu (IndexedDB "mealplan-offline"). */
const menuKept = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('mealplan-offline');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('copies')) return resolve(false);
          const get = db.transaction('copies').objectStore('copies').get('menu');
          get.onsuccess = () => resolve(Boolean((get.result as { days?: unknown[] } | undefined)?.days?.length));
          get.onerror = () => resolve(false);
        };
      }),
  );

test('a repeat visit loads no JavaScript from the network; offline, the menu for today and the next days shows read only', async ({
  page,
  context,
}) => {
  // A sign-up, the worker's first caching of every remote, four loads of the page and the axe audit, on 2 cores.
  test.setTimeout(180_000);
  const customer = newCustomer('Mariam');
  await signUpByCall(page, customer);
  expect((await page.request.post('/dev/fixtures/plan-delivering-today', { data: { email: customer.email } })).status()).toBe(200);

  const workerRequests: Request[] = [];
  context.on('request', (request) => {
    if (request.serviceWorker()) workerRequests.push(request);
  });

  await page.goto('/modify');
  await expect(area(page).getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect.poll(() => releasesCached(page)).toBe(true);
  await expect.poll(() => menuKept(page)).toBe(true);
  // The worker downloaded the releases itself (so its requests are seen, and the check below can fail).
  expect(workerRequests.filter((request) => new URL(request.url()).pathname.endsWith('.js')).length).toBeGreaterThan(0);

  // A repeat visit: every script comes from the worker, which asks the network for none.
  workerRequests.length = 0;
  const scripts: { url: string; fromWorker: boolean }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push({ url: response.url(), fromWorker: response.fromServiceWorker() });
  });
  await page.reload();
  await expect(area(page).getByRole('heading', { level: 1 })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((script) => !script.fromWorker)).toEqual([]);
  expect(workerRequests.map((request) => request.url()).filter((url) => new URL(url).pathname.endsWith('.js'))).toEqual([]);

  // Offline: the page loads from the worker's cache and shows the kept menu, with nothing to change.
  await context.setOffline(true);
  const offlineLoad = await page.reload();
  expect(offlineLoad?.fromServiceWorker()).toBe(true);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  const days = main.getByRole('region', { name: 'Your menu for today and the next days' });
  await expect(days).toBeVisible();
  await expect(main.getByRole('status')).toContainText('Here is your menu for today and the next days');
  await expect(days.getByRole('heading', { level: 2 }).first()).toHaveText(todayTitle());
  await expect(days.getByRole('listitem').first()).toContainText(/\d+ kcal/);
  await expect(main.getByRole('button')).toHaveCount(0);
  // The calls the page queued wait for the network without covering the menu with the busy spinner.
  await expect(page.locator('.ui-busy')).toHaveCount(0);
  await expect(main.getByRole('link')).toHaveCount(0);
  expect(await accessibilityViolations(page)).toEqual([]);
  // At phone width the days stack and nothing runs off the side.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.screenshot({ path: test.info().outputPath('offline-phone.png'), fullPage: true });

  // Back online, the normal page returns by itself.
  await context.setOffline(false);
  await expect(area(page).getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'You are offline' })).toHaveCount(0);

  // With the worker in control, a page's address is still answered by the server, never with the precached
  // index.html: the home page comes prerendered for the signed-in customer, as without the worker.
  const home = await page.goto('/');
  expect(await home?.text()).toContain('data-prerendered-for="signedIn"');
  await expect(header(page)).toBeVisible();
});
