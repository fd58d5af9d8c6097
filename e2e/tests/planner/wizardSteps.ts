// The plan wizard's steps as a customer goes through them (doc 2 §2.2), shared by the planner's journeys.
import { expect, type Locator, type Page } from '@playwright/test';
import { deliveryDays, earliestStart, nextDeliveryDay, planPrice, type MealPlan } from '@mealplan/shared/domain';
import type { PriceRow, WizardDraft } from '@mealplan/shared/protocol';
import { callAsCustomer } from '../account/productCalls';

export const planner = (page: Page): Locator => page.locator('[data-remote="planner"]');

export interface Login {
  email: string;
  password: string;
}

/** Closes the cookie notice (a bar fixed at the bottom of the page) as a customer does before going on. */
export async function acceptCookies(page: Page): Promise<void> {
  const notice = page.getByRole('region', { name: 'Cookie notice' });
  await notice.getByRole('button', { name: 'Ok' }).click();
  await expect(notice).toBeHidden();
}

/** Log Out from the header's profile menu, which sits in the burger menu on a phone. */
export async function logOutAnySize(page: Page): Promise<void> {
  const toggle = page.locator('.chrome-profile__toggle');
  if (!(await toggle.isVisible())) await page.getByRole('button', { name: 'Open menu' }).click();
  if (await toggle.isVisible()) await toggle.click();
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
}

/** Home "Build my meal plan" as a signed-in customer without a plan: the wizard opens at step 1. */
export async function openWizardFromHome(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Build my meal plan' }).first().click();
  await expect(page).toHaveURL(/\/menu$/);
  await expect(planner(page).getByRole('heading', { name: 'Build my meal plan', level: 1 })).toBeVisible();
}

export interface Step1Choice {
  /** Meal types to have checked, by title (at least two). */
  meals: string[];
  /** The diet column's name and the plan row's title in the price grid. */
  diet: string;
  plan: string;
  /** Delivery time option label, e.g. "Dubai: 6:00 AM - 9:00 AM"; the first option when absent. */
  slot?: string;
  cutlery?: boolean;
}

/** The price-grid cell of a diet and plan. */
export const gridCell = (page: Page, diet: string, plan: string): Locator =>
  planner(page).getByRole('button', { name: new RegExp(`^${escape(diet)}, ${escape(plan)}: `) });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Sets the meal checkboxes to exactly `meals` (checking first, so two stay checked). */
export async function chooseMeals(page: Page, meals: string[]): Promise<void> {
  const boxes = planner(page).getByRole('group', { name: 'Meals' }).getByRole('checkbox');
  for (const meal of meals) await planner(page).getByRole('checkbox', { name: meal, exact: true }).check();
  for (const box of await boxes.all()) {
    const label = await box.evaluate((input) => ((input as HTMLInputElement).labels?.[0]?.textContent ?? '').trim());
    if (!meals.includes(label) && (await box.isChecked())) await box.uncheck();
  }
}

/** The first start date the calendar offers. */
export async function pickFirstStartDate(page: Page): Promise<string> {
  const calendar = planner(page).locator('.start-calendar');
  for (let month = 0; month < 3; month++) {
    const day = calendar.locator('.start-calendar__day:not([disabled])').first();
    if ((await day.count()) > 0) {
      const label = (await day.getAttribute('aria-label')) ?? '';
      await day.click();
      await expect(day).toHaveAttribute('aria-pressed', 'true');
      return label;
    }
    await calendar.getByRole('button', { name: 'Next month' }).click();
  }
  throw new Error('No start date offered');
}

/** Step 1: meals, price-grid cell, first start date, delivery time, cutlery; then 'Select my preferences'. */
export async function completeStep1(page: Page, choice: Step1Choice): Promise<void> {
  await chooseMeals(page, choice.meals);
  await gridCell(page, choice.diet, choice.plan).click();
  await pickFirstStartDate(page);
  const slot = planner(page).getByLabel('Delivery time');
  if (choice.slot) await slot.selectOption({ label: choice.slot });
  else await slot.selectOption({ index: 1 });
  if (choice.cutlery) await planner(page).getByRole('checkbox', { name: 'Cutlery required' }).check();
  await planner(page).getByRole('button', { name: 'Select my preferences' }).click();
  await expect(page).toHaveURL(/\/menu\/preferences$/);
}

/** Ticks ingredients in one of the preference pickers ('Allergies' or 'Dislikes'). */
export async function pickIngredients(page: Page, picker: 'Allergies' | 'Dislikes', ingredients: string[]): Promise<void> {
  const group = planner(page).getByRole('group', { name: picker, exact: true });
  for (const ingredient of ingredients) await group.getByRole('checkbox', { name: ingredient, exact: true }).check();
}

/** Step 2: likes & notes, allergies, dislikes; then 'Select My Food' (to step 3, /menu/plan). */
export async function completePreferences(page: Page, prefs: { likes?: string; allergies?: string[]; dislikes?: string[] }): Promise<void> {
  await expect(planner(page).getByRole('heading', { name: 'Select My Preferences' })).toBeVisible();
  if (prefs.likes) await planner(page).getByLabel('Likes & Notes').fill(prefs.likes);
  await pickIngredients(page, 'Allergies', prefs.allergies ?? []);
  await pickIngredients(page, 'Dislikes', prefs.dislikes ?? []);
  await planner(page).getByRole('button', { name: 'Select My Food' }).click();
  await expect(page).toHaveURL(/\/menu\/plan$/);
}

/** The modal the shell shows (the planner puts its messages there). */
export const dialog = (page: Page, headline?: string): Locator =>
  headline ? page.getByRole('dialog', { name: headline }) : page.getByRole('dialog');

export async function closeDialog(page: Page): Promise<void> {
  await dialog(page)
    .getByRole('button', { name: /close|ok/i })
    .first()
    .click();
  await expect(dialog(page)).toBeHidden();
}

interface Reply {
  type: string;
  status?: string;
  data: unknown;
}

function okData<T>(reply: Reply, what: string): T {
  if (!reply.type.endsWith('Ok') && reply.status !== 'ok') throw new Error(`${what} answered ${JSON.stringify(reply)}`);
  return reply.data as T;
}

export interface DraftPlan {
  dietId: number;
  planId: number;
  mealTypes: number[];
  deliverySlot: number;
  step: number;
}

/**
 * A wizard state of the customer built the way step 1 builds it (the plan's delivery days from the first start date
 * the rules allow, each meal the diet's default dish), saved as the customer's Save-for-Later draft over the site's
 * own calls. Returns the draft and its plan price (fils) as the catalogue prices it.
 */
export async function saveDraftAsCustomer(
  login: Login,
  plan: DraftPlan,
  now = Math.floor(Date.now() / 1000),
): Promise<{ draft: WizardDraft; price: number }> {
  const lists = okData<{ planList: { id: number; count: number; excludeWeekDay: number[] }[]; priceList: PriceRow[] }>(
    await callAsCustomer(login, 'get_arrays', 'get', { type: ['planList', 'priceList'] }),
    'get_arrays get',
  );
  const settings = okData<unknown>(await callAsCustomer(login, 'settings', 'get', {}), 'settings get');
  const holidays = holidayList(settings);
  const chosen = lists.planList.find((item) => item.id === plan.planId)!;
  const calendar = { excludeWeekDays: chosen.excludeWeekDay, holidays };
  const start = nextDeliveryDay(earliestStart(now), calendar);
  const days = deliveryDays(start, chosen.count, calendar);
  const defaults = okData<{ defaultDishes: { mealType_id: number; dish_id: number }[] }>(
    await callAsCustomer(login, 'default_dishes', 'get', { dietId: plan.dietId, types: plan.mealTypes }),
    'default_dishes get',
  );
  const dishOf = new Map(defaults.defaultDishes.map((row) => [row.mealType_id, row.dish_id]));
  const mealPlan: MealPlan = Object.fromEntries(
    days.map((day) => [day, Object.fromEntries(plan.mealTypes.map((type) => [type, dishOf.get(type)!]))]),
  );
  const draft: WizardDraft = {
    planParams: {
      step: plan.step,
      build: 'new',
      mealType: plan.mealTypes,
      mealPlan: plan.planId,
      diet: plan.dietId,
      date: start,
      deliverySlot: plan.deliverySlot,
      slot_id: plan.deliverySlot,
      cutlery: 0,
    },
    mealPlan: mealPlan as WizardDraft['mealPlan'],
    customPlans: [],
  };
  okData(await callAsCustomer(login, 'order', 'saveDraft', { draft }), 'order saveDraft');
  const price = planPrice({ rows: lists.priceList, dietId: plan.dietId, planId: plan.planId, mealTypeIds: plan.mealTypes, dayCount: chosen.count })!;
  return { draft, price };
}

function holidayList(settings: unknown): string[] {
  const rows = Array.isArray(settings)
    ? settings
    : Object.entries(settings as Record<string, unknown>).map(([alias, entry]) => ({ alias, ...(entry as object) }));
  const entry = (rows as { alias?: string; value?: unknown }[]).find((row) => row.alias === 'holidays');
  return Array.isArray(entry?.value) ? entry.value.filter((item): item is string => typeof item === 'string') : [];
}

/** The customer's placed order as the server keeps it (order get), over the site's own calls. */
export async function placedOrder(
  login: Login,
): Promise<{ planParams: { price: number; diet: number; mealPlan: number; mealType: number[] }; mealPlan: MealPlan }> {
  for (const orderType of ['future', 'active'] as const) {
    const reply = await callAsCustomer(login, 'order', 'get', { orderType });
    if (reply.type === 'getOk') return reply.data as never;
  }
  throw new Error('The customer has no order');
}

/** Step 6: wrong voucher, a good one, terms; then NEXT; the thank-you page. */
export async function placeOrderOnSummary(page: Page, { wrongVoucher, voucher }: { wrongVoucher?: string; voucher?: string }): Promise<void> {
  const summary = planner(page);
  await expect(summary.getByRole('heading', { name: 'My meal plan summary' })).toBeVisible();
  if (wrongVoucher) {
    await summary.getByLabel('Voucher code').fill(wrongVoucher);
    await summary.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog(page, 'Validation Error')).toContainText('Wrong voucher code');
    await closeDialog(page);
  }
  if (voucher) {
    await summary.getByLabel('Voucher code').fill(voucher);
    await summary.getByRole('button', { name: 'Apply' }).click();
    await expect(summary.getByText(`${voucher.toUpperCase()} applied`)).toBeVisible();
  }
  await summary.getByRole('checkbox', { name: 'I accept the Terms and Conditions' }).check();
  await summary.getByRole('button', { name: 'NEXT' }).click();
  await expect(page).toHaveURL(/\/menu\/thank$/);
  await expect(summary.getByText('Thank you for the order. Our manager will contact you soon.')).toBeVisible();
}
