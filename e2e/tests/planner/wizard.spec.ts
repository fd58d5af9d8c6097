// The plan wizard's rules (doc 2 §2.1, §2.2, §4.1, §5.1, §8; doc 1 §2 Home): a new customer builds a plan from Home,
// with step 1's and 2's messages on the way; the state survives a reload and is cleared at logout; steps not reached
// are sent back. At desktop size, with the axe audit of steps 1 and 2; at phone size a short walk through both steps
// (the price grid's diet switcher) with their audit. A customer with an active plan sent
// away from /menu is shell/test/routeGuards.test.tsx.
// The whole way to a placed order (steps 3 to 7, vouchers, terms, the server's price) is journey.spec.ts.
// A renewal in the wizard (doc 2 §7, issue 39): from /renewplan's 'Renew meal plan', step 1 starts from the current
// plan's choices read with order get, at both sizes and in Arabic.
import { expect, test, type Page } from '@playwright/test';
import { accessibilityViolations } from '../../support/accessibility';
import { SCREEN_SIZES } from '../../support/screenshots';
import { giveRenewablePlan } from '../checkout/checkoutCalls';
import { logOut, newCustomer, openSignedIn, registerByCall, signUpByCall, submitSignIn } from '../account/helpers';
import { asCustomer } from './customerCalls';
import {
  acceptCookies,
  closeDialog,
  completePreferences,
  completeStep1,
  dialog,
  chooseGridCell,
  gridCell,
  openWizardFromHome,
  pickFirstStartDate,
  planner,
} from './wizardSteps';

const BALANCED = 'Balanced';
const FIVE_DAYS = '5 Days - No Fri & Sat';
const SIX_DAYS = '6 Days - No Fri';

async function audit(page: Page, what: string): Promise<void> {
  expect(await accessibilityViolations(page), what).toEqual([]);
}

test('at phone size, steps 1 and 2 fit: the diet switcher shows one diet of the price grid', async ({ page }) => {
  await page.setViewportSize(SCREEN_SIZES.phone);
  await signUpByCall(page, newCustomer('LaylaPhone'));
  await acceptCookies(page);
  await openWizardFromHome(page);
  await audit(page, 'step 1 at phone size');
  await completeStep1(page, { meals: ['Breakfast', 'Lunch', 'Dinner'], diet: BALANCED, plan: FIVE_DAYS });
  await audit(page, 'step 2 at phone size');
  await completePreferences(page, {});
});

test.describe('the wizard at desktop size', () => {
  test.use({ viewport: SCREEN_SIZES.desktop });

  test('a new customer builds a plan from Home: step 1 and 2 with their messages, reload keeps the state, steps not reached redirect', async ({
    page,
  }) => {
    const customer = newCustomer('Layla');
    await signUpByCall(page, customer);
    await acceptCookies(page);
    await openWizardFromHome(page);
    const step1 = planner(page);
    await expect(step1.getByText('Please select minimum of two items.')).toBeVisible();
    await audit(page, 'step 1');

    // At least two meal types: the second last one cannot be unchecked.
    await step1.getByRole('checkbox', { name: 'Breakfast', exact: true }).uncheck();
    await expect(step1.getByRole('checkbox', { name: 'Lunch', exact: true })).toBeChecked();
    // A click, not uncheck(): the page refuses the change.
    await step1.getByRole('checkbox', { name: 'Lunch', exact: true }).click();
    await expect(step1.getByText('You must choose at least two meals.')).toBeVisible();
    await expect(step1.getByRole('checkbox', { name: 'Lunch', exact: true })).toBeChecked();
    await step1.getByRole('checkbox', { name: 'Breakfast', exact: true }).check();
    await expect(step1.getByText('You must choose at least two meals.')).toBeHidden();

    // Nothing else chosen: the button looks disabled; a click names what is missing.
    const next = step1.getByRole('button', { name: 'Select my preferences' });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    // It only looks disabled (aria-disabled): it still answers with the messages, so the click is forced.
    await next.click({ force: true });
    await expect(dialog(page, 'Validation error')).toContainText('Please select diet');
    await closeDialog(page);
    await expect(step1.getByText('Plan is required')).toBeVisible();
    await expect(step1.getByText('Diet is required')).toBeVisible();
    await expect(step1.getByText('Start date is required')).toBeVisible();
    await expect(step1.getByText('Delivery time is required')).toBeVisible();

    // A cell picks the plan and the diet; a start date; another plan clears the date.
    await chooseGridCell(page, BALANCED, SIX_DAYS);
    await pickFirstStartDate(page);
    await chooseGridCell(page, BALANCED, FIVE_DAYS);
    await expect(step1.getByText(/^Starts on /)).toBeHidden();
    const startLabel = await pickFirstStartDate(page);
    await step1.getByLabel('Delivery time').selectOption({ label: 'Dubai: 6:00 PM - 9:00 PM' });
    await step1.getByRole('checkbox', { name: 'Cutlery required' }).check();
    await expect(next).not.toHaveAttribute('aria-disabled', 'true');

    // Reload mid-wizard: every choice is still there (kept on the device, encrypted).
    await page.reload();
    await expect(gridCell(page, BALANCED, FIVE_DAYS)).toHaveAttribute('aria-pressed', 'true');
    await expect(step1.getByRole('button', { name: startLabel })).toHaveAttribute('aria-pressed', 'true');
    await expect(step1.getByLabel('Delivery time')).toHaveValue('13');
    await expect(step1.getByRole('checkbox', { name: 'Cutlery required' })).toBeChecked();

    // A step not reached yet sends the customer back to the stored step.
    await page.goto('/menu/summary');
    await expect(page).toHaveURL(/\/menu$/);

    await step1.getByRole('button', { name: 'Select my preferences' }).click();
    await expect(page).toHaveURL(/\/menu\/preferences$/);
    await audit(page, 'step 2');
    await expect(planner(page).getByRole('button', { name: 'Back to Meal Plan building' })).toHaveCount(0);
    await expect(planner(page).getByRole('link', { name: 'Back to Meal Plan building' })).toBeVisible();
    await completePreferences(page, { likes: 'More vegetables, please.', allergies: ['Shrimp'], dislikes: ['Mushrooms'] });

    // Reached: step 2 opens again, and keeps what was saved.
    await page.goto('/menu/preferences');
    await expect(planner(page).getByLabel('Likes & Notes')).toHaveValue('More vegetables, please.');
    await expect(
      planner(page).getByRole('group', { name: 'Allergies', exact: true }).getByRole('checkbox', { name: 'Shrimp', exact: true }),
    ).toBeChecked();

    // Logout clears the wizard kept on the device: signed in again, the customer starts at step 1.
    await logOut(page);
    await submitSignIn(page, customer.email, customer.password);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/menu/preferences');
    await expect(page).toHaveURL(/\/menu$/);
    await expect(gridCell(page, BALANCED, FIVE_DAYS)).toHaveAttribute('aria-pressed', 'false');
  });
});

interface RenewedChoices {
  mealTypes: string[];
  otherMealTypes: string[];
  diet: string;
  plan: string;
  slot: number;
}

/** The current plan's choices as order get answers them, named as step 1 shows them (English lists). */
async function currentChoices(customer: ReturnType<typeof newCustomer>): Promise<RenewedChoices> {
  return asCustomer(customer, async (call) => {
    const { planParams } = await call<{ planParams: { mealType: number[]; diet: number; mealPlan: number; slot_id: number } }>('order', 'get', {
      orderType: 'active',
    });
    const lists = await call<{
      typeList: Array<{ id: number; title: string; parent_id: number }>;
      dietList: Array<{ id: number; name: string }>;
      planList: Array<{ id: number; title: string }>;
    }>('get_arrays', 'get', { type: ['typeList', 'dietList', 'planList'], language: 'en' });
    const main = lists.typeList.filter((type) => type.parent_id === 0);
    return {
      mealTypes: main.filter((type) => planParams.mealType.includes(type.id)).map((type) => type.title),
      otherMealTypes: main.filter((type) => !planParams.mealType.includes(type.id)).map((type) => type.title),
      diet: lists.dietList.find((diet) => diet.id === planParams.diet)!.name,
      plan: lists.planList.find((plan) => plan.id === planParams.mealPlan)!.title,
      slot: planParams.slot_id,
    };
  });
}

test('a renewal in the wizard starts from the current plan: its meals, diet, plan and delivery time, then goes on to step 2', async ({ page }) => {
  test.setTimeout(120_000);
  const customer = newCustomer('Renewing');
  const token = await registerByCall(customer);
  await giveRenewablePlan(page.request, customer.email);
  const current = await currentChoices(customer);

  await openSignedIn(page, token, '/renewplan');
  await acceptCookies(page);
  await page.getByRole('button', { name: 'Renew meal plan' }).click();
  await expect(page).toHaveURL(/\/menu$/);
  const step1 = planner(page);
  await expect(step1.getByRole('heading', { name: 'Renew meal plan', level: 1 })).toBeVisible();
  await expect(step1.getByRole('status')).toHaveText(
    "Your current meal plan's choices are selected. Change anything you like, then pick the start date.",
  );
  for (const meal of current.mealTypes) await expect(step1.getByRole('checkbox', { name: meal, exact: true })).toBeChecked();
  for (const meal of current.otherMealTypes) await expect(step1.getByRole('checkbox', { name: meal, exact: true })).not.toBeChecked();
  await expect(gridCell(page, current.diet, current.plan)).toHaveAttribute('aria-pressed', 'true');
  await expect(step1.getByLabel('Delivery time')).toHaveValue(String(current.slot));
  await audit(page, 'renewal step 1');

  // A change the customer makes stays after a reload (the plan is not applied twice); then step 2.
  const dropped = current.mealTypes.at(-1)!;
  await step1.getByRole('checkbox', { name: dropped, exact: true }).uncheck();
  await page.reload();
  await expect(step1.getByRole('checkbox', { name: dropped, exact: true })).not.toBeChecked();
  await expect(gridCell(page, current.diet, current.plan)).toHaveAttribute('aria-pressed', 'true');
  await pickFirstStartDate(page);
  await step1.getByRole('button', { name: 'Select my preferences' }).click();
  await expect(page).toHaveURL(/\/menu\/preferences$/);
});
