// The plan actions (issue 20; spec 3 §2 "Modify plan page" modals, §4 "Skip", "Pause", "Cancel", "Renewal banner";
// doc 1 §2 "Header navigation"), at desktop and phone size with the axe audit. A new customer is given the demo's
// paid plan that ends within the renewal window (the loopback fixture), so the journey's cancel leaves the demo
// customer's plan to the other specs. From /modify/summary the customer skips a day and sees it at the end, pauses
// from the date 3 days ahead and resumes, asks to renew through the header's link, and cancels with a coupon, which
// then is one of their vouchers.
import { expect, test, type Page } from '@playwright/test';
import { io } from 'socket.io-client';
import { accessibilityViolations } from '../support/accessibility';
import { baseURL } from '../support/environment';
import { SCREEN_SIZES } from '../support/screenshots';
import { newCustomer, signUpByCall, type Customer } from './account/helpers';
import { giveRenewablePlan } from './checkout/checkoutCalls';

const DAY = 86_400;
const dubaiDate = (unix: number, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Dubai', ...options }).format(new Date(unix * 1000));

/** The customer's vouchers as the sign-in reply carries them. */
async function vouchersOf(customer: Customer): Promise<Array<{ code: string; value: number }>> {
  const socket = io(baseURL, { transports: ['websocket'], extraHeaders: { origin: baseURL }, forceNew: true, reconnection: false });
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const browserId = Array.from({ length: 16 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');
    const reply = (await socket
      .timeout(10_000)
      .emitWithAck('login', { type: 'set', data: { email: customer.email, password: customer.password, browserId, app: 'customer' } })) as {
      type: string;
      data: { vouchers?: Array<{ code: string; value: number }> };
    };
    expect(reply.type).toBe('setOk');
    return reply.data.vouchers ?? [];
  } finally {
    socket.close();
  }
}

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

async function closeDialog(page: Page, name: string): Promise<void> {
  await dialog(page, name).locator('.plan-action__buttons').getByRole('button', { name: 'Close' }).click();
  await expect(dialog(page, name)).toBeHidden();
}

/** The delivery days listed on the summary, as their dates' texts. */
const listedDays = (page: Page) => page.locator('.modify-summary__date').allInnerTexts();

for (const [size, viewport] of Object.entries(SCREEN_SIZES)) {
  test.describe(`at ${size} size`, () => {
    test.use({ viewport });

    test('skips a day, pauses and resumes, asks to renew, and cancels with a coupon', async ({ page }) => {
      test.setTimeout(120_000);
      const customer = newCustomer('Planactions');
      await signUpByCall(page, customer);
      await giveRenewablePlan(page.request, customer.email);

      await page.goto('/modify/summary');
      await expect(page.getByRole('heading', { name: 'Summary', level: 1 })).toBeVisible();
      // The fixed cookie notice would cover the actions at the foot of the page: the customer accepts it first.
      await page.getByRole('region', { name: 'Cookie notice' }).getByRole('button', { name: 'Ok' }).click();
      await expect(page.getByText('Paid', { exact: true })).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);

      // Skip: the day leaves the list and a day is added at the end.
      const before = await listedDays(page);
      const skip = page.getByRole('button', { name: /^Skip / }).first();
      const skippedLabel = (await skip.getAttribute('aria-label'))!.replace(/^Skip /, '');
      await skip.click();
      const confirm = dialog(page, 'Are you sure?');
      await expect(confirm.getByText('This action cannot be reversed.')).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);
      await confirm.getByRole('button', { name: 'Skip this day' }).click();
      await expect(dialog(page, 'Day skipped')).toBeVisible();
      await closeDialog(page, 'Day skipped');
      await expect(page.getByText('Skipped days')).toBeVisible();
      await expect.poll(async () => (await listedDays(page)).at(-1)).not.toBe(before.at(-1));
      await expect(page.getByRole('button', { name: `Skip ${skippedLabel}` })).toHaveCount(0);

      // Pause from the first delivery day 3 days ahead or later (a holiday or an excluded weekday moves the default on),
      // no end date known, then resume.
      const start = Math.floor(Date.now() / 1000) + 3 * DAY;
      const later = Array.from({ length: 7 }, (_, index) =>
        dubaiDate(start + index * DAY, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
      );
      await page.getByRole('button', { name: 'Pause My Plan' }).click();
      const pause = dialog(page, 'Pause My Plan');
      const chosen = pause.getByText(/^Paused from /);
      await expect(chosen).toBeVisible();
      expect(later.map((date) => `Paused from ${date}`)).toContain(await chosen.innerText());
      expect(await accessibilityViolations(page)).toEqual([]);
      await pause.getByRole('checkbox', { name: "I don't know the end date" }).check();
      await pause.getByRole('button', { name: 'Pause My Plan' }).click();
      const paused = page.getByRole('dialog', { name: /Thank you|Pause My Plan/ });
      await expect(paused.getByRole('status')).toBeVisible();
      await paused.locator('.plan-action__buttons').getByRole('button').first().click();
      await expect(page.getByText(/Paused from .*, no end date yet/)).toBeVisible();

      await page.getByRole('button', { name: 'Resume My Plan' }).click();
      const resume = dialog(page, 'Resume My Plan');
      await expect(resume.getByText(/Your plan is paused since/)).toBeVisible();
      await resume.getByRole('button', { name: 'Resume My Plan' }).click();
      const resumed = page.getByRole('dialog', { name: /Thank you|Resume My Plan/ });
      await expect(resumed.getByRole('status')).toBeVisible();
      await resumed.locator('.plan-action__buttons').getByRole('button').first().click();
      await expect(page.getByText(/Paused from .* until /)).toBeVisible();

      // The header's "Renew My menu (N days left)" opens the renew-request modal.
      const burger = page.locator('.chrome-burger');
      if (await burger.isVisible()) await burger.click();
      await page
        .locator('header a:visible', { hasText: /Renew My menu \(\d+ days? left\)/ })
        .first()
        .click();
      await expect(page).toHaveURL(/\/modify\/renew$/);
      await dialog(page, 'Renew My Plan').getByRole('button', { name: 'Send request' }).click();
      await expect(dialog(page, 'Request Sent').getByText('Thank you! Our team will be in touch with you.')).toBeVisible();
      await closeDialog(page, 'Request Sent');
      await expect(page).toHaveURL(/\/modify$/);

      // Cancel with a coupon: the terms first; the coupon is then one of the customer's vouchers.
      const vouchersBefore = await vouchersOf(customer);
      await page.goto('/modify/summary');
      await page.getByRole('button', { name: 'Cancel My Plan' }).click();
      const cancel = dialog(page, 'Cancel My Plan');
      await expect(cancel.getByRole('button', { name: 'Cancel and receive coupon' })).toBeDisabled();
      expect(await accessibilityViolations(page)).toEqual([]);
      await cancel.getByRole('checkbox').check();
      await cancel.getByRole('button', { name: 'Cancel and receive coupon' }).click();
      await expect(dialog(page, 'Plan cancelled').getByRole('status')).toBeVisible();
      await closeDialog(page, 'Plan cancelled');
      await expect(page).toHaveURL(/\/$/);
      await expect.poll(async () => (await vouchersOf(customer)).length).toBe(vouchersBefore.length + 1);
    });
  });
}
