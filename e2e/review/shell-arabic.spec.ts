// Screenshots of the shell's pages and chrome in Arabic (right to left) at 1366x900 and 390x844, for review by eye.
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../support/environment';
import { SCREEN_SIZES, SCREENSHOT_DIR, takeScreenshots } from '../support/screenshots';
import { newCustomer, signUp } from '../tests/account/helpers';

async function stateScreenshots(page: Page, name: string, reach: () => Promise<void>): Promise<void> {
  for (const [size, viewport] of Object.entries(SCREEN_SIZES)) {
    await page.setViewportSize(viewport);
    await reach();
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${size}.png`), fullPage: true });
  }
}

test('guest pages in Arabic: landing with the switch and cookie notice, 404, an upcoming page', async ({ page, context }) => {
  test.setTimeout(120_000);
  // A guest's saved choice.
  await context.addCookies([{ name: 'locale', value: 'ar', url: baseURL }]);
  await takeScreenshots(page, 'ar-shell-landing', '/', '[data-remote]');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await takeScreenshots(page, 'ar-shell-not-found', '/no-such-page/at-all', 'main h1');
  await takeScreenshots(page, 'ar-shell-upcoming', '/nutrition-support/forum', '[data-remote="content"]');
});

test('signed-in chrome in Arabic: header, menus, consultation modal', async ({ page, context }) => {
  test.setTimeout(120_000);
  await context.addCookies([{ name: 'showCookieMessage', value: 'false', url: baseURL }]);
  // A customer of this run only (the switch saves the choice to the profile).
  await signUp(page, newCustomer('Amal'));
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await takeScreenshots(page, 'ar-shell-home', '/', '[data-remote]');
  await stateScreenshots(page, 'ar-shell-menu-open', async () => {
    await page.goto('/feedback/general');
    await page.locator('header.chrome-header').waitFor();
    const burger = page.locator('.chrome-burger');
    if (await burger.isVisible()) await burger.click();
    await page.locator('.chrome-profile__toggle').click();
  });
  await stateScreenshots(page, 'ar-shell-consultation', async () => {
    await page.goto('/');
    const burger = page.locator('.chrome-burger');
    if (await burger.isVisible()) {
      await burger.click();
      await page.getByRole('button', { name: 'احجز استشارة' }).click();
      await page.getByRole('dialog').waitFor();
    }
  });
});
