// Issue 8: the customer site in Arabic, right to left, for a guest who signs up, at desktop and phone size: no English
// left but brand names and what the customer typed, server messages in Arabic, the axe audit clean of serious and
// critical findings, and English restored verbatim. The choice following a customer to another browser is
// platform/language.spec.ts.
import { expect, test } from '@playwright/test';
import { navigateInApp } from '../support/areas';
import { baseURL } from '../support/environment';
import { ARABIC, chooseLanguage, englishLeft, expectNoSeriousAccessibilityFindings, expectRightToLeft } from '../support/language';
import { layoutShiftsSince, recordLayoutShifts } from '../support/layoutShifts';
import { SCREEN_SIZES } from '../support/screenshots';
import { newCustomer, type Customer } from './account/helpers';
import { customerWithRunningPlan } from './modify/modifyJourney';

/** The cookie notice (the shell's, tested in its own spec) is accepted first, so it does not cover the phone layout. */
test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'showCookieMessage', value: 'false', url: baseURL }]);
});

for (const [size, viewport] of Object.entries(SCREEN_SIZES)) {
  test.describe(`in Arabic at ${size} size`, () => {
    test.use({ viewport });

    test("a guest switches to العربية and signs up; the guest pages, the server's messages, the sign-up form and the feedback pages are Arabic; English comes back verbatim", async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const customer: Customer = newCustomer('Reem');
      const typed = [customer.firstName, customer.lastName, customer.mobile, customer.email];

      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: 'Eat well without thinking about it' })).toBeVisible();
      await chooseLanguage(page, 'العربية');
      await expectRightToLeft(page);
      await expect(page.getByRole('heading', { level: 1, name: 'تناول طعاماً صحياً دون عناء التفكير' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'الخطط' })).toBeVisible();
      // Each area's Arabic texts (the shell's chrome, the kit's, the page's) arrive as their own chunks, not all at once.
      await expect.poll(() => englishLeft(page)).toEqual([]);
      await expectNoSeriousAccessibilityFindings(page, 'landing page');

      // Sign-in and restore, reached as a guest would.
      await page.getByRole('link', { name: 'تسجيل الدخول' }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeVisible();
      expect(await englishLeft(page)).toEqual([]);
      await expectNoSeriousAccessibilityFindings(page, 'sign-in');
      await page.getByRole('link', { name: 'نسيت كلمة المرور؟' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'نسيت كلمة المرور؟' })).toBeVisible();
      expect(await englishLeft(page)).toEqual([]);
      await expectNoSeriousAccessibilityFindings(page, 'restore');
      // The server's catalogue (server/src/i18n) answers in the socket's language.
      await page.getByLabel('البريد الإلكتروني').fill(customer.email);
      await page.getByRole('button', { name: 'إرسال رابط الدخول' }).click();
      await expect(page.locator('.auth__notice')).toHaveText(ARABIC);
      expect(await englishLeft(page, [customer.email])).toEqual([]);

      // Sign-up: both steps in Arabic, then the account is made.
      await page.goto('/sign-up');
      await expectRightToLeft(page);
      await expect(page.getByRole('heading', { level: 1, name: 'أنشئ حسابك' })).toBeVisible();
      expect(await englishLeft(page)).toEqual([]);
      await expectNoSeriousAccessibilityFindings(page, 'sign-up step 1');
      await page.getByLabel('الاسم الأول').fill(customer.firstName);
      await page.getByLabel('اسم العائلة').fill(customer.lastName);
      await page.getByLabel('رقم واتساب', { exact: true }).fill(customer.mobile);
      await page.getByRole('button', { name: 'التالي' }).click();
      // A field error from the server, in Arabic, before the account is made.
      await page.getByLabel('البريد الإلكتروني').fill('not-an-email');
      await page.getByLabel('كلمة المرور', { exact: true }).fill(customer.password);
      await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
      const emailError = page.locator('.ui-field__error').first();
      await expect(emailError).toHaveText(ARABIC);
      expect(await emailError.textContent()).not.toMatch(/[A-Za-z]/);
      expect(await englishLeft(page, [...typed, 'not-an-email'])).toEqual([]);
      await page.getByLabel('البريد الإلكتروني').fill(customer.email);
      expect(await englishLeft(page, typed)).toEqual([]);
      await expectNoSeriousAccessibilityFindings(page, 'sign-up step 2');
      await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
      // The answer (the same for an email already registered) in Arabic; the customer signs in next.
      await expect(page.locator('.auth__notice')).toHaveText(ARABIC);
      expect(await englishLeft(page, typed)).toEqual([]);
      await page.locator('.auth__card').getByRole('link', { name: 'تسجيل الدخول', exact: true }).click();
      await expect(page).toHaveURL(/\/sign-in$/);
      await page.getByLabel('البريد الإلكتروني').fill(customer.email);
      await page.getByLabel('كلمة المرور', { exact: true }).fill(customer.password);
      await page.locator('.auth__card').getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
      await expect(page).toHaveURL(/\/$/);

      // Signed in: home and the feedback pages, and the feedback rules' messages, in Arabic.
      await expect(page.getByRole('heading', { level: 1, name: `مرحبًا، ${customer.firstName}` })).toBeVisible();
      await expectRightToLeft(page);
      expect(await englishLeft(page, typed)).toEqual([]);
      await page.goto('/feedback');
      await expect(page.getByRole('heading', { level: 1, name: 'آراؤكم' })).toBeVisible();
      expect(await englishLeft(page, typed)).toEqual([]);
      await expectNoSeriousAccessibilityFindings(page, 'feedback');
      await page.getByRole('button', { name: 'رأيك العام' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'رأيك العام' })).toBeVisible();
      await page.getByRole('button', { name: 'حفظ' }).click();
      await expect(page.getByText('يرجى تقييم التجربة بشكل عام')).toBeVisible();
      await expect(page.getByText('اكتب بضع كلمات عن MealPlan')).toBeVisible();
      expect(await englishLeft(page, typed)).toEqual([]);
      await expectNoSeriousAccessibilityFindings(page, 'general feedback');
      // The language stays through a reload (the '/feedback' load above); the rest is reached inside the app.
      await navigateInApp(page, '/feedback/dish');
      await expect(page.getByRole('heading', { level: 1, name: 'عن الأطباق' })).toBeVisible();
      await expect(page.getByText('يمكنك تقييم الأطباق بعد توصيلها إليك.')).toBeVisible();
      expect(await englishLeft(page, typed)).toEqual([]);
      await expectNoSeriousAccessibilityFindings(page, 'dish feedback');

      // Names that come from the catalogue (forum categories) are Arabic too, and follow a switch without a reload.
      await navigateInApp(page, '/nutrition-support/forum');
      await expect(page.getByRole('button', { name: 'نقاش عام' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'الأنظمة الغذائية العلاجية' })).toBeVisible();
      await chooseLanguage(page, 'English');
      await expect(page.getByRole('button', { name: 'General Discussion' })).toBeVisible();
      await chooseLanguage(page, 'العربية');
      await expect(page.getByRole('button', { name: 'نقاش عام' })).toBeVisible();

      // Back to English: the spec's texts, verbatim, left to right.
      await navigateInApp(page, '/');
      await expect(page.getByRole('heading', { level: 1, name: new RegExp(customer.firstName) })).toBeVisible();
      await chooseLanguage(page, 'English');
      await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
      // A signed-in customer's home is the dashboard (spec 3 §2): a customer without a plan is offered to build a menu.
      await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${customer.firstName}` })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Build your menu' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Personal Details' })).toBeVisible();
    });

    test("a customer's plan in Arabic: today's meal types and dish pictures, and the delivery time as the PDF writes it (issue 39)", async ({
      page,
    }) => {
      // A customer of this test alone: choosing Arabic is saved on the account, and the demo customer's pages are other tests'.
      await customerWithRunningPlan(page, 'Huda', '/');
      await chooseLanguage(page, 'العربية');
      await expectRightToLeft(page);
      const mealTypes = page.locator('.dash-meal__type');
      await expect(mealTypes.first()).toHaveText('الفطور');
      for (const text of await mealTypes.allTextContents()) expect(text).toMatch(ARABIC);
      for (const src of await page.locator('.dash-meal__image').evaluateAll((images) => images.map((image) => image.getAttribute('src'))))
        expect(src).toMatch(/^\/media\/dishes\/\d+\.webp\?lang=ar$/);

      // Her next visit: the dashboard is drawn once, whole. The plan's Arabic name (diet and title) takes two lines on a
      // phone; written after the card, as it came with the diet list, it moved the card's lines down (issue 38).
      await recordLayoutShifts(page);
      await page.goto('/');
      // From the loaded document on: her data arrives after it, and the plan card with it.
      const loaded = await page.evaluate(() => performance.now());
      await expect(page.getByTestId('plan-name')).toHaveText(/^\S.* · \S/);
      await expect(mealTypes.first()).toHaveText('الفطور');
      expect(await layoutShiftsSince(page, loaded)).toEqual([]);

      await navigateInApp(page, '/modify');
      await expect(page.getByLabel('وقت التوصيل')).toContainText(/\d{1,2}:\d{2} ص - \d{1,2}:\d{2} ص/);
      await expect(page.getByLabel('وقت التوصيل')).not.toContainText(/AM|PM/);
    });
  });
}
