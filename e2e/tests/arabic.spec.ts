// Issue 8: the customer site in Arabic, right to left, for a guest and a signed-in customer, at desktop and
// phone size: no English left but brand names and what the customer typed, server messages in Arabic, the
// choice kept on the profile, the axe audit clean of serious and critical findings, and English restored verbatim.
import { expect, test, type Page } from '@playwright/test';
import { accessibilityViolations } from '../support/accessibility';
import { baseURL } from '../support/environment';
import { SCREEN_SIZES } from '../support/screenshots';
import { newCustomer, signUp, submitSignIn, type Customer } from './account/helpers';

const ARABIC = /[\u0600-\u06FF]/;

/** Written as they are in every language: the brand, the providers, and each language's own name in the switch. */
const KEPT_AS_WRITTEN = /\b(MealPlan|Google|Facebook|English)\b/g;

/** The header/guest-page language switch (the shell's), choosing `name` ("العربية" or "English"); on a phone it sits in the menu. */
async function chooseLanguage(page: Page, name: 'العربية' | 'English'): Promise<void> {
  const option = page.getByRole('button', { name, exact: true }).first();
  const burger = page.locator('.chrome-burger');
  if (!(await option.isVisible()) && (await burger.isVisible())) await burger.click();
  await option.click();
  await expect(page.locator('html')).toHaveAttribute('lang', name === 'English' ? 'en' : 'ar');
}

async function expectRightToLeft(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

/**
 * Interface text still in English on the page: every visible text and every name a screen reader reads
 * (aria-label, placeholder, title, alt), less brand names, e-mail addresses, `typed` (what the customer
 * entered, and its initials) and database content marked data-content (settings, static pages: shown as written).
 */
async function englishLeft(page: Page, typed: string[] = []): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    const visible = (element: Element) => (element as HTMLElement).offsetParent !== null || getComputedStyle(element).position === 'fixed';
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !visible(parent) || parent.closest('script, style, noscript, [data-content], .static-page, .social-button__mark')) continue;
      found.push(node.textContent ?? '');
    }
    for (const element of Array.from(document.body.querySelectorAll('[aria-label], [placeholder], [title], [alt]'))) {
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) found.push(element.getAttribute(name) ?? '');
    }
    return found;
  });
  const initials = typed.map((value) => value.charAt(0));
  return texts
    .filter((text) => !initials.includes(text.trim()))
    .map((text) => typed.reduce((left, value) => left.split(value).join(''), text))
    .map((text) =>
      text
        .replace(KEPT_AS_WRITTEN, '')
        .replace(/\S+@\S+/g, '')
        .trim(),
    )
    .filter((text) => /[A-Za-z]/.test(text));
}

async function expectSeriousAccessibilityFindings(page: Page, where: string): Promise<void> {
  const serious = (await accessibilityViolations(page)).filter((line) => /\((serious|critical)\)/.test(line));
  expect(serious, `${where}: serious or critical axe findings`).toEqual([]);
}

/** The cookie notice (the shell's, tested in its own spec) is accepted first, so it does not cover the phone layout. */
test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'showCookieMessage', value: 'false', url: baseURL }]);
});

for (const [size, viewport] of Object.entries(SCREEN_SIZES)) {
  test.describe(`in Arabic at ${size} size`, () => {
    test.use({ viewport });

    test('a guest switches to العربية and signs up; the guest pages, the sign-up form and the feedback pages are Arabic; English comes back verbatim', async ({
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
      expect(await englishLeft(page)).toEqual([]);
      await expectSeriousAccessibilityFindings(page, 'landing page');

      // Sign-in and restore, reached as a guest would.
      await page.getByRole('link', { name: 'تسجيل الدخول' }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeVisible();
      expect(await englishLeft(page)).toEqual([]);
      await expectSeriousAccessibilityFindings(page, 'sign-in');
      await page.getByRole('link', { name: 'نسيت كلمة المرور؟' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'نسيت كلمة المرور؟' })).toBeVisible();
      expect(await englishLeft(page)).toEqual([]);
      await expectSeriousAccessibilityFindings(page, 'restore');

      // Sign-up: both steps in Arabic, then the account is made.
      await page.goto('/sign-up');
      await expectRightToLeft(page);
      await expect(page.getByRole('heading', { level: 1, name: 'أنشئ حسابك' })).toBeVisible();
      expect(await englishLeft(page)).toEqual([]);
      await expectSeriousAccessibilityFindings(page, 'sign-up step 1');
      await page.getByLabel('الاسم الأول').fill(customer.firstName);
      await page.getByLabel('اسم العائلة').fill(customer.lastName);
      await page.getByLabel('رقم واتساب').fill(customer.mobile);
      await page.getByRole('button', { name: 'التالي' }).click();
      await page.getByLabel('البريد الإلكتروني').fill(customer.email);
      await page.getByLabel('كلمة المرور', { exact: true }).fill(customer.password);
      expect(await englishLeft(page, typed)).toEqual([]);
      await expectSeriousAccessibilityFindings(page, 'sign-up step 2');
      await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
      await expect(page).toHaveURL(/\/$/);

      // Signed in: home and the feedback pages, and the feedback rules' messages, in Arabic.
      await expect(page.getByRole('heading', { level: 1, name: `أهلاً بك، ${customer.firstName}` })).toBeVisible();
      await expectRightToLeft(page);
      expect(await englishLeft(page, typed)).toEqual([]);
      await page.getByRole('link', { name: 'شاركنا رأيك' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'آراؤكم' })).toBeVisible();
      expect(await englishLeft(page, typed)).toEqual([]);
      await expectSeriousAccessibilityFindings(page, 'feedback');
      await page.getByRole('button', { name: 'رأيك العام' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'رأيك العام' })).toBeVisible();
      await page.getByRole('button', { name: 'حفظ' }).click();
      await expect(page.getByText('يرجى تقييم التجربة بشكل عام')).toBeVisible();
      await expect(page.getByText('اكتب بضع كلمات عن MealPlan')).toBeVisible();
      expect(await englishLeft(page, typed)).toEqual([]);
      await expectSeriousAccessibilityFindings(page, 'general feedback');
      await page.goto('/feedback/dish');
      await expect(page.getByRole('heading', { level: 1, name: 'عن الأطباق' })).toBeVisible();
      await expect(page.getByText('يمكنك تقييم الأطباق بعد توصيلها إليك.')).toBeVisible();
      expect(await englishLeft(page, typed)).toEqual([]);
      await expectSeriousAccessibilityFindings(page, 'dish feedback');

      // Names that come from the catalogue (forum categories) are Arabic too, and follow a switch without a reload.
      await page.goto('/nutrition-support/forum');
      await expect(page.getByRole('button', { name: 'نقاش عام' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'الأنظمة الغذائية العلاجية' })).toBeVisible();
      await chooseLanguage(page, 'English');
      await expect(page.getByRole('button', { name: 'General Discussion' })).toBeVisible();
      await chooseLanguage(page, 'العربية');
      await expect(page.getByRole('button', { name: 'نقاش عام' })).toBeVisible();

      // Back to English: the spec's texts, verbatim, left to right.
      await page.goto('/');
      await chooseLanguage(page, 'English');
      await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
      await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${customer.firstName}` })).toBeVisible();
      await expect(page.getByText('What would you like to do today?')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Build my meal plan' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Leave feedback' })).toBeVisible();
    });

    test("the server's validation errors and notices arrive in Arabic", async ({ page }) => {
      // The server's catalogue (server/src/i18n) answers in the socket's language.
      const customer = newCustomer('Noor');
      await page.goto('/sign-in');
      await chooseLanguage(page, 'العربية');
      await page.goto('/restore');
      await page.getByLabel('البريد الإلكتروني').fill(customer.email);
      await page.getByRole('button', { name: 'إرسال رابط الدخول' }).click();
      await expect(page.locator('.auth__notice')).toHaveText(ARABIC);
      expect(await englishLeft(page, [customer.email])).toEqual([]);

      await page.goto('/sign-up');
      await page.getByLabel('الاسم الأول').fill(customer.firstName);
      await page.getByLabel('اسم العائلة').fill(customer.lastName);
      await page.getByLabel('رقم واتساب').fill(customer.mobile);
      await page.getByRole('button', { name: 'التالي' }).click();
      await page.getByLabel('البريد الإلكتروني').fill('not-an-email');
      await page.getByLabel('كلمة المرور', { exact: true }).fill(customer.password);
      await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
      const emailError = page.locator('.ui-field__error').first();
      await expect(emailError).toHaveText(ARABIC);
      expect(await emailError.textContent()).not.toMatch(/[A-Za-z]/);
      expect(await englishLeft(page, [customer.firstName, customer.lastName, customer.mobile, 'not-an-email'])).toEqual([]);
    });

    test("a signed-in customer's choice of Arabic follows them to another browser", async ({ page, browser }) => {
      test.setTimeout(120_000);
      const customer = newCustomer('Huda');
      await signUp(page, customer);
      await chooseLanguage(page, 'العربية');
      await expect(page.getByRole('heading', { level: 1, name: `أهلاً بك، ${customer.firstName}` })).toBeVisible();

      // Signed out, the site stays in Arabic for this browser; signing in again keeps it.
      const profile = page.locator('.chrome-profile__toggle');
      if (!(await profile.isVisible())) await page.locator('.chrome-burger').click();
      await profile.click();
      await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
      await expect(page).toHaveURL(/\/sign-in$/);
      await expectRightToLeft(page);
      await page.getByLabel('البريد الإلكتروني').fill(customer.email);
      await page.getByLabel('كلمة المرور', { exact: true }).fill(customer.password);
      await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: `أهلاً بك، ${customer.firstName}` })).toBeVisible();

      // Another browser: no cookie, an English browser; signing in brings the saved language.
      const other = await browser.newContext({ viewport, locale: 'en-US' });
      await other.addCookies([{ name: 'showCookieMessage', value: 'false', url: baseURL }]);
      const otherPage = await other.newPage();
      await submitSignIn(otherPage, customer.email, customer.password);
      await expect(otherPage).toHaveURL(/\/$/);
      await expectRightToLeft(otherPage);
      await expect(otherPage.getByRole('heading', { level: 1, name: `أهلاً بك، ${customer.firstName}` })).toBeVisible();
      expect(await englishLeft(otherPage, [customer.firstName])).toEqual([]);
      await other.close();
    });
  });
}
