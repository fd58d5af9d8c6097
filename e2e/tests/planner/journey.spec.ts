// The plan wizard end to end (issue 10 "Done when"; doc 2 §2.2, §4.1, §5, §8): a brand-new customer signs up, opens
// the wizard from Home and goes through all seven steps in one browser run (an allergy that blocks a dish, a dislike
// confirmed, Replicate, a reload mid-wizard, the map without tiles, a wrong voucher then a good one), and the order
// the server keeps has the price the catalogue gives; at desktop size, with the axe audit of steps 6 and 7. The same
// pages at phone size: steps 1-2 in wizard.spec.ts, step 3 in plan.spec.ts, steps 4-6 in profile-address.spec.ts.
import { expect, test } from '@playwright/test';
import { accessibilityViolations } from '../../support/accessibility';
import { newCustomer, signUpByCall } from '../account/helpers';
import { asCustomer } from './customerCalls';
import {
  acceptCookies,
  closeDialog,
  completePreferences,
  completeStep1,
  dialog,
  dishCard,
  firstDeliveryDay,
  mealConflicts,
  openWizardFromHome,
  placedOrder,
  placeOrderOnSummary,
  planner,
} from './wizardSteps';

const BALANCED = { name: 'Balanced', id: 30 };
const PLAN = { title: '20 Days - No Fri & Sat', id: 20, days: 20 };
const MEALS = { Breakfast: 1, Lunch: 3, Dinner: 5 };
const LUNCH = MEALS.Lunch;

test('a new customer builds, fills and orders a meal plan through all seven steps', async ({ page }) => {
  const customer = newCustomer('Journey');
  await signUpByCall(page, customer);
  await acceptCookies(page);
  await openWizardFromHome(page);

  // ---- step 1: meals, a price-grid cell, the first start date, a delivery time ----
  const mealTypes = Object.values(MEALS);
  const dayPrice = await completeStep1(page, { meals: Object.keys(MEALS), diet: BALANCED.name, plan: PLAN.title });

  // ---- step 2: an allergy and a dislike that hit dishes of the first day's lunch ----
  const { day, conflicts } = await asCustomer(customer, async (call) => {
    const first = await firstDeliveryDay(call, PLAN.id);
    return { day: first, conflicts: await mealConflicts(call, { dietId: BALANCED.id, mealTypes, mealTypeId: LUNCH, day: first }) };
  });
  await completePreferences(page, { allergies: [conflicts.allergen.title], dislikes: [conflicts.dislike.title] });

  // ---- step 3: the allergy blocks a dish, a disliked dish is taken after Yes, Replicate fills the weeks ----
  const area = planner(page);
  await expect(area.getByRole('heading', { level: 1, name: 'Choose your dishes' })).toBeVisible();
  await area.getByRole('tab', { name: 'Lunch' }).click();
  await (await dishCard(page, conflicts.allergic.title)).getByRole('button').first().click();
  await expect(dialog(page).getByRole('heading', { name: 'Ingredient as a allergy' })).toBeVisible();
  await expect(dialog(page)).toContainText(conflicts.allergen.title);
  await dialog(page).getByRole('button', { name: 'Ok' }).click();
  await expect(await dishCard(page, conflicts.allergic.title)).not.toContainText('Selected');

  await (await dishCard(page, conflicts.disliked.title)).getByRole('button').first().click();
  await expect(dialog(page).getByRole('heading', { name: 'Ingredient as a Dislike' })).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Yes' }).click();
  await expect(await dishCard(page, conflicts.disliked.title)).toContainText('Selected');

  await area.getByRole('region', { name: 'Plan calendar' }).getByRole('button', { name: 'Replicate' }).click();
  await expect(dialog(page)).toContainText('The selection was duplicated for the respective days of the week.');
  await closeDialog(page);
  await expect(area.getByText(`${PLAN.days} of ${PLAN.days} days complete`)).toBeVisible();

  // A reload mid-wizard keeps every choice (kept on the device).
  await page.reload();
  await expect(area.getByText(`${PLAN.days} of ${PLAN.days} days complete`)).toBeVisible();
  await area.getByRole('tab', { name: 'Lunch' }).click();
  await expect(await dishCard(page, conflicts.disliked.title)).toContainText('Selected');
  await area.getByRole('button', { name: 'Place my order' }).click();

  // ---- step 4: profile ----
  await expect(page).toHaveURL(/\/menu\/profile$/);
  await expect(area.getByRole('heading', { name: 'Profile Settings', level: 1 })).toBeVisible();
  await expect(area.getByLabel('First name')).toHaveValue(customer.firstName);
  await area.getByLabel('Weight (kg)').fill('61.5');
  await area.getByLabel('Height (cm)').fill('165');
  await area.getByRole('button', { name: 'Select address' }).click();

  // ---- step 5: the home address, placed on the map (no tiles on this machine; the map still works) ----
  await expect(page).toHaveURL(/\/menu\/address$/);
  const home = area.getByRole('region', { name: 'Home address' });
  await home.getByLabel('Emirate').selectOption({ label: 'Dubai' });
  await home.getByLabel('Area').selectOption({ label: 'Dubai Marina' });
  await home.getByLabel('Street').fill('Marina Walk 7');
  await home.getByLabel('Apartment or Villa').fill('Tower B, 1204');
  await area.locator('.planner-map__canvas').click({ position: { x: 140, y: 90 } });
  await expect(home.getByLabel('Latitude')).not.toHaveValue('');
  await area.getByRole('button', { name: 'NEXT' }).click();

  // ---- step 6: terms first, the voucher upper-cased; a wrong code, a good one; NEXT; step 7 ----
  await expect(page).toHaveURL(/\/menu\/summary$/);
  const summary = planner(page);
  await expect(summary.getByRole('heading', { name: 'My meal plan summary' })).toBeVisible();
  expect(await accessibilityViolations(page), 'step 6').toEqual([]);
  await summary.getByRole('button', { name: 'NEXT' }).click();
  await expect(dialog(page, 'Validation Error')).toContainText('Please, accept Terms and Conditions');
  await closeDialog(page);
  await summary.getByLabel('Voucher code').fill('welcome10xyz');
  await expect(summary.getByLabel('Voucher code')).toHaveValue('WELCOME10X');
  await placeOrderOnSummary(page, { wrongVoucher: 'NOSUCH', voucher: 'welcome10' });
  expect(await accessibilityViolations(page), 'step 7').toEqual([]);

  // The order the server keeps: the plan chosen, every day's menu, the price the catalogue gives.
  const order = await placedOrder(customer);
  expect(order.planParams).toMatchObject({ diet: BALANCED.id, mealPlan: PLAN.id, mealType: mealTypes });
  expect(order.planParams.price).toBe(dayPrice * PLAN.days);
  expect(Object.keys(order.mealPlan)).toHaveLength(PLAN.days);
  expect(order.mealPlan[day]?.[LUNCH]).toBe(conflicts.disliked.id);
});
