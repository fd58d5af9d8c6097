// A keyboard-only customer (issue 39 "Dialogs people can use"; WCAG 2.1.1): from sign-up to a paid order with Tab,
// Shift+Tab, Enter, Space, the arrow keys and typing — no click anywhere. Every control on the way is reached by Tab
// (the test fails if Tab never gets there), and the dialogs on the way take focus, keep Tab inside, close on Escape
// and give focus back to what opened them. The mouse version of the same road: planner/journey.spec.ts and
// planner/wizard-pay-later.spec.ts.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { accessibilityViolations } from '../../support/accessibility';
import { CARDS, checkout, hostedPageAmount } from '../checkout/checkoutSteps';
import { planner } from '../planner/wizardSteps';
import { newCustomer, SIGN_UP_ANSWER } from './helpers';

const MAX_TABS = 400;

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement)).catch(() => false);

/** Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user does; fails when Tab never reaches it. */
async function tabTo(page: Page, target: Locator, direction: 'forward' | 'backward' = 'forward'): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < MAX_TABS; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(direction === 'forward' ? 'Tab' : 'Shift+Tab');
  }
  const html = await target.evaluate((element) => element.outerHTML.slice(0, 160));
  expect(await isFocused(target), `Tab reaches ${html}`).toBe(true);
}

/** Tabs to a field and types into it (what is there is selected first, so typing replaces it). */
async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

/** Tabs to a button or link and presses Enter. */
async function press(page: Page, control: Locator): Promise<void> {
  await tabTo(page, control);
  await page.keyboard.press('Enter');
}

/** Tabs to a checkbox and ticks it with Space. */
async function tick(page: Page, box: Locator): Promise<void> {
  await tabTo(page, box);
  if (!(await box.isChecked())) await page.keyboard.press('Space');
  await expect(box).toBeChecked();
}

/** Tabs to a select and picks the option whose label is `label` with the arrow keys. */
async function choose(page: Page, select: Locator, label: string | RegExp): Promise<void> {
  await tabTo(page, select);
  const labels = await select.locator('option').allTextContents();
  const wanted = labels.findIndex((text) => (typeof label === 'string' ? text.trim() === label : label.test(text)));
  expect(wanted, `option ${String(label)} in ${labels.join(' | ')}`).toBeGreaterThanOrEqual(0);
  const current = await select.evaluate((element) => (element as HTMLSelectElement).selectedIndex);
  for (let step = 0; step < Math.abs(wanted - current); step++) await page.keyboard.press(wanted > current ? 'ArrowDown' : 'ArrowUp');
  await expect(select.locator('option').nth(wanted)).toHaveJSProperty('selected', true);
}

/** The open dialog takes focus, keeps Tab and Shift+Tab inside and closes on Escape, giving focus back to `opener`. */
async function checkDialog(page: Page, opener: Locator | null): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  const inside = () => dialog.evaluate((element) => element.contains(document.activeElement));
  await expect.poll(inside).toBe(true);
  for (let presses = 0; presses < 12; presses++) {
    await page.keyboard.press(presses % 3 === 2 ? 'Shift+Tab' : 'Tab');
    expect(await inside(), 'Tab stays in the dialog').toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  if (opener) await expect.poll(() => isFocused(opener)).toBe(true);
}

test('a keyboard-only customer signs up, builds a plan and pays for it', async ({ page }) => {
  test.setTimeout(240_000);
  const customer = newCustomer('Keyboard');

  // ---- sign up, then sign in ----
  await page.goto('/sign-up');
  await typeInto(page, page.getByLabel('First name'), customer.firstName);
  await typeInto(page, page.getByLabel('Last name'), customer.lastName);
  await typeInto(page, page.getByLabel('WhatsApp number'), customer.mobile);
  await press(page, page.getByRole('button', { name: 'Next' }));
  await typeInto(page, page.getByLabel('Email'), customer.email);
  await typeInto(page, page.getByLabel('Password', { exact: true }), customer.password);
  await press(page, page.getByRole('button', { name: 'Sign Up' }));
  await expect(page.getByRole('status').filter({ hasText: SIGN_UP_ANSWER })).toBeVisible();
  await press(page, page.locator('.auth__card').getByRole('link', { name: 'Sign In', exact: true }));
  await expect(page).toHaveURL(/\/sign-in$/);
  await typeInto(page, page.getByLabel('Email'), customer.email);
  await typeInto(page, page.getByLabel('Password', { exact: true }), customer.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: `Welcome, ${customer.firstName}` })).toBeVisible();
  await press(page, page.getByRole('region', { name: 'Cookie notice' }).getByRole('button', { name: 'Ok' }));
  await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeHidden();

  // ---- the wizard, step 1: meals, a price-grid cell, the first start date, a delivery time ----
  await press(page, page.getByRole('button', { name: 'Build your menu' }));
  const area = planner(page);
  await expect(area.getByRole('heading', { name: 'Build my meal plan', level: 1 })).toBeVisible();
  expect(await accessibilityViolations(page), 'wizard step 1').toEqual([]);
  for (const meal of ['Breakfast', 'Lunch', 'Dinner']) await tick(page, area.getByRole('checkbox', { name: meal, exact: true }));
  const cell = area.getByRole('button', { name: /^Balanced, 20 Days - No Fri & Sat: / });
  await press(page, cell);
  await expect(cell).toHaveAttribute('aria-pressed', 'true');
  const firstDay = area.locator('.start-calendar .start-calendar__day:not([disabled])').first();
  await press(page, firstDay);
  await expect(firstDay).toHaveAttribute('aria-pressed', 'true');
  await choose(page, area.getByLabel('Delivery time'), /\d/);
  await press(page, area.getByRole('button', { name: 'Select my preferences' }));

  // ---- step 2, step 3 (the menu is filled for every day), step 4 ----
  await expect(area.getByRole('heading', { name: 'Select My Preferences' })).toBeVisible();
  expect(await accessibilityViolations(page), 'wizard step 2').toEqual([]);
  await press(page, area.getByRole('button', { name: 'Select My Food' }));
  await expect(area.getByText('20 of 20 days complete')).toBeVisible();
  expect(await accessibilityViolations(page), 'wizard step 3').toEqual([]);
  // A dish's dialog on the way: it takes focus, keeps it and gives it back.
  const replicate = area.getByRole('region', { name: 'Plan calendar' }).getByRole('button', { name: 'Replicate' });
  await press(page, replicate);
  await checkDialog(page, replicate);
  await press(page, area.getByRole('button', { name: 'Place my order' }));
  await expect(area.getByRole('heading', { name: 'Profile Settings', level: 1 })).toBeVisible();
  expect(await accessibilityViolations(page), 'wizard step 4').toEqual([]);
  await press(page, area.getByRole('button', { name: 'Select address' }));

  // ---- step 5: the home address ----
  const home = area.getByRole('region', { name: 'Home address' });
  await expect(home).toBeVisible();
  expect(await accessibilityViolations(page), 'wizard step 5').toEqual([]);
  await choose(page, home.getByLabel('Emirate'), 'Dubai');
  await choose(page, home.getByLabel('Area'), 'Dubai Marina');
  await typeInto(page, home.getByLabel('Street'), 'Marina Walk 7');
  await typeInto(page, home.getByLabel('Apartment or Villa'), 'Tower B, 1204');
  await press(page, area.getByRole('button', { name: 'NEXT' }));

  // ---- step 6: online payment, the terms, NEXT ----
  await expect(area.getByRole('heading', { name: 'My meal plan summary' })).toBeVisible();
  const cash = area.getByRole('radio', { name: /^Cash/ });
  await tabTo(page, area.getByRole('radio', { checked: true }));
  await page.keyboard.press('ArrowDown');
  await expect(area.getByRole('radio', { name: 'Online payment by card (secure payment page)' })).toBeChecked();
  await expect(cash).not.toBeChecked();
  await tick(page, area.getByRole('checkbox', { name: 'I accept the Terms and Conditions' }));
  await press(page, area.getByRole('button', { name: 'NEXT' }));

  // ---- the payment page: the card typed, Pay ----
  const amount = await hostedPageAmount(page);
  expect(amount).toBeGreaterThan(0);
  await typeInto(page, page.getByLabel('Name on card'), 'Keyboard Tester');
  await tabTo(page, page.getByLabel('Card number'));
  await page.keyboard.type(CARDS.authorised);
  await tabTo(page, page.getByLabel('Expiry (MM/YY)'));
  await page.keyboard.type(`12/${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`);
  await tabTo(page, page.getByLabel('Security code (CVV)'));
  await page.keyboard.type('123');
  await press(page, page.getByRole('button', { name: /^Pay / }));
  await expect(checkout(page).getByText('Order Placed Successfully!!!')).toBeVisible();
  expect(await accessibilityViolations(page), 'the payment result').toEqual([]);
});
