import { expect, test } from '@playwright/test';
import { remoteRoot, type AreaName } from '../../support/areas';
import { DEMO_CUSTOMER_WITHOUT_PLAN, header, signIn } from '../../support/session';

const guestRoutes: [string, AreaName][] = [
  ['/', 'account'],
  ['/sign-in', 'account'],
  ['/sign-up', 'account'],
  ['/restore', 'account'],
  ['/contact', 'account'],
  ['/confirm', 'account'],
  ['/nutrition-support', 'content'],
  ['/nutrition-support/forum', 'content'],
  ['/terms', 'content'],
  ['/privacy-policy', 'content'],
];

const signedInRoutes: [string, AreaName][] = [
  ['/feedback', 'account'],
  ['/checkout', 'checkout'],
  // (/checkout/menus and /checkout/summary send a customer without a saved checkout plan to /checkout: its journey.)
  ['/checkout/thankyou', 'checkout'],
  ['/renewplan', 'checkout'],
  ['/modify', 'modify'],
  ['/modify/address', 'modify'],
  ['/', 'modify'],
  ['/dashboard', 'modify'],
  ['/my-credit', 'modify'],
  ['/progress', 'health'],
  ['/fitbit', 'health'],
];

// One guest visit: the guest routes, then what a guest gets on a signed-in route and on an unknown path.
test('every guest route loads the remote that owns it; a signed-in route sends a guest to /sign-in; an unknown path says Not found', async ({
  page,
}) => {
  for (const [path, area] of guestRoutes) {
    await page.goto(path);
    await expect(remoteRoot(page, area), path).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(path);
  }

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(remoteRoot(page, 'account')).toBeVisible();

  await page.goto('/no/such/page');
  await expect(remoteRoot(page, 'content').getByText('Not found')).toBeVisible();
  await expect(remoteRoot(page, 'content').getByText('404')).toBeVisible();
});

test('every signed-in route loads the remote that owns it, and sign-in pages send a customer home', async ({ page }) => {
  await signIn(page);
  for (const [path, area] of signedInRoutes) {
    await page.goto(path);
    await expect(remoteRoot(page, area), path).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(path);
    await expect(header(page)).toBeVisible();
  }
  await page.goto('/sign-in');
  await expect(page).toHaveURL(/\/$/);
});

test("the planner's /menu routes, declared for a customer without a plan, open for one", async ({ page }) => {
  await signIn(page, DEMO_CUSTOMER_WITHOUT_PLAN);
  await page.goto('/menu');
  await expect(remoteRoot(page, 'planner')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/menu');
  // A wizard step not reached yet opens the stored step instead (the planner's own guard, doc 2 §2.1).
  await page.goto('/menu/summary');
  await expect(remoteRoot(page, 'planner')).toBeVisible();
  await expect(page).toHaveURL(/\/menu$/);
});
