// issue 8: the shell's English / العربية switch: guests (cookie) and customers (profile), <html lang dir>, no reload.
import { expect, test, type Page } from '@playwright/test';
import { accessibilityViolations } from '../../support/accessibility';
import { header } from '../../support/session';
import { logOut, newCustomer, signUp, submitSignIn } from '../account/helpers';

const languageSwitch = (page: Page) => page.getByRole('group', { name: /^(Language|اللغة)$/ });
const html = (page: Page) => page.locator('html');

test('a guest switches the landing page to Arabic and back without a reload; the choice is kept for the next visit', async ({ page }) => {
  await page.goto('/');
  await expect(html(page)).toHaveAttribute('dir', 'ltr');
  const cookieNotice = page.getByRole('region', { name: 'Cookie notice' });
  await expect(cookieNotice).toBeVisible();
  await page.evaluate(() => Object.assign(window, { beforeSwitch: true }));

  await languageSwitch(page).getByRole('button', { name: 'العربية' }).click();
  await expect(html(page)).toHaveAttribute('lang', 'ar');
  await expect(html(page)).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('region', { name: 'إشعار ملفات تعريف الارتباط' })).toContainText('نستخدم ملفات تعريف الارتباط');
  await expect(languageSwitch(page).getByRole('button', { name: 'العربية' })).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => (window as { beforeSwitch?: boolean }).beforeSwitch)).toBe(true);
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.reload();
  await expect(html(page)).toHaveAttribute('dir', 'rtl');
  await languageSwitch(page).getByRole('button', { name: 'English' }).click();
  await expect(html(page)).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('region', { name: 'Cookie notice' })).toContainText(
    'We use cookies to keep you signed in and to improve your experience on MealPlan.',
  );
});

test("a customer's choice is saved to the profile: it survives signing out and signing in on another browser", async ({ page, browser }) => {
  const customer = newCustomer('Hessa');
  await signUp(page, customer);
  await expect(header(page)).toBeVisible();

  await languageSwitch(page).getByRole('button', { name: 'العربية' }).click();
  await expect(html(page)).toHaveAttribute('dir', 'rtl');
  await expect(header(page).getByRole('link', { name: 'الملاحظات' })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'قائمتي' })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.locator('.chrome-profile__toggle').click();
  await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);

  const elsewhere = await browser.newContext({ locale: 'en-US' });
  const other = await elsewhere.newPage();
  await submitSignIn(other, customer.email, customer.password);
  await expect(header(other)).toBeVisible();
  await expect(html(other)).toHaveAttribute('lang', 'ar');
  await expect(html(other)).toHaveAttribute('dir', 'rtl');
  await expect(header(other).getByRole('link', { name: 'الملاحظات' })).toBeVisible();

  await languageSwitch(other).getByRole('button', { name: 'English' }).click();
  await expect(header(other).getByRole('link', { name: 'Feedback', exact: true })).toBeVisible();
  await expect(header(other).getByRole('link', { name: 'My menu', exact: true })).toBeVisible();
  await logOut(other);
  await elsewhere.close();
});

test('an Arabic browser gets Arabic until the visitor chooses', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'ar-AE' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(html(page)).toHaveAttribute('lang', 'ar');
  await expect(html(page)).toHaveAttribute('dir', 'rtl');
  expect((await context.cookies()).find((cookie) => cookie.name === 'locale')).toBeUndefined();
  await context.close();
});
