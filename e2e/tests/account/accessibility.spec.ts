// Every page a guest and a customer with a plan open — the account, content, health and modify areas and the shell
// around them — at desktop and phone size, pass the WCAG 2.1 A/AA rules axe-core checks (issue 39: axe clean on every
// page). The wizard's and the checkout's pages are audited on the way in their journeys (planner/*.spec.ts,
// checkout/checkout.spec.ts and account/keyboard.spec.ts), where a customer without a plan reaches them.
import { expect, test, type Page } from '@playwright/test';
import { accessibilityViolations } from '../../support/accessibility';
import { navigateInApp } from '../../support/areas';
import { SCREEN_SIZES } from '../../support/screenshots';
import { DEMO_CUSTOMER_WITH_PLAN } from '../../support/session';
import { openSignedInAs } from './helpers';

interface Audited {
  path: string;
  /** Shown once the page has its content. */
  ready: (page: Page) => ReturnType<Page['locator']>;
}

const heading = (name: string) => (page: Page) => page.getByRole('heading', { name, exact: true }).first();
/** A content-area page's own title: two pages of the area share their h1 element, so the title tells them apart. */
const contentTitle = (name: string) => (page: Page) => page.locator('[data-remote="content"]').getByRole('heading', { level: 1, name });
/** An area's page with its title, once nothing in the area is loading any more. */
const loaded = (area: string) => (page: Page) =>
  page.locator(`[data-remote="${area}"]:not(:has(.ui-spinner))`).getByRole('heading', { level: 1 }).first();

/**
 * The pages, in walks of a few pages each: one test per walk and size. A walk of all sixteen signed-in pages ran close
 * to the test's minute on a slow host (each audit is a second or more of axe on the page's thread), so the walks are
 * kept short and spread over the suite's workers; each walk loads its first page and reaches the others in the app.
 */
const GUEST_WALKS: Record<string, Audited[]> = {
  'the landing and the account pages': [
    { path: '/', ready: (page) => page.getByRole('heading', { name: 'Plans' }) },
    { path: '/sign-in', ready: heading('Sign In') },
    { path: '/sign-up', ready: (page) => page.getByLabel('First name') },
    { path: '/restore', ready: heading('Forgot your password?') },
    { path: '/restore/not-a-real-token', ready: (page) => page.locator('.auth__notice--error') },
    { path: '/confirm?token=abc', ready: (page) => page.getByText('This link is not valid', { exact: true }) },
    { path: '/contact', ready: (page) => page.getByRole('link', { name: /@/ }).first() },
    { path: '/no-such-page', ready: (page) => page.getByText('Not found').first() },
  ],
  'the content pages': [
    { path: '/terms', ready: contentTitle('Terms & Conditions') },
    { path: '/nutrition-support', ready: contentTitle('Nutrition support') },
    { path: '/nutrition-support/blog', ready: loaded('content') },
    { path: '/nutrition-support/forum', ready: loaded('content') },
    { path: '/refunds', ready: loaded('content') },
    { path: '/privacy-policy', ready: loaded('content') },
  ],
};

const SIGNED_IN_WALKS: Record<string, Audited[]> = {
  'the dashboard, feedback and contact': [
    { path: '/', ready: (page) => page.getByRole('heading', { name: /^Welcome/ }) },
    { path: '/feedback', ready: (page) => page.getByRole('button', { name: 'About dishes' }) },
    { path: '/feedback/dish', ready: (page) => page.getByRole('tablist', { name: 'Dish types' }) },
    { path: '/feedback/general', ready: heading('General feedback') },
    { path: '/contact', ready: (page) => page.getByRole('link', { name: /@/ }).first() },
  ],
  'the health pages and a forum post': [
    { path: '/progress', ready: (page) => page.locator('[data-chart="weight"] .apexcharts-canvas') },
    { path: '/body-analysis', ready: (page) => page.locator('[data-chart="pbf"] .apexcharts-canvas') },
    { path: '/fitbit', ready: loaded('health') },
    { path: '/nutrition-support/forum/add', ready: loaded('content') },
  ],
  'the plan pages': [
    { path: '/my-credit', ready: loaded('modify') },
    { path: '/modify', ready: loaded('modify') },
    { path: '/modify/address', ready: loaded('modify') },
    { path: '/modify/summary', ready: loaded('modify') },
  ],
  'the menu, renewal and profile pages': [
    { path: '/viewmenu', ready: loaded('modify') },
    // The page opens its renew-request dialog at once: audited with it open (not while it appears).
    { path: '/modify/renew', ready: (page) => page.getByRole('dialog', { name: 'Renew My Plan' }) },
    { path: '/profile', ready: loaded('modify') },
  ],
};

/**
 * Audits each page in turn. Only the first is loaded (unless the page is already on it, as after signing in); the
 * others are reached inside the app, as its links do, so the shell and the remotes are not loaded again for each.
 */
async function audit(page: Page, pages: Audited[], size: string): Promise<void> {
  for (const [index, { path, ready }] of pages.entries()) {
    if (index > 0) await navigateInApp(page, path);
    else if (new URL(page.url()).pathname !== path) await page.goto(path);
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
    await expect(ready(page)).toBeVisible();
    expect(await accessibilityViolations(page), `${path} at ${size} size`).toEqual([]);
  }
}

// One test per walk and size, so they run side by side on the suite's workers.
for (const [size, viewport] of Object.entries(SCREEN_SIZES)) {
  test.describe(`at ${size} size`, () => {
    test.use({ viewport });

    for (const [walk, pages] of Object.entries(GUEST_WALKS)) {
      test(`guest: ${walk}`, async ({ page }) => {
        await audit(page, pages, size);
      });
    }

    for (const [walk, pages] of Object.entries(SIGNED_IN_WALKS)) {
      test(`signed in: ${walk}`, async ({ page }) => {
        await openSignedInAs(page, DEMO_CUSTOMER_WITH_PLAN, pages[0]!.path);
        await audit(page, pages, size);
      });
    }
  });
}

test('the dish feedback form and the unsaved-changes modal', async ({ page }) => {
  await openSignedInAs(page, DEMO_CUSTOMER_WITH_PLAN, '/feedback/dish');
  const dishes = page.getByRole('list', { name: 'Delivered dishes' }).getByRole('listitem');
  await dishes.nth(0).getByRole('button').click();
  const text = page.getByLabel('Your feedback', { exact: true });
  await expect(text).toBeVisible();
  expect(await accessibilityViolations(page), 'dish feedback form').toEqual([]);

  await text.fill('Checking the form, not saved');
  await dishes.nth(1).getByRole('button').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Discard changes' })).toBeVisible();
  expect(await accessibilityViolations(page), 'unsaved-changes modal').toEqual([]);
  await dialog.getByRole('button', { name: 'Discard changes' }).click();
});
