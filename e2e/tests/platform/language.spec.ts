// issue 8: the shell's English / العربية switch: guests (cookie) and customers (profile), <html lang dir>, no reload.
import { expect, test, type Page } from '@playwright/test';
import { accessibilityViolations } from '../../support/accessibility';
import { baseURL } from '../../support/environment';
import { chooseLanguage, englishLeft, expectRightToLeft, unfoldMenuFor } from '../../support/language';
import { SCREEN_SIZES } from '../../support/screenshots';
import { header } from '../../support/session';
import { logOut, newCustomer, signUpByCall, submitSignIn } from '../account/helpers';

const languageSwitch = (page: Page) => page.getByRole('group', { name: /^(Language|اللغة)$/ });
const html = (page: Page) => page.locator('html');

/** A link of the header, after opening the phone's menu when it is folded away there. */
async function expectHeaderLink(page: Page, name: string): Promise<void> {
  const link = header(page).getByRole('link', { name, exact: true });
  await unfoldMenuFor(page, link);
  await expect(link).toBeVisible();
}

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

for (const [size, viewport] of Object.entries(SCREEN_SIZES)) {
  test.describe(`at ${size} size`, () => {
    test.use({ viewport });

    /** The cookie notice (tested above) is accepted first, so it does not cover the phone layout. */
    test.beforeEach(async ({ context }) => {
      await context.addCookies([{ name: 'showCookieMessage', value: 'false', url: baseURL }]);
    });

    test("a customer's choice of Arabic is saved to the profile: it survives signing out and follows them to another browser", async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      const customer = newCustomer('Hessa');
      await signUpByCall(page, customer);
      await expect(header(page)).toBeVisible();

      await chooseLanguage(page, 'العربية');
      await expectRightToLeft(page);
      await expect(page.getByRole('heading', { level: 1, name: `مرحبًا، ${customer.firstName}` })).toBeVisible();
      await expectHeaderLink(page, 'الملاحظات');
      await expectHeaderLink(page, 'قائمتي');
      expect(await accessibilityViolations(page)).toEqual([]);

      // Signed out, the site stays in Arabic for this browser; signing in again keeps it.
      await logOut(page, 'تسجيل الخروج');
      await expectRightToLeft(page);
      await page.getByLabel('البريد الإلكتروني').fill(customer.email);
      await page.getByLabel('كلمة المرور', { exact: true }).fill(customer.password);
      await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: `مرحبًا، ${customer.firstName}` })).toBeVisible();

      // Another browser: no cookie, an English browser; signing in brings the saved language (the same calls at any
      // width: at desktop size; the phone's folded menu is used above).
      if (size === 'desktop') {
        const elsewhere = await browser.newContext({ viewport, locale: 'en-US' });
        await elsewhere.addCookies([{ name: 'showCookieMessage', value: 'false', url: baseURL }]);
        const other = await elsewhere.newPage();
        await submitSignIn(other, customer.email, customer.password);
        await expect(other).toHaveURL(/\/$/);
        await expect(header(other)).toBeVisible();
        await expectRightToLeft(other);
        await expect(other.getByRole('heading', { level: 1, name: `مرحبًا، ${customer.firstName}` })).toBeVisible();
        // The signed-in home (the dashboard) shows the customer's whole name and its initials as typed.
        const initials = `${customer.firstName.charAt(0)}${customer.lastName.charAt(0)}`;
        expect(await englishLeft(other, [customer.firstName, customer.lastName, initials])).toEqual([]);
        await expectHeaderLink(other, 'الملاحظات');

        await chooseLanguage(other, 'English');
        await expectHeaderLink(other, 'Feedback');
        await expectHeaderLink(other, 'My menu');
        await logOut(other);
        await elsewhere.close();
      }
    });
  });
}

test('an Arabic browser gets Arabic until the visitor chooses', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'ar-AE' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(html(page)).toHaveAttribute('lang', 'ar');
  await expect(html(page)).toHaveAttribute('dir', 'rtl');
  expect((await context.cookies()).find((cookie) => cookie.name === 'locale')).toBeUndefined();
  await context.close();
});
