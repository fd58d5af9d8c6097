// Steps the /modify journeys share: opening a page of the area past the cookie notice, a new customer with a paid plan
// in the renewal window (a loopback fixture), the plan-action dialogs, and the customer's vouchers as sign-in returns them.
import { expect, type Page } from '@playwright/test';
import { io } from 'socket.io-client';
import { baseURL } from '../../support/environment';
import { newCustomer, openSignedIn, openSignedInAs, registerByCall, type Customer } from '../account/helpers';
import { giveRenewablePlan } from '../checkout/checkoutCalls';

/** The modify remote's part of the page. */
export const area = (page: Page) => page.locator('[data-remote="modify"]');

/**
 * Opens `path` and accepts the cookie notice (it sits over the foot of the page until then); signed in as `login` first
 * (by call: the sign-in page is not what these journeys test) when given.
 */
export async function openModifyPage(page: Page, path: string, login?: { email: string; password: string }): Promise<void> {
  if (login) await openSignedInAs(page, login, path);
  else await page.goto(path);
  await acceptCookieNotice(page);
}

/** Once the area's page shows, accepts the cookie notice (it sits over the foot of the page until then). */
async function acceptCookieNotice(page: Page): Promise<void> {
  await expect(area(page).getByRole('heading', { level: 1 })).toBeVisible();
  const cookies = page.getByRole('region', { name: 'Cookie notice' }).getByRole('button', { name: 'Ok' });
  if (await cookies.isVisible()) await cookies.click();
}

/**
 * A customer of this test alone, with the demo's paid plan ending within the renewal window, signed in on `path` of
 * the area past the cookie notice. Signed up by call (the sign-up page is account/journey.spec.ts's), and the plan is
 * given before the first page, so the page opens on it without the home loaded first.
 */
export async function customerWithRenewablePlan(page: Page, name: string, path: string): Promise<Customer> {
  const customer = newCustomer(name);
  const token = await registerByCall(customer);
  await giveRenewablePlan(page.request, customer.email);
  await openSignedIn(page, token, path);
  await acceptCookieNotice(page);
  return customer;
}

/**
 * A customer of this test alone with a paid plan of 30 delivery days running now (the loopback fixture of the
 * dashboard's today's meals), signed in on `path` past the cookie notice. Answers the customer and today (Dubai).
 */
export async function customerWithRunningPlan(page: Page, name: string, path: string): Promise<{ customer: Customer; today: number }> {
  const customer = newCustomer(name);
  const token = await registerByCall(customer);
  const response = await page.request.post('/dev/fixtures/plan-delivering-today', { data: { email: customer.email } });
  expect(response.status()).toBe(200);
  const { today } = (await response.json()) as { today: number };
  await openSignedIn(page, token, path);
  await acceptCookieNotice(page);
  return { customer, today };
}

/** A plan-action dialog by its title. */
export const planDialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

/** Closes a plan-action dialog with a button of its own row (the modal's corner × is another 'Close'). */
export async function closePlanDialog(page: Page, name: string | RegExp, button: string | RegExp = 'Close'): Promise<void> {
  await planDialog(page, name).locator('.plan-action__buttons').getByRole('button', { name: button }).click();
  await expect(planDialog(page, name)).toBeHidden();
}

/** The customer's vouchers as the sign-in reply carries them. */
export async function vouchersOf(customer: Customer): Promise<Array<{ code: string; value: number }>> {
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
