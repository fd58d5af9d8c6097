import { expect, test, type Page } from '@playwright/test';
import { AREAS } from '@mealplan/shared/federation';
import { liveBuild, remoteRoot } from '../../support/areas';
import { buildRemoteCopy, publishRemote, serveFromOrigin } from '../../support/builds';
import { baseURL, PREVIEW_ORIGIN } from '../../support/environment';

// One extra build of the content remote serves both tests: first as a staging preview, then published.
test.describe.configure({ mode: 'serial', timeout: 300_000 });

const buildId = `e2e-${Date.now()}`;
let distDir = '';

test.beforeAll(() => {
  distDir = buildRemoteCopy('content', buildId);
});

test('a preview from an allow-listed origin replaces one remote for this browser until cleared', async ({ page }) => {
  await serveFromOrigin(page, PREVIEW_ORIGIN, distDir);
  await page.goto('/terms');
  const published = await liveBuild(page, 'content');
  expect(published).not.toBe(buildId);

  await page.goto(`/terms?preview=content@${PREVIEW_ORIGIN}/mf-manifest.json`);
  await expect(remoteRoot(page, 'content')).toHaveAttribute('data-build', buildId);
  await expect(page.getByTestId('preview-badge')).toContainText('Preview: content');
  expect(new URL(page.url()).search).toBe('');

  await page.reload();
  await expect(remoteRoot(page, 'content')).toHaveAttribute('data-build', buildId);
  await page.goto('/sign-in');
  await expect(remoteRoot(page, 'account')).toBeVisible();

  await page.goto('/terms');
  await page.getByRole('button', { name: 'Clear preview' }).click();
  await expect(remoteRoot(page, 'content')).toHaveAttribute('data-build', published ?? '');
  await expect(page.getByTestId('preview-badge')).toHaveCount(0);
});

test('a preview from an origin that is not allow-listed is ignored', async ({ page }) => {
  await serveFromOrigin(page, 'http://elsewhere.test', distDir);
  await page.goto('/terms?preview=content@http://elsewhere.test/mf-manifest.json');
  await expect(remoteRoot(page, 'content')).toBeVisible();
  expect(await liveBuild(page, 'content')).not.toBe(buildId);
  await expect(page.getByTestId('preview-badge')).toHaveCount(0);
});

/** Whether the service worker's caches hold `url`. */
const isCached = (page: Page, url: string) => page.evaluate(async (file) => Boolean(await caches.match(file)), url);

// A visitor with the service worker (issue 23): a release published while the worker holds the previous one is used on
// the next navigation, never the cached old one.
test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('publishing a new build of one remote changes the site without rebuilding anything else', async ({ page, request }) => {
    const before = await (await request.get('/remotes.json')).json();
    const shellPage = await (await request.get('/')).text();
    await page.goto('/terms');
    expect(await liveBuild(page, 'content')).not.toBe(buildId);
    // The visitor's service worker controls the page and holds the content remote's current release.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const previousEntry = new URL('remoteEntry.js', new URL(before.remotes.content, baseURL)).href;
    await expect.poll(() => isCached(page, previousEntry)).toBe(true);

    publishRemote('content', distDir);

    const after = await (await request.get('/remotes.json')).json();
    expect(after.remotes.content).not.toBe(before.remotes.content);
    for (const area of AREAS.filter((name) => name !== 'content')) expect(after.remotes[area]).toBe(before.remotes[area]);

    // The next navigation runs the new release; the worker keeps it and drops the previous one.
    await page.reload();
    await expect(remoteRoot(page, 'content')).toHaveAttribute('data-build', buildId);
    expect(await (await request.get('/')).text()).toBe(shellPage);
    const currentEntry = new URL('remoteEntry.js', new URL(after.remotes.content, baseURL)).href;
    await expect.poll(() => isCached(page, currentEntry)).toBe(true);
    await expect.poll(() => isCached(page, previousEntry)).toBe(false);
  });
});
