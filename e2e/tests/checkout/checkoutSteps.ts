// The checkout's pages as a customer meets them in a test: the checkout remote, the total its summary shows, and the
// gateway's hosted payment page (the local Telr sandbox) with its test cards.
import { expect, type Locator, type Page } from '@playwright/test';

/** The sandbox's test cards: one it authorises, one it declines. */
export const CARDS = { authorised: '4111 1111 1111 1111', declined: '4000 0000 0000 0002' };

export const checkout = (page: Page): Locator => page.locator('[data-remote="checkout"]');

/** Fils from a shown amount ('AED 1,234.50', 'AED 1234.50'). */
export const filsOf = (shown: string) => Math.round(Number(shown.replace(/[^0-9.]/g, '')) * 100);

/** The total the checkout's summary shows (fils). */
export const shownTotal = async (area: Locator) => filsOf((await area.locator('dd.checkout-summary__total').textContent()) ?? '');

/** The sandbox's hosted page: the amount it asks for (fils). */
export async function hostedPageAmount(page: Page): Promise<number> {
  await expect(page).toHaveURL(/\/sandbox\/telr\//);
  return filsOf((await page.getByRole('button', { name: /^Pay / }).textContent()) ?? '');
}

/** On the sandbox's hosted payment page: a test card typed (not sent yet); answers the Pay button and the amount it asks for. */
export async function typeCard(page: Page, card: string): Promise<{ pay: Locator; amount: number }> {
  const amount = await hostedPageAmount(page);
  await page.getByLabel('Name on card').fill('Test Customer');
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill(`12/${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`);
  await page.getByLabel('Security code (CVV)').fill('123');
  return { pay: page.getByRole('button', { name: /^Pay / }), amount };
}

/** On the sandbox's hosted payment page: a test card, then Pay; answers the amount the page asked for (fils). */
export async function payOnHostedPage(page: Page, card: string): Promise<number> {
  const { pay, amount } = await typeCard(page, card);
  await pay.click();
  return amount;
}
