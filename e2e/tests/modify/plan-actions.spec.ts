// The plan actions of /modify/summary and the header (issue 20; spec 3 §2 "Modify plan page" modals, §4 "Skip",
// "Pause", "Cancel", "Renewal banner"; doc 1 §2 "Header navigation"), one journey per action at desktop and phone size
// with the axe audit. Each journey has a new customer given the demo's paid plan ending within the renewal window (the
// loopback fixture), so no journey depends on another nor touches the demo customer: a skipped day comes back at the
// end; a pause from the date 3 days ahead, then resumed; the renew request from the header's link; a cancel with a
// coupon, after the quote of the published policy (issue 37 item 6), that then is one of the customer's vouchers.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { accessibilityViolations } from '../../support/accessibility';
import { animationsSettled, SCREEN_SIZES, SCREENSHOT_DIR } from '../../support/screenshots';
import type { Customer } from '../account/helpers';
import { closePlanDialog, customerWithRenewablePlan, planDialog, vouchersOf } from './modifyJourney';

// Measured with --workers=1 on the shared 2-core machine at a load average above 20: 28 s to 2.1 min a journey (the day
// edit the longest), past the default minute when other jobs starve it; slow() gives that margin.
test.beforeEach(() => test.slow());

const DAY = 86_400;
const dubaiDate = (unix: number, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Dubai', ...options }).format(new Date(unix * 1000));

/** The delivery days listed on the summary, as their dates' texts. */
const listedDays = (page: Page) => page.locator('.modify-summary__date').allInnerTexts();

/** A customer of the test alone with a paid plan, on the summary. */
async function customerOnSummary(page: Page, name: string): Promise<Customer> {
  const customer = await customerWithRenewablePlan(page, name, '/modify/summary');
  await expect(page.getByRole('heading', { name: 'Summary', level: 1 })).toBeVisible();
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  return customer;
}

for (const [size, viewport] of Object.entries(SCREEN_SIZES)) {
  test.describe(`at ${size} size`, () => {
    test.use({ viewport });

    test('skips a day, which then is added at the end of the plan', async ({ page }) => {
      await customerOnSummary(page, 'Skipper');
      expect(await accessibilityViolations(page)).toEqual([]);

      const before = await listedDays(page);
      const skip = page.getByRole('button', { name: /^Skip / }).first();
      const skippedLabel = (await skip.getAttribute('aria-label'))!.replace(/^Skip /, '');
      await skip.click();
      const confirm = planDialog(page, 'Are you sure?');
      await expect(confirm.getByText('This action cannot be reversed.')).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);
      await confirm.getByRole('button', { name: 'Skip this day' }).click();
      await expect(planDialog(page, 'Day skipped')).toBeVisible();
      await closePlanDialog(page, 'Day skipped');
      await expect(page.getByText('Skipped days')).toBeVisible();
      await expect.poll(async () => (await listedDays(page)).at(-1)).not.toBe(before.at(-1));
      await expect(page.getByRole('button', { name: `Skip ${skippedLabel}` })).toHaveCount(0);
    });

    test('pauses from the first delivery day 3 days ahead with no end date, then resumes', async ({ page }) => {
      await customerOnSummary(page, 'Pauser');

      // The default start is the first delivery day 3 days ahead or later (a holiday or an excluded weekday moves it on).
      const start = Math.floor(Date.now() / 1000) + 3 * DAY;
      const later = Array.from({ length: 7 }, (_, index) =>
        dubaiDate(start + index * DAY, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
      );
      await page.getByRole('button', { name: 'Pause My Plan' }).click();
      const pause = planDialog(page, 'Pause My Plan');
      const chosen = pause.getByText(/^Paused from /);
      await expect(chosen).toBeVisible();
      expect(later.map((date) => `Paused from ${date}`)).toContain(await chosen.innerText());
      expect(await accessibilityViolations(page)).toEqual([]);
      await pause.getByRole('checkbox', { name: "I don't know the end date" }).check();
      await pause.getByRole('button', { name: 'Pause My Plan' }).click();
      const paused = /Thank you|Pause My Plan/;
      await expect(planDialog(page, paused).getByRole('status')).toBeVisible();
      await closePlanDialog(page, paused, /^(Close|Change the meals myself)$/);
      await expect(page.getByText(/Paused from .*, no end date yet/)).toBeVisible();

      await page.getByRole('button', { name: 'Resume My Plan' }).click();
      const resume = planDialog(page, 'Resume My Plan');
      await expect(resume.getByText(/Your plan is paused since/)).toBeVisible();
      await resume.getByRole('button', { name: 'Resume My Plan' }).click();
      const resumed = /Thank you|Resume My Plan/;
      await expect(planDialog(page, resumed).getByRole('status')).toBeVisible();
      await closePlanDialog(page, resumed, /^(Close|Change the meals myself)$/);
      await expect(page.getByText(/Paused from .* until /)).toBeVisible();
    });

    test("asks to renew through the header's 'Renew My menu (N days left)'", async ({ page }) => {
      await customerOnSummary(page, 'Renewer');

      const burger = page.locator('.chrome-burger');
      if (await burger.isVisible()) await burger.click();
      await page
        .locator('header a:visible', { hasText: /Renew My menu \(\d+ days? left\)/ })
        .first()
        .click();
      await expect(page).toHaveURL(/\/modify\/renew$/);
      await planDialog(page, 'Renew My Plan').getByRole('button', { name: 'Send request' }).click();
      await expect(planDialog(page, 'Request Sent').getByText('Thank you! Our team will be in touch with you.')).toBeVisible();
      await closePlanDialog(page, 'Request Sent');
      await expect(page).toHaveURL(/\/modify$/);
    });

    test('cancels with a coupon after reading the quote and accepting the terms; the coupon is the value quoted', async ({ page }) => {
      const customer = await customerOnSummary(page, 'Canceller');
      const vouchersBefore = await vouchersOf(customer);

      await page.getByRole('button', { name: 'Cancel My Plan' }).click();
      const cancel = planDialog(page, 'Cancel My Plan');
      // The published policy's quote (issue 37 item 6), before anything is confirmed.
      const quote = cancel.locator('.plan-action__quote');
      await expect(quote.getByText('Takes effect on')).toBeVisible();
      await expect(quote.getByText('Meals still delivered')).toBeVisible();
      await expect(quote.getByText('Cancellation fee (20%)')).toBeVisible();
      const shown = await quote.locator('.plan-action__quote-total dd').innerText();
      expect(shown).toMatch(/^AED [\d,]+\.\d{2}$/);
      await expect(cancel.getByText(new RegExp(`you receive a coupon of ${shown.replace(/[.]/g, '\\.')} on My Credit`))).toBeVisible();
      await expect(cancel.getByRole('link', { name: /Refunds & Cancellation Policy/ })).toHaveAttribute('href', '/refunds');
      await expect(cancel.getByRole('button', { name: 'Cancel and receive coupon' })).toBeDisabled();
      await animationsSettled(page);
      mkdirSync(SCREENSHOT_DIR, { recursive: true });
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `cancel-quote-${size}.png`) });
      expect(await accessibilityViolations(page)).toEqual([]);
      await cancel.getByRole('checkbox').check();
      await cancel.getByRole('button', { name: 'Cancel and receive coupon' }).click();
      await expect(planDialog(page, 'Plan cancelled').getByRole('status')).toContainText(`A coupon of ${shown} (the unused value less the AED`);
      await closePlanDialog(page, 'Plan cancelled');
      await expect(page).toHaveURL(/\/$/);
      await expect.poll(async () => (await vouchersOf(customer)).length).toBe(vouchersBefore.length + 1);
      const coupon = (await vouchersOf(customer)).find((voucher) => !vouchersBefore.some((before) => before.code === voucher.code))!;
      expect(`AED ${(coupon.value / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`).toBe(shown);
    });
  });
}
