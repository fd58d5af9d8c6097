// Screenshots of every account page at 1366x900 and 390x844 (e2e/screenshots/), for review by eye.
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../support/environment';
import { animationsSettled, SCREEN_SIZES, SCREENSHOT_DIR, takeScreenshots } from '../support/screenshots';
import { DEMO_CUSTOMER_WITH_PLAN, logOut, newCustomer, signUp, submitSignIn } from '../tests/account/helpers';
import { saveSmsOnLogin } from '../tests/account/productCalls';

const READY = '[data-remote="account"]';
/** The dish page after its delayed entry animation. */
const DISH_PAGE_ENTERED = '[data-entered]';

/** The cookie notice is accepted first, so it does not cover the page under review. */
test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'showCookieMessage', value: 'false', url: baseURL }]);
});

/** Screenshots of a state reached by `reach` (run again at each size), saved like takeScreenshots. */
async function stateScreenshots(page: Page, name: string, reach: () => Promise<void>): Promise<void> {
  for (const [size, viewport] of Object.entries(SCREEN_SIZES)) {
    await page.setViewportSize(viewport);
    await reach();
    await animationsSettled(page);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${size}.png`), fullPage: true });
  }
}

test('guest pages', async ({ page }) => {
  test.setTimeout(180_000);
  // The landing's plans come from the server after the prerendered page shows: photographed once they are there.
  await takeScreenshots(page, 'account-landing', '/', '.landing__plans');
  const pages: [string, string][] = [
    ['account-sign-in', '/sign-in'],
    ['account-sign-up', '/sign-up'],
    ['account-restore', '/restore'],
    ['account-restore-invalid', '/restore/not-a-real-token'],
    ['account-confirm-invalid', '/confirm'],
    ['account-contact', '/contact'],
  ];
  for (const [name, url] of pages) await takeScreenshots(page, name, url, READY);
  await takeScreenshots(page, 'account-not-found', '/no-such-page/at-all', 'main h1');
});

test('signed-in pages', async ({ page }) => {
  test.setTimeout(180_000);
  await signUp(page, newCustomer('Reem'));
  // A signed-in customer's home (/) is the dashboard, the modify area's: review/modify-dashboard.spec.ts photographs it.
  const pages: [string, string, string][] = [
    ['account-feedback', '/feedback', READY],
    ['account-feedback-dish-empty', '/feedback/dish', DISH_PAGE_ENTERED],
    ['account-feedback-general', '/feedback/general', '.feedback-form'],
  ];
  for (const [name, url, ready] of pages) await takeScreenshots(page, name, url, ready);
});

test('pages of a customer with a plan', async ({ page }) => {
  test.setTimeout(120_000);
  await submitSignIn(page, DEMO_CUSTOMER_WITH_PLAN.email, DEMO_CUSTOMER_WITH_PLAN.password);
  await page.waitForURL(/\/$/);
  await takeScreenshots(page, 'account-feedback-dish', '/feedback/dish', `${DISH_PAGE_ENTERED} [aria-label="Delivered dishes"]`);
});

test('sign-up step 2, the SMS-code step and the banned modal', async ({ page, request }) => {
  test.setTimeout(180_000);
  await stateScreenshots(page, 'account-sign-up-step-2', async () => {
    await page.goto('/sign-up');
    await page.getByLabel('First name').fill('Reem');
    await page.getByLabel('Last name').fill('Tester');
    await page.getByLabel('WhatsApp number').fill('050 123 4567');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByLabel('Email')).toBeVisible();
  });

  await page.setViewportSize(SCREEN_SIZES.desktop);
  const smsCustomer = newCustomer('Dana');
  await signUp(page, smsCustomer);
  await saveSmsOnLogin(smsCustomer, true);
  await logOut(page);
  await stateScreenshots(page, 'account-sign-in-sms-code', async () => {
    await submitSignIn(page, smsCustomer.email, smsCustomer.password);
    await expect(page.getByLabel('SMS code')).toBeVisible();
  });

  await page.setViewportSize(SCREEN_SIZES.desktop);
  const bannedCustomer = newCustomer('Salem');
  await signUp(page, bannedCustomer);
  await logOut(page);
  await request.post('/dev/fixtures/users', { data: { email: bannedCustomer.email, banned: true } });
  await stateScreenshots(page, 'account-sign-in-banned', async () => {
    await submitSignIn(page, bannedCustomer.email, bannedCustomer.password);
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});
