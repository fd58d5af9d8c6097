// /viewmenu, 'View My Menu' (issue 22; spec 1 §2, §6, §7; 3 §2, §7): the demo customer with a plan opens the menu PDF
// in a new tab, in English and in Arabic, and has it mailed: the outbox then holds a mail with the PDF attached. At
// desktop and phone size, with the axe audit (/modify's button and the mail at desktop size).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { accessibilityViolations } from '../../support/accessibility';
import { SCREEN_SIZES } from '../../support/screenshots';
import { DEMO_CUSTOMER_WITH_PLAN } from '../../support/session';
import { openSignedInAs } from '../account/helpers';

interface OutboxMail {
  kind: 'mail' | 'sms';
  to: string;
  subject?: string;
  createdAt: number;
  attachments?: Array<{ filename: string; contentType: string; size: number; contentBase64: string }>;
}

async function mailsTo(request: APIRequestContext, to: string): Promise<OutboxMail[]> {
  const response = await request.get('/dev/outbox.json');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { messages: OutboxMail[] }).messages.filter((message) => message.kind === 'mail' && message.to === to);
}

/**
 * Clicks 'View menu PDF': a new tab opens and asks for the PDF's link (headless Chromium may save a PDF instead of
 * showing it, so the tab's request is what is awaited). Returns the tab and the link.
 */
async function openPdfTab(page: Page, button = 'View menu PDF'): Promise<{ tab: Page; url: string }> {
  const pdfRequest = page.context().waitForEvent('request', (request) => /\/api\/menu-pdf\/\d+\?/.test(request.url()));
  const [tab] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: button, exact: true }).click()]);
  const request = await pdfRequest;
  expect(request.frame().page()).toBe(tab);
  return { tab, url: request.url() };
}

/** The PDF behind a link: served as application/pdf, a PDF file. */
async function expectPdf(request: APIRequestContext, url: string): Promise<void> {
  const response = await request.get(url);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
}

for (const [size, viewport] of Object.entries(SCREEN_SIZES)) {
  test.describe(`at ${size} size`, () => {
    test.use({ viewport });
    const phone = size === 'phone';

    test('View My Menu opens the menu PDF in a new tab, in English and in Arabic', async ({ page }) => {
      await openSignedInAs(page, DEMO_CUSTOMER_WITH_PLAN, '/viewmenu');
      await expect(page.getByRole('heading', { name: 'View My Menu', level: 1 })).toBeVisible();
      // The interface language is offered first and chosen.
      const languages = page.getByRole('group', { name: 'Language of the menu' }).getByRole('radio');
      await expect(languages.first()).toHaveAccessibleName('English');
      await expect(languages.first()).toBeChecked();
      expect(await accessibilityViolations(page)).toEqual([]);

      const english = await openPdfTab(page);
      expect(new URL(english.url).searchParams.get('l')).toBe('en');
      await expectPdf(page.request, english.url);
      await english.tab.close();
      // The page keeps a link to the same PDF, for a browser that blocks the tab.
      await expect(page.getByRole('link', { name: 'Open my menu PDF' })).toHaveAttribute('href', /\/api\/menu-pdf\//);

      await page.getByRole('radio', { name: 'Arabic (العربية)' }).check();
      const arabic = await openPdfTab(page);
      expect(new URL(arabic.url).searchParams.get('l')).toBe('ar');
      await expectPdf(page.request, arabic.url);
    });

    // The same calls at any width (the page at phone size is the test above): at desktop size only.
    if (!phone)
      test("/modify's 'View My Menu' opens the menu PDF in a new tab, in the chosen language", async ({ page }) => {
        await openSignedInAs(page, DEMO_CUSTOMER_WITH_PLAN, '/modify');
        const side = page.getByRole('navigation', { name: 'Plan menu' });
        await expect(side.getByRole('radio').first()).toBeChecked();
        const english = await openPdfTab(page, 'View My Menu');
        expect(new URL(english.url).searchParams.get('l')).toBe('en');
        await expectPdf(page.request, english.url);
        await english.tab.close();
        await side.getByRole('radio').nth(1).check();
        const arabic = await openPdfTab(page, 'View My Menu');
        expect(new URL(arabic.url).searchParams.get('l')).toBe('ar');
        await expectPdf(page.request, arabic.url);
      });

    // The same calls at any width (the page at phone size is the test above): at desktop size only.
    if (!phone)
      test("'Mail menu PDF' puts a mail with the PDF attached in the outbox", async ({ page }) => {
        await openSignedInAs(page, DEMO_CUSTOMER_WITH_PLAN, '/viewmenu');
        const before = Date.now();
        await page.getByRole('button', { name: 'Mail menu PDF' }).click();
        await expect(page.getByRole('status').filter({ hasText: 'Your menu has been sent to your email as a PDF.' })).toBeVisible();
        let mail: OutboxMail | undefined;
        await expect
          .poll(async () => {
            mail = (await mailsTo(page.request, DEMO_CUSTOMER_WITH_PLAN.email)).find(
              (message) => message.createdAt >= before - 1000 && message.attachments?.length,
            );
            return mail !== undefined;
          })
          .toBe(true);
        expect(mail!.subject).toBe('Your meal plan menu');
        const [attachment] = mail!.attachments!;
        expect(attachment).toMatchObject({ contentType: 'application/pdf', filename: 'mealplan-menu-en.pdf' });
        expect(Buffer.from(attachment!.contentBase64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
      });
  });
}
