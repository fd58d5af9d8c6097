// Charged twice, given back (issue 37 item 2): tab A opens the payment page for the summary with a voucher and leaves
// the card untyped; in tab B the checkout is saved again ('Resume editing the menu': the voucher is gone) and paid. Back
// in tab A, Pay: the gateway takes it, the site refunds it through the gateway at once, the success page says "You paid
// twice: AED X is being refunded to your card" beside the one order, and the refund receipt is in the customer's mail.
import { expect, test } from '@playwright/test';
import { newCustomer, openSignedIn, registerByCall, waitForMessage } from '../account/helpers';
import { asCustomer } from '../planner/customerCalls';
import { acceptCookies } from '../planner/wizardSteps';
import { saveCheckoutPlan } from './checkoutCalls';
import { CARDS, checkout, shownTotal, typeCard } from './checkoutSteps';

const aed = (fils: number) => `AED ${(fils / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test('two tabs both pay: one order, and the second payment is refunded with a notice and a mail', async ({ page, context, request }) => {
  test.setTimeout(150_000);
  const customer = newCustomer('PaidTwice');
  const token = await registerByCall(customer);
  const checkoutId = await asCustomer(customer, (call) => saveCheckoutPlan(call));

  // ---- tab A: the summary with a voucher, Proceed to Pay, the card typed but not sent ----
  await openSignedIn(page, token, '/checkout/summary');
  await acceptCookies(page);
  const areaA = checkout(page);
  await areaA.getByLabel('Voucher code').fill('WELCOME10');
  await areaA.getByRole('button', { name: 'Apply' }).click();
  await expect(areaA.getByText('WELCOME10 applied')).toBeVisible();
  const withVoucher = await shownTotal(areaA);
  await areaA.getByRole('button', { name: 'Proceed to Pay' }).click();
  const tabA = await typeCard(page, CARDS.authorised);
  expect(tabA.amount).toBe(withVoucher);

  // ---- tab B: the checkout saved again (Resume editing the menu: the voucher is gone), paid in full ----
  expect(await asCustomer(customer, (call) => saveCheckoutPlan(call))).toBe(checkoutId);
  const tabB = await context.newPage();
  await tabB.goto('/checkout/summary');
  const areaB = checkout(tabB);
  await expect(areaB.getByRole('button', { name: 'Proceed to Pay' })).toBeVisible();
  const full = await shownTotal(areaB);
  expect(full).toBeGreaterThan(withVoucher);
  await areaB.getByRole('button', { name: 'Proceed to Pay' }).click();
  const payB = await typeCard(tabB, CARDS.authorised);
  expect(payB.amount).toBe(full);
  await payB.pay.click();
  await expect(tabB).toHaveURL(new RegExp(`/checkout/success/telr\\?checkoutId=${checkoutId}`));
  await expect(areaB.getByText('Order Placed Successfully!!!')).toBeVisible();
  await expect(areaB.getByTestId('refund-notice')).toHaveCount(0);

  // ---- back in tab A, Pay: taken and given back, told on the page ----
  await tabA.pay.click();
  await expect(page).toHaveURL(new RegExp(`/checkout/success/telr\\?checkoutId=${checkoutId}`));
  await expect(areaA.getByText('Order Placed Successfully!!!')).toBeVisible();
  await expect(areaA.getByTestId('refund-notice')).toContainText(`You paid twice: ${aed(withVoucher)} is being refunded to your card`);

  // ---- the refund receipt in the customer's mail ----
  const mail = await waitForMessage(request, customer.email, (message) => message.subject === `Your MealPlan refund: ${aed(withVoucher)}`);
  expect(mail.text).toContain(`You paid twice: ${aed(withVoucher)} is being refunded to your card.`);
});
