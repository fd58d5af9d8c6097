// The checkout end to end (issue 19 "Done when"; doc 2 §2.3, §4.5, §5.7, §9): a brand-new customer walks the five
// steps, edits a day, skips a day (the new day appears after the end), applies a voucher, pays on the gateway's hosted
// page (the local sandbox) with an authorising card, sees 'Order Placed Successfully!!!', then confirms the address on
// the thank-you page; at desktop size, with the axe audit. At phone size: steps 1-4 (a day edited in the one-dish-a-page
// carousel) in their own short test, and the summary, the hosted page and the success page in the renewal test. A
// declining card returns to /checkout with nothing placed, and a renewal through /renewplan/samemenu repeats the dishes
// by day of month and charges no bag deposit. A wizard customer who chooses online payment pays on the same hosted page.
import { expect, test, type Page } from '@playwright/test';
import { toDubai } from '@mealplan/shared/time/dateTime';
import { accessibilityViolations } from '../../support/accessibility';
import { SCREEN_SIZES } from '../../support/screenshots';
import { newCustomer, openSignedIn, registerByCall, signUpByCall } from '../account/helpers';
import { callAsCustomer } from '../account/productCalls';
import { asCustomer } from '../planner/customerCalls';
import { acceptCookies, dialog, wizardToSummary } from '../planner/wizardSteps';
import { giveRenewablePlan, pendingCheckout, placedPlan, saveCheckoutPlan, type PendingCheckout } from './checkoutCalls';
import { CARDS, checkout, filsOf, payOnHostedPage, shownTotal } from './checkoutSteps';

const LUNCH = 3;
const BAG_DEPOSIT_FILS = 18_000;
/** A plan day as the date strip names it (Dubai calendar). */
const dayLabel = (day: number) => toDubai(day).toFormat('cccc d LLLL yyyy');
const planDays = (pending: PendingCheckout) =>
  Object.keys(pending.mealPlan)
    .map(Number)
    .sort((a, b) => a - b);

/** Steps 1–3 as a customer fills them: no preferences, Balanced for 20 days, the first start date, Dubai, a slot. */
async function walkSteps1To3(page: Page): Promise<void> {
  const area = checkout(page);
  await page.goto('/checkout');
  await expect(area.getByRole('heading', { name: 'Preference', level: 1 })).toBeVisible();
  // doc 2 §1: the team's WhatsApp line (and phones, email) on the steps (issue 39).
  const contact = area.getByRole('region', { name: 'Questions? Talk to our team' });
  await expect(contact.getByRole('link', { name: /^WhatsApp / })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+$/);
  await area.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/checkout\/meal-types-and-days$/);
  await expect(area.getByRole('heading', { name: 'Diet Type & Meals', level: 1 })).toBeVisible();
  await area.getByRole('radio', { name: /^Balanced/ }).check();
  await area.getByRole('radio', { name: '20 days' }).check();
  await area.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/checkout\/delivery-dates$/);
  await expect(area.getByRole('heading', { name: 'Start Date & Delivery Time', level: 1 })).toBeVisible();
  await area.locator('.start-calendar__day:not([disabled])').first().click();
  await area.getByLabel('Emirate').selectOption({ label: 'Dubai' });
  await area.getByLabel('Delivery slot').selectOption({ index: 1 });
  await area.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/checkout\/menus$/);
  await expect(area.getByRole('heading', { name: 'Menu', level: 1 })).toBeVisible();
}

/** Step 4: the first day open for changes gets another lunch ('Change Items', a dish, 'Save and exit'). Answers the day and the dish's title. */
async function editADay(page: Page): Promise<{ day: string; dish: string }> {
  const area = checkout(page);
  const open = area.locator('nav .day-editor-date:not(.day-editor-date--locked):visible').first();
  const day = (await open.getAttribute('aria-label')) ?? '';
  await open.click();
  await expect(area.getByRole('heading', { name: day, level: 2 })).toBeVisible();
  await area.getByRole('button', { name: 'Change Items' }).click();
  await area.getByRole('tab', { name: 'Lunch' }).click();
  const dishes = area.getByRole('region', { name: 'Dishes for Lunch' });
  // Another dish than the chosen one, paging the carousel until it shows (one dish a page on a phone).
  const cards = dishes.locator('.ui-dish');
  await expect(cards.first()).toBeAttached();
  const chosen = (
    (
      await cards
        .filter({ has: page.locator('button[aria-pressed="true"]') })
        .locator('.ui-dish__title')
        .allTextContents()
    )[0] ?? ''
  ).trim();
  const titles = (await cards.locator('.ui-dish__title').allTextContents()).map((title) => title.trim());
  const dish = titles.find((title) => title !== chosen)!;
  const card = cards.filter({ has: page.locator('.ui-dish__title', { hasText: new RegExp(`^${dish.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }) });
  for (let turn = 0; !(await card.isVisible()) && turn < 10; turn++) await dishes.getByRole('button', { name: 'Next' }).click();
  await card.locator('button.ui-dish__select').click();
  // The same dish on another meal of the day, or a disliked ingredient, is confirmed (doc 2 §5.8).
  const confirm = dialog(page).getByRole('button', { name: 'Yes' });
  await expect.poll(async () => (await confirm.isVisible()) || ((await card.textContent()) ?? '').includes('Selected')).toBe(true);
  if (await confirm.isVisible()) await confirm.click();
  await expect(card).toContainText('Selected');
  await area.getByRole('button', { name: 'Save and exit' }).click();
  await expect(area.getByRole('button', { name: 'Change Items' })).toBeVisible();
  await expect(area.locator('.day-editor-meal').filter({ hasText: 'Lunch' })).toContainText(dish);
  return { day, dish };
}

test('a new customer walks the five checkout steps and pays online', async ({ page }) => {
  test.setTimeout(180_000);
  const customer = newCustomer('Checkout');
  await signUpByCall(page, customer);
  await acceptCookies(page);
  const area = checkout(page);

  // ---- steps 1–3, then step 4 'Menu' with the plan saved on the server ----
  await walkSteps1To3(page);
  await expect(area.getByText('Note: This plan is not paid. The plan will not start until paid.')).toBeVisible();
  await expect(area.getByText('Delivery start date is adjusted to 2 days after the payment date.')).toBeVisible();
  const saved = await asCustomer(customer, pendingCheckout);
  const checkoutId = saved.planParams!.id;
  expect(planDays(saved)).toHaveLength(20);

  // ---- edit a day: kept on the server (a reload shows it) ----
  const edited = await editADay(page);
  await page.reload();
  await area.locator(`nav .day-editor-date[aria-label="${edited.day}"]`).click();
  await expect(area.locator('.day-editor-meal').filter({ hasText: 'Lunch' })).toContainText(edited.dish);

  // ---- skip that day: it leaves the plan and a day is added after the end ----
  const before = planDays(await asCustomer(customer, pendingCheckout));
  await area.getByRole('button', { name: 'Skip delivery', exact: true }).click();
  await expect(dialog(page, 'Are you sure?')).toContainText('This action cannot be reversed. A day will be added to the end of your plan.');
  await dialog(page).getByRole('button', { name: 'Yes' }).click();
  await expect(area.locator(`nav .day-editor-date[aria-label="${edited.day}"]`)).toHaveCount(0);
  const after = planDays(await asCustomer(customer, pendingCheckout));
  expect(after).toHaveLength(20);
  const added = after.filter((day) => !before.includes(day));
  expect(added).toHaveLength(1);
  expect(added[0]).toBeGreaterThan(before.at(-1)!);
  await expect(area.locator(`nav .day-editor-date[aria-label="${dayLabel(added[0]!)}"]`)).toHaveCount(1);

  // ---- step 5 'Checkout': a voucher, the bag deposit, the total; Proceed to Pay ----
  await area.getByRole('button', { name: 'Continue to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout\/summary$/);
  await expect(area.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await expect(area.getByRole('radio', { name: '180 Aed Refundable Bag Deposit' })).toBeChecked();
  await area.getByLabel('Voucher code').fill('welcome10');
  await area.getByRole('button', { name: 'Apply' }).click();
  await expect(area.getByText('WELCOME10 applied')).toBeVisible();
  expect(await accessibilityViolations(page), 'summary').toEqual([]);
  const total = await shownTotal(area);
  await area.getByRole('button', { name: 'Proceed to Pay' }).click();

  // ---- the hosted payment page: exactly the amount the summary showed, the server's ----
  const charged = await payOnHostedPage(page, CARDS.authorised);
  expect(charged).toBe(total);
  expect(charged).toBe((await asCustomer(customer, pendingCheckout)).planParams?.amount_due ?? charged);

  // ---- the success page: the order is placed, paid; a reload places nothing more ----
  await expect(page).toHaveURL(new RegExp(`/checkout/success/telr\\?checkoutId=${checkoutId}`));
  await expect(area.getByText('Order Placed Successfully!!!')).toBeVisible();
  await expect(area.getByRole('heading', { name: 'Welcome to your wellness journey!' })).toBeVisible();
  expect(await accessibilityViolations(page), 'success').toEqual([]);
  const placed = await placedPlan(customer);
  expect(placed).toMatchObject({ id: checkoutId, payed: true });
  await page.reload();
  await expect(area.getByText('Order Placed Successfully!!!')).toBeVisible();
  expect(await placedPlan(customer)).toMatchObject({ id: checkoutId, payed: true });
  expect((await asCustomer(customer, pendingCheckout)).planParams).toBeNull();

  // ---- thank-you: no address yet, one added, then confirmed ----
  await area.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/checkout\/thankyou$/);
  await expect(area.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await area.getByRole('button', { name: 'No Address, Please update Address' }).click();
  const modal = page.getByRole('dialog', { name: 'Delivery Address' });
  const main = modal.getByRole('group', { name: 'Main Address' });
  await main.getByLabel('Street').fill('Marina Walk 7');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal.locator('.thankyou-address__alert')).toHaveText('Please enter a Apartment or Villa.');
  await main.getByLabel('Apartment or Villa').fill('Tower B, 1204');
  // The plan is delivered at a Dubai time (step 3): an Abu Dhabi address is refused on its emirate (issue 37 item 8).
  await main.getByLabel('Emirate').selectOption({ label: 'Abu Dhabi' });
  await main.getByLabel('Area').selectOption({ label: 'Al Reem Island' });
  await modal.getByRole('button', { name: 'Save' }).click();
  const slotElsewhere = 'Your delivery time is for another emirate: choose an address in that emirate, or change your delivery time.';
  await expect(modal.locator('.thankyou-address__alert')).toHaveText(slotElsewhere);
  await expect(main.getByText(slotElsewhere)).toBeVisible();
  await main.getByLabel('Emirate').selectOption({ label: 'Dubai' });
  await main.getByLabel('Area').selectOption({ label: 'Dubai Marina' });
  await main.getByLabel('Google Maps link').fill('https://example.com/maps/place');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal.locator('.thankyou-address__alert')).toHaveText('Invalid Google Maps URL');
  await main.getByLabel('Google Maps link').fill('https://maps.app.goo.gl/Marina7');
  await modal.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('button', { name: 'Ok' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/checkout/thankyou');
  await expect(area.getByText('Marina Walk 7')).toBeVisible();
  await expect(area.getByText('Dubai Marina')).toBeVisible();
  expect(await accessibilityViolations(page), 'thank-you').toEqual([]);
  await area.getByRole('link', { name: 'Yes Correct, Confirmed' }).click();
  await expect(page).toHaveURL(/\/$/);

  // ---- the dashboard after this first purchase: the plan, its start and first delivery; no renew link yet (issue 39) ----
  const plan = page.locator('#dashboard').getByTestId('plan-card');
  await expect(plan).toContainText('Balanced');
  await expect(plan).toContainText('20 Days - ');
  await expect(plan.getByText('Starts', { exact: true })).toBeVisible();
  await expect(plan.getByText('First delivery', { exact: true })).toBeVisible();
  await expect(page.locator('header.chrome-header').getByTestId('remaining-deliveries')).toHaveText('20 deliveries left');
  await expect(page.locator('header.chrome-header').getByRole('link', { name: /^Renew My menu/ })).toHaveCount(0);
});

test('at phone size, checkout steps 1-3 fit and a day is edited in the one-dish-a-page carousel', async ({ page }) => {
  // Half of the full journey's pages (180 s above).
  test.setTimeout(120_000);
  await page.setViewportSize(SCREEN_SIZES.phone);
  const customer = newCustomer('CheckoutPhone');
  await signUpByCall(page, customer);
  await acceptCookies(page);
  await walkSteps1To3(page);
  const edited = await editADay(page);
  const saved = await asCustomer(customer, pendingCheckout);
  const day = planDays(saved).find((each) => dayLabel(each) === edited.day);
  expect(day, `${edited.day} is a day of the saved plan`).toBeDefined();
  expect(await accessibilityViolations(page), 'menus at phone size').toEqual([]);
});

test('a declining card returns to /checkout and places nothing', async ({ page }) => {
  test.setTimeout(120_000);
  const customer = newCustomer('Declined');
  const token = await registerByCall(customer);
  const checkoutId = await asCustomer(customer, (call) => saveCheckoutPlan(call));
  await openSignedIn(page, token, '/checkout/summary');
  await acceptCookies(page);
  const area = checkout(page);
  await area.getByRole('button', { name: 'Proceed to Pay' }).click();
  await payOnHostedPage(page, CARDS.declined);

  await expect(dialog(page, 'Payment not completed')).toContainText('Your payment was declined, so no order was placed.');
  await expect(page).toHaveURL(/\/checkout(\/menus)?$/);
  expect((await asCustomer(customer, pendingCheckout)).planParams?.id).toBe(checkoutId);
  expect(await placedPlan(customer)).toBeNull();
  // A forged return that says nothing about the gateway places nothing either: the server is asked.
  await page.goto(`/checkout/success/telr?checkoutId=${checkoutId}`);
  await expect(dialog(page, 'Payment not completed')).toBeVisible();
  expect(await placedPlan(customer)).toBeNull();
});

test('a renewal through /renewplan/samemenu repeats the dishes by day of month and charges no bag deposit', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(SCREEN_SIZES.phone);
  const customer = newCustomer('Renewal');
  const token = await registerByCall(customer);
  const current = await giveRenewablePlan(request, customer.email);
  const previous = await callAsCustomer(customer, 'order', 'get', { orderType: 'active' });
  expect(previous.type).toBe('getOk');
  const previousMenu = (previous.data as { mealPlan: Record<string, Record<string, unknown>> }).mealPlan;
  const previousByDayOfMonth = new Map(Object.entries(previousMenu).map(([day, meals]) => [toDubai(Number(day)).day, meals]));

  await openSignedIn(page, token, '/renewplan/samemenu');
  await acceptCookies(page);
  const area = checkout(page);
  await expect(area.getByRole('heading', { name: 'Renew Your Meal Plan' })).toBeVisible();
  expect(await accessibilityViolations(page), 'renewal').toEqual([]);
  await area.getByRole('button', { name: 'Yes, continue' }).click();
  await expect(page).toHaveURL(/\/checkout\/menus$/);

  const renewed = await asCustomer(customer, pendingCheckout);
  expect(renewed.planParams).toMatchObject({ isRenew: true, bag_price: 0 });
  const days = planDays(renewed);
  expect(days[0]).toBeGreaterThan(current.endDate);
  let compared = 0;
  for (const day of days) {
    const before = previousByDayOfMonth.get(toDubai(day).day);
    if (!before) continue;
    expect(renewed.mealPlan[day]?.[LUNCH], `lunch on ${dayLabel(day)}`).toBe(before[LUNCH]);
    compared++;
  }
  expect(compared).toBeGreaterThan(0);

  await area.getByRole('button', { name: 'Continue to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout\/summary$/);
  await expect(area.getByRole('radio', { name: 'Renewal: already paid bag deposit' })).toBeChecked();
  await area.getByRole('button', { name: 'Proceed to Pay' }).click();
  const charged = await payOnHostedPage(page, CARDS.authorised);
  const price = renewed.planParams!.price;
  expect(charged).toBe(price);
  expect(charged).not.toBe(price + BAG_DEPOSIT_FILS);
  await expect(area.getByText('Order Placed Successfully!!!')).toBeVisible();
});

test('a wizard customer who chooses online payment pays on the same hosted page and the order is paid', async ({ page }) => {
  test.setTimeout(150_000);
  const customer = newCustomer('WizardOnline');
  await signUpByCall(page, customer);
  await acceptCookies(page);
  const area = await wizardToSummary(page);
  await area.getByRole('radio', { name: 'Online payment by card (secure payment page)' }).check();
  await area.getByRole('checkbox', { name: 'I accept the Terms and Conditions' }).check();
  const total = filsOf((await area.locator('dd.summary__total').textContent()) ?? '');
  await area.getByRole('button', { name: 'NEXT' }).click();

  expect(await payOnHostedPage(page, CARDS.authorised)).toBe(total);
  await expect(checkout(page).getByText('Order Placed Successfully!!!')).toBeVisible();
  expect(await placedPlan(customer)).toMatchObject({ payed: true });
});
