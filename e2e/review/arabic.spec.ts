// Screenshots of every account and content page in Arabic (right to left) at 1366x900 and 390x844
// (e2e/screenshots/ar-*.png), for review by eye: mirrored layout, joined letters, aligned numbers.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { LOCALE_COOKIE } from '@mealplan/shared/i18n';
import { baseURL } from '../support/environment';
import { SCREEN_SIZES, SCREENSHOT_DIR, animationsSettled } from '../support/screenshots';
import { DEMO_CUSTOMER_WITH_PLAN, newCustomer, openSignedInAs, signUpByCall } from '../tests/account/helpers';

const ACCOUNT = '[data-remote="account"]';
const CONTENT = '[data-remote="content"] h1';
const DISH_PAGE_ENTERED = '[data-entered]';

/** A guest who chose Arabic (the switch's cookie), with the cookie notice already accepted. */
test.beforeEach(async ({ context }) => {
  await context.addCookies([
    { name: 'showCookieMessage', value: 'false', url: baseURL },
    { name: LOCALE_COOKIE, value: 'ar', url: baseURL },
  ]);
});

/** Like takeScreenshots, once the entry animations have run, checking the page is right to left. */
async function arabicScreenshots(page: Page, name: string, url: string, ready: string): Promise<void> {
  await stateScreenshots(page, name, async () => {
    await page.goto(url);
    await page.locator(ready).first().waitFor({ state: 'visible' });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.evaluate(() => document.fonts.ready);
  });
}

/** Screenshots of a state reached by `reach` (run again at each size). */
async function stateScreenshots(page: Page, name: string, reach: () => Promise<void>): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  for (const [size, viewport] of Object.entries(SCREEN_SIZES)) {
    await page.setViewportSize(viewport);
    await reach();
    await animationsSettled(page);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `ar-${name}-${size}.png`), fullPage: true });
  }
}

test('guest pages in Arabic', async ({ page }) => {
  test.setTimeout(180_000);
  const pages: [string, string, string][] = [
    ['account-landing', '/', '#plans-title'],
    ['account-sign-in', '/sign-in', ACCOUNT],
    ['account-sign-up', '/sign-up', ACCOUNT],
    ['account-restore', '/restore', ACCOUNT],
    ['account-restore-invalid', '/restore/not-a-real-token', '.auth__notice'],
    ['account-confirm-invalid', '/confirm', '.auth__notice'],
    ['account-contact', '/contact', ACCOUNT],
    ['account-not-found', '/no-such-page/at-all', 'main h1'],
    ['content-terms', '/terms', CONTENT],
    ['content-nutrition-support', '/nutrition-support', CONTENT],
    ['content-blog', '/nutrition-support/blog', CONTENT],
    ['content-forum', '/nutrition-support/forum', CONTENT],
  ];
  for (const [name, url, ready] of pages) await arabicScreenshots(page, name, url, ready);

  await stateScreenshots(page, 'account-sign-up-step-2', async () => {
    await page.goto('/sign-up');
    await page.getByLabel('الاسم الأول').fill('ريم');
    await page.getByLabel('اسم العائلة').fill('الحداد');
    await page.getByLabel('رقم واتساب', { exact: true }).fill('050 123 4567');
    await page.getByRole('button', { name: 'التالي' }).click();
    await expect(page.getByLabel('كلمة المرور', { exact: true })).toBeVisible();
  });
  await stateScreenshots(page, 'account-plan-request', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: 'صمّم خطة وجباتي' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});

test('signed-in pages in Arabic', async ({ page }) => {
  test.setTimeout(180_000);
  // Signed up by call: a sign-up through the page ends on 'check your email' (the address is confirmed before the
  // first sign-in); the sign-up pages themselves are photographed above.
  await signUpByCall(page, newCustomer('Reem'), '/feedback');
  // The signed-in home (/) is the dashboard: review/modify-dashboard.spec.ts photographs it in Arabic.
  const pages: [string, string, string][] = [
    ['account-feedback', '/feedback', ACCOUNT],
    ['account-feedback-dish-empty', '/feedback/dish', DISH_PAGE_ENTERED],
    ['account-feedback-general', '/feedback/general', '.feedback-form'],
    ['content-forum-add', '/nutrition-support/forum/add', CONTENT],
  ];
  for (const [name, url, ready] of pages) await arabicScreenshots(page, name, url, ready);
  await stateScreenshots(page, 'account-feedback-general-errors', async () => {
    await page.goto('/feedback/general');
    await page.getByRole('button', { name: 'حفظ' }).click();
    await expect(page.getByText('يرجى تقييم الطعام')).toBeVisible();
  });
});

test('a customer with a plan, in Arabic', async ({ page }) => {
  test.setTimeout(120_000);
  // Signed in by call: the sign-in page is photographed above, and the signed-in home (the dashboard) by
  // review/modify-dashboard.spec.ts.
  await openSignedInAs(page, DEMO_CUSTOMER_WITH_PLAN, '/feedback/dish');
  await arabicScreenshots(page, 'account-feedback-dish', '/feedback/dish', `${DISH_PAGE_ENTERED} [aria-label="الأطباق التي وصلتك"]`);
});
