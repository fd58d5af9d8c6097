// The plan wizard's steps as a customer goes through them (doc 2 §2.2), shared by the planner's journeys.
import { expect, type Locator, type Page } from '@playwright/test';
import { earliestStart, nextDeliveryDay, type MealPlan } from '@mealplan/shared/domain';
import { dayOfMonth } from '@mealplan/shared/time';
import { callAsCustomer } from '../account/productCalls';
import type { Call } from './customerCalls';

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

/** The dashboard's 'Build your menu' (the signed-in home) for a customer without a plan: the wizard opens at step 1. */
export async function openWizardFromHome(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Build your menu' }).click();
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

/**
 * The price-grid cell of a diet and plan: a cell of the desktop table, or at phone width a plan row of the diet the
 * switcher shows (see chooseGridCell to switch first).
 */
export const gridCell = (page: Page, diet: string, plan: string): Locator =>
  planner(page).getByRole('button', { name: new RegExp(`^${escape(diet)}, ${escape(plan)}: `) });

/** Picks the cell of a diet and plan at any width (at phone width the diet switcher first shows the diet). */
export async function chooseGridCell(page: Page, diet: string, plan: string): Promise<void> {
  const switcher = planner(page).getByRole('group', { name: 'Diet', exact: true });
  if (await switcher.isVisible()) await switcher.getByRole('radio', { name: diet, exact: true }).check();
  await gridCell(page, diet, plan).click();
  await expect(gridCell(page, diet, plan)).toHaveAttribute('aria-pressed', 'true');
}

/** A cell's total per day (fils), read from its name ("Balanced, 20 Days - No Fri & Sat: AED 1,234.50 per day"). */
async function gridCellDayPrice(page: Page, diet: string, plan: string): Promise<number> {
  const name = (await gridCell(page, diet, plan).getAttribute('aria-label')) ?? '';
  const amount = /: AED ([\d,]+(?:\.\d+)?) per day$/.exec(name)?.[1];
  if (!amount) throw new Error(`No price in "${name}"`);
  return Math.round(Number(amount.replace(/,/g, '')) * 100);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Sets the meal checkboxes to exactly `meals` (checking first, so two stay checked). */
async function chooseMeals(page: Page, meals: string[]): Promise<void> {
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

/**
 * Step 1 filled in: meals, price-grid cell, first start date, delivery time, cutlery. Returns the chosen cell's total
 * per day (fils) as the grid shows it.
 */
export async function fillStep1(page: Page, choice: Step1Choice): Promise<number> {
  await chooseMeals(page, choice.meals);
  await chooseGridCell(page, choice.diet, choice.plan);
  const dayPrice = await gridCellDayPrice(page, choice.diet, choice.plan);
  await pickFirstStartDate(page);
  const slot = planner(page).getByLabel('Delivery time');
  if (choice.slot) await slot.selectOption({ label: choice.slot });
  else await slot.selectOption({ index: 1 });
  if (choice.cutlery) await planner(page).getByRole('checkbox', { name: 'Cutlery required' }).check();
  return dayPrice;
}

/** Step 1 filled in (fillStep1), then 'Select my preferences'. Returns the chosen cell's total per day (fils). */
export async function completeStep1(page: Page, choice: Step1Choice): Promise<number> {
  const dayPrice = await fillStep1(page, choice);
  await planner(page).getByRole('button', { name: 'Select my preferences' }).click();
  await expect(page).toHaveURL(/\/menu\/preferences$/);
  return dayPrice;
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

/** Shows the card of `title` in step 3's dish carousel (paging with its buttons) and returns it. */
export async function dishCard(page: Page, title: string): Promise<Locator> {
  const carousel = page.getByRole('region', { name: /dishes$/ });
  // The card's title sits inside its button (whose children are presentational), so it is found by its text.
  const card = carousel.locator('.ui-dish').filter({ has: page.locator('.ui-dish__title').getByText(title, { exact: true }) });
  const previous = carousel.getByRole('button', { name: 'Previous' });
  const next = carousel.getByRole('button', { name: 'Next' });
  for (let step = 0; step < 6 && !(await card.isVisible()) && (await previous.isEnabled()); step++) await previous.click();
  for (let step = 0; step < 6 && !(await card.isVisible()) && (await next.isEnabled()); step++) await next.click();
  await expect(card).toBeVisible();
  return card;
}

export interface CatalogDish {
  id: number;
  title: string;
  ingredients: number[];
}

/** Three dishes of one meal of a day and an allergen and a dislike that hit exactly one of them each. */
export interface MealConflicts {
  plain: CatalogDish;
  allergic: CatalogDish;
  disliked: CatalogDish;
  allergen: { id: number; title: string };
  dislike: { id: number; title: string };
}

/**
 * From the catalogue (get_arrays products and ingredientList, custom_plan get): in the list of `mealTypeId` on `day`,
 * a dish blocked by an allergen and a dish with a disliked ingredient, each ingredient its dish's own among three
 * dishes of the list, the rarest in the catalogue (so the rest of the menu keeps its dishes).
 */
export async function mealConflicts(
  call: Call,
  { dietId, mealTypes, mealTypeId, day }: { dietId: number; mealTypes: number[]; mealTypeId: number; day: number },
): Promise<MealConflicts> {
  const lists = await call<{ products: CatalogDish[]; ingredientList: { id: number; title: string }[] }>('get_arrays', 'get', {
    type: ['products', 'ingredientList'],
  });
  const { customPlans } = await call<{ customPlans: { mealType_id: number; data: number[][] }[] }>('custom_plan', 'get', {
    diet_id: dietId,
    mealTypes,
  });
  const dishes = new Map(lists.products.map((dish) => [dish.id, dish]));
  const uses = (ingredient: number) => lists.products.filter((dish) => dish.ingredients.includes(ingredient)).length;
  const list = (customPlans.find((row) => row.mealType_id === mealTypeId)?.data[dayOfMonth(day) - 1] ?? []).map((id) => dishes.get(id)!);
  const own = (dish: CatalogDish, others: CatalogDish[]) =>
    dish.ingredients.filter((id) => others.every((other) => !other.ingredients.includes(id))).sort((a, b) => uses(a) - uses(b))[0];
  for (const allergic of list)
    for (const disliked of list)
      for (const plain of list) {
        if (new Set([allergic.id, disliked.id, plain.id]).size < 3) continue;
        const allergen = own(allergic, [disliked, plain]);
        const dislike = own(disliked, [allergic, plain]);
        if (allergen === undefined || dislike === undefined) continue;
        const ingredient = (id: number) => lists.ingredientList.find((item) => item.id === id)!;
        return { plain, allergic, disliked, allergen: ingredient(allergen), dislike: ingredient(dislike) };
      }
  throw new Error(`No allergen and dislike among the dishes of meal type ${mealTypeId} on ${day}`);
}

/** The first delivery day of a plan started on the earliest start date (the start calendar's first offer). */
export async function firstDeliveryDay(call: Call, planId: number, now = Math.floor(Date.now() / 1000)): Promise<number> {
  const lists = await call<{ planList: { id: number; excludeWeekDay: number[] }[] }>('get_arrays', 'get', { type: ['planList'] });
  const holidays = holidayList(await call<unknown>('settings', 'get', {}));
  const plan = lists.planList.find((item) => item.id === planId)!;
  return nextDeliveryDay(earliestStart(now), { excludeWeekDays: plan.excludeWeekDay, holidays });
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

/**
 * A signed-in customer without a plan, from the home page to the wizard's summary: Breakfast, Lunch and Dinner, Balanced
 * for '20 Days - No Fri & Sat', no preferences, 'Place my order', a Dubai Marina home address placed on the map, NEXT.
 * Answers the planner's area.
 */
export async function wizardToSummary(page: Page): Promise<Locator> {
  await openWizardFromHome(page);
  await completeStep1(page, { meals: ['Breakfast', 'Lunch', 'Dinner'], diet: 'Balanced', plan: '20 Days - No Fri & Sat' });
  await completePreferences(page, {});
  const area = planner(page);
  await expect(area.getByText('20 of 20 days complete')).toBeVisible();
  await area.getByRole('button', { name: 'Place my order' }).click();
  await expect(area.getByRole('heading', { name: 'Profile Settings', level: 1 })).toBeVisible();
  await area.getByRole('button', { name: 'Select address' }).click();
  const home = area.getByRole('region', { name: 'Home address' });
  await home.getByLabel('Emirate').selectOption({ label: 'Dubai' });
  await home.getByLabel('Area').selectOption({ label: 'Dubai Marina' });
  await home.getByLabel('Street').fill('Marina Walk 7');
  await home.getByLabel('Apartment or Villa').fill('Tower B, 1204');
  await area.locator('.planner-map__canvas').click({ position: { x: 140, y: 90 } });
  await area.getByRole('button', { name: 'NEXT' }).click();
  await expect(area.getByRole('heading', { name: 'My meal plan summary' })).toBeVisible();
  return area;
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
