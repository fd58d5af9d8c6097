// /menu/plan, wizard step 3, at desktop and phone size: a new customer whose wizard reached step 3 (allergies and
// dislikes saved with profile set 'preferences', the plan saved with order saveDraft, both through the product's
// own calls) chooses a dish, meets a dish blocked by an allergy, confirms a disliked one and replicates the first
// week (at desktop and phone size), and moves between weeks, saves for later and places the menu
// (at desktop size); the axe audit runs on the page and its modals.
import { expect, test, type Page } from '@playwright/test';
import { dailyTargets, deliveryDays, type DailyTargets, type MacroSplit } from '@mealplan/shared/domain';
import { addDays, addMonths, currentUnixSeconds, dayOfMonth, today, weekday } from '@mealplan/shared/time';
import { accessibilityViolations } from '../../support/accessibility';
import { SCREEN_SIZES, SCREENSHOT_DIR } from '../../support/screenshots';
import { asCustomer, type Call } from './customerCalls';
import { newCustomer, openSignedIn, registerByCall, type Customer } from '../account/helpers';
import { dishCard, type CatalogDish } from './wizardSteps';

interface Ingredient {
  id: number;
  title: string;
}
interface CustomPlanRow {
  mealType_id: number;
  data: number[][];
}

const BREAKFAST = 1;
const LUNCH = 3;
const DINNER = 5;
const MEAL_TYPES = [BREAKFAST, LUNCH, DINNER];
const DIET = 30;
/** The 20-day plan: no Friday and Saturday, four weeks of five days. */
const PLAN = { id: 20, count: 20, excludeWeekDay: [5, 6] };

/** An ingredient of `dish` that none of `others` has. */
function ownIngredient(dish: CatalogDish, others: CatalogDish[]): number {
  const found = dish.ingredients.find((ingredient) => others.every((other) => !other.ingredients.includes(ingredient)));
  expect(found, `dish ${dish.id} has an ingredient of its own`).toBeDefined();
  return found!;
}

/** Body data of the customer whose day cards show the daily target. */
const BODY = { weightGrams: 65_400, heightCm: 168, birthday: addMonths(today(currentUnixSeconds()), -12 * 34), gender: 'female' as const };

interface SeedOptions {
  /** Every day filled (else the first week but the first day's lunch). */
  complete: boolean;
  /** Body data and activity level saved with profile set 'main' (the daily target). */
  customer?: Customer;
}

/**
 * Sets the wizard up to step 3 on the server, as steps 1 and 2 and Save for Later leave it (allergies and dislikes
 * with profile set 'preferences', the plan with order saveDraft); returns what the test checks.
 */
async function seedWizard(call: Call, { complete, customer }: SeedOptions) {
  const lists = await call<{ products: CatalogDish[]; ingredientList: Ingredient[] }>('get_arrays', 'get', {
    type: ['products', 'ingredientList'],
  });
  const dishes = new Map(lists.products.map((dish) => [dish.id, dish]));
  const { customPlans } = await call<{ customPlans: CustomPlanRow[] }>('custom_plan', 'get', { diet_id: DIET, mealTypes: MEAL_TYPES });
  const listOf = (mealTypeId: number, day: number): CatalogDish[] =>
    (customPlans.find((row) => row.mealType_id === mealTypeId)?.data[dayOfMonth(day) - 1] ?? []).map((id) => dishes.get(id)!);

  // A Sunday at least four days ahead: the first week has five delivery days.
  let start = addDays(today(currentUnixSeconds()), 4);
  while (weekday(start) !== 0) start = addDays(start, 1);
  const days = deliveryDays(start, PLAN.count, { excludeWeekDays: PLAN.excludeWeekDay });
  const first = days[0]!;

  const lunch = listOf(LUNCH, first);
  expect(lunch.length).toBeGreaterThanOrEqual(3);
  const [plain, allergic, disliked] = lunch as [CatalogDish, CatalogDish, CatalogDish];
  const allergen = ownIngredient(allergic, [plain, disliked]);
  const dislike = ownIngredient(disliked, [plain, allergic]);
  const acceptable = (dish: CatalogDish) => !dish.ingredients.includes(allergen) && !dish.ingredients.includes(dislike);

  // The first week is filled but for the first day's lunch; the later weeks are empty (or all is filled).
  const mealPlan: Record<number, Record<number, number>> = {};
  for (const [index, day] of days.entries()) {
    if (index >= 5 && !complete) {
      mealPlan[day] = {};
      continue;
    }
    const meals: Record<number, number> = {};
    for (const mealTypeId of MEAL_TYPES) {
      if (index === 0 && mealTypeId === LUNCH && !complete) continue;
      const dish = listOf(mealTypeId, day).find(acceptable);
      expect(dish, `an acceptable dish for type ${mealTypeId}`).toBeDefined();
      meals[mealTypeId] = dish!.id;
    }
    mealPlan[day] = meals;
  }

  await call('profile', 'set', { scenario: 'preferences', preferences: '', allergies: [allergen], dislikes: [dislike] });
  await call('order', 'saveDraft', {
    draft: {
      planParams: {
        step: 3,
        build: 'new',
        mealType: MEAL_TYPES,
        mealPlan: PLAN.id,
        diet: DIET,
        date: start,
        end_date: days[days.length - 1],
        deliverySlot: 1,
        cutlery: false,
      },
      mealPlan,
      customPlans,
    },
  });
  let targets: DailyTargets | null = null;
  if (customer) {
    const { dietList } = await call<{ dietList: { id: number; macros?: MacroSplit | null }[] }>('get_arrays', 'get', { type: ['dietList'] });
    await call('profile', 'set', {
      scenario: 'main',
      firstName: customer.firstName,
      lastName: customer.lastName,
      phone: customer.mobile.replace(/^0/, ''),
      email: customer.email,
      gender: BODY.gender,
      weight: BODY.weightGrams,
      height: BODY.heightCm,
      birthday: BODY.birthday,
      activityLevel: 'light',
    });
    targets = dailyTargets(BODY, 'light', dietList.find((diet) => diet.id === DIET)?.macros, currentUnixSeconds());
  }
  const name = (id: number) => lists.ingredientList.find((ingredient) => ingredient.id === id)!.title;
  return { plain, allergic, disliked, allergenName: name(allergen), dislikeName: name(dislike), days, mealPlan, targets };
}

const dialog = (page: Page) => page.getByRole('dialog');

for (const [size, viewport] of Object.entries(SCREEN_SIZES)) {
  const phone = size === 'phone';

  test(`/menu/plan at ${size}: choose a dish, allergy refused, dislike confirmed, Replicate, daily target`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const customer = newCustomer(`Plan${size}`);
    const token = await registerByCall(customer);
    const seeded = await asCustomer(customer, (call) => seedWizard(call, { complete: false, ...(phone ? {} : { customer }) }));
    await openSignedIn(page, token, '/menu/plan');
    const area = page.locator('[data-remote="planner"]');
    await expect(area.getByRole('heading', { level: 1, name: 'Choose your dishes' })).toBeVisible();
    // The cookie notice sits over the page's foot until it is acknowledged.
    await page.getByRole('region', { name: 'Cookie notice' }).getByRole('button', { name: 'Ok' }).click();
    await expect(area.getByText('4 of 20 days complete')).toBeVisible();
    const calendar = area.getByRole('region', { name: 'Plan calendar' });
    await expect(calendar.getByRole('listitem')).toHaveCount(phone ? 31 : 7);

    // An incomplete menu cannot go on.
    await area.getByRole('button', { name: 'Place my order' }).click();
    await expect(dialog(page)).toContainText('Please fill in all menu to place your order');
    await dialog(page).getByRole('button', { name: 'Close' }).click();

    // The first day's lunch: the list says what is blocked and flagged, and why.
    await area.getByRole('tab', { name: 'Lunch' }).click();
    await expect(area.getByText(`1 dish blocked: contain ${seeded.allergenName}`)).toBeVisible();
    await expect(area.getByText(`1 dish has an ingredient you dislike: ${seeded.dislikeName}`)).toBeVisible();

    // Choosing a dish puts it on at once.
    await (await dishCard(page, seeded.plain.title)).getByRole('button').first().click();
    await expect(await dishCard(page, seeded.plain.title)).toContainText('Selected');
    await expect(area.locator('.plan-description')).toContainText(seeded.plain.title);

    // A dish with an allergen is refused.
    await (await dishCard(page, seeded.allergic.title)).getByRole('button').first().click();
    await expect(dialog(page).getByRole('heading', { name: 'Ingredient as a allergy' })).toBeVisible();
    await expect(dialog(page)).toContainText('Sorry, due to your allergy preference this dish is not available for selection.');
    await expect(dialog(page)).toContainText(seeded.allergenName);
    expect(await accessibilityViolations(page), 'allergy modal').toEqual([]);
    await dialog(page).getByRole('button', { name: 'Ok' }).click();
    await expect(await dishCard(page, seeded.plain.title)).toContainText('Selected');

    // A dish with a disliked ingredient asks first; No keeps the choice, Yes takes the dish.
    await (await dishCard(page, seeded.disliked.title)).getByRole('button').first().click();
    await expect(dialog(page).getByRole('heading', { name: 'Ingredient as a Dislike' })).toBeVisible();
    await expect(dialog(page)).toContainText('This dish has an ingredient which is in your dislike list.');
    await dialog(page).getByRole('button', { name: 'No' }).click();
    await expect(await dishCard(page, seeded.plain.title)).toContainText('Selected');
    await (await dishCard(page, seeded.disliked.title)).getByRole('button').first().click();
    await dialog(page).getByRole('button', { name: 'Yes' }).click();
    await expect(await dishCard(page, seeded.disliked.title)).toContainText('Selected');
    await expect(area.getByText('5 of 20 days complete')).toBeVisible();

    // The order list shows the day's choice, and the day against the daily target (or what the profile lacks for one).
    if (phone) await area.getByRole('tab', { name: 'Order' }).click();
    const orderList = area.locator('.plan-order');
    await expect(orderList.locator('.plan-day').first()).toContainText(seeded.disliked.title);
    const { targets } = seeded;
    if (targets) {
      await expect(orderList).toContainText(
        `Your daily target by the Mifflin-St Jeor equation: resting energy ${targets.restingEnergy.toLocaleString('en')} kcal × activity factor 1.375 = ${targets.calories.toLocaleString('en')} kcal`,
      );
      await expect(orderList.locator('.plan-day').first()).toContainText(`of ${targets.calories.toLocaleString('en')} kcal`);
      await expect(orderList.locator('.plan-day').first()).toContainText('Target: Mifflin-St Jeor × 1.375');
    } else {
      await expect(orderList).toContainText(
        'Add your weight, height, birthday and gender to your profile to see your daily calorie and macro target.',
      );
      await expect(orderList.getByRole('link', { name: 'your profile' })).toHaveCount(0);
    }
    if (phone) await area.getByRole('tab', { name: 'Dishes' }).click();

    // Replicate copies the first week onto the later weeks.
    await calendar.getByRole('button', { name: 'Replicate' }).click();
    await expect(dialog(page)).toContainText('The selection was duplicated for the respective days of the week.');
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(area.getByText('20 of 20 days complete')).toBeVisible();

    expect(await accessibilityViolations(page), 'plan page').toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SCREENSHOT_DIR}/planner-plan-${size}.png`, fullPage: true });
    if (phone) {
      await area.getByRole('tab', { name: 'Order' }).click();
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${SCREENSHOT_DIR}/planner-plan-order-${size}.png`, fullPage: true });
      await area.getByRole('tab', { name: 'Dishes' }).click();
    }
  });

  // Week paging, Save for Later and Place my order are the same calls at any width: checked at desktop size only (the
  // phone's calendar and order tab are checked above).
  if (phone) continue;
  test(`/menu/plan at ${size}: weeks; Save for Later keeps the menu on the server; Place my order goes on to the profile`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const customer = newCustomer(`Save${size}`);
    const token = await registerByCall(customer);
    const seeded = await asCustomer(customer, (call) => seedWizard(call, { complete: true }));
    await openSignedIn(page, token, '/menu/plan');
    const area = page.locator('[data-remote="planner"]');
    await expect(area.getByText('20 of 20 days complete')).toBeVisible();
    await page.getByRole('region', { name: 'Cookie notice' }).getByRole('button', { name: 'Ok' }).click();
    // Week navigation stays inside the period.
    const calendar = area.getByRole('region', { name: 'Plan calendar' });
    const range = calendar.locator('.plan-calendar__range');
    const firstWeek = await range.textContent();
    await expect(calendar.getByRole('button', { name: 'Previous week' })).toBeDisabled();
    await calendar.getByRole('button', { name: 'Next week' }).click();
    await expect(range).not.toHaveText(firstWeek ?? '');
    await expect(calendar.getByRole('button', { name: 'Previous week' })).toBeEnabled();
    await calendar.getByRole('button', { name: 'Next week' }).click();
    await calendar.getByRole('button', { name: 'Next week' }).click();
    await expect(calendar.getByRole('button', { name: 'Next week' })).toBeDisabled();
    for (let week = 0; week < 3; week++) await calendar.getByRole('button', { name: 'Previous week' }).click();
    await expect(range).toHaveText(firstWeek ?? '');

    // A change the server does not have yet: the first day's lunch becomes the disliked dish (after Yes).
    await area.getByRole('tab', { name: 'Lunch' }).click();
    await (await dishCard(page, seeded.disliked.title)).getByRole('button').first().click();
    await dialog(page).getByRole('button', { name: 'Yes' }).click();
    await expect(await dishCard(page, seeded.disliked.title)).toContainText('Selected');

    // Save for Later keeps the menu on the server and goes home.
    await area.getByRole('button', { name: 'Save for Later' }).click();
    await expect(dialog(page)).toContainText('Your data is saved. Please add this page to bookmarks and complete your menu modify later.');
    await expect(page).toHaveURL(/\/$/);
    const { draft } = await asCustomer(customer, (call) =>
      call<{ draft: { mealPlan: Record<string, Record<string, number>> } }>('order', 'getDraft', {}),
    );
    expect(Object.keys(draft.mealPlan)).toHaveLength(20);
    const firstDay = String(seeded.days[0]);
    expect(seeded.mealPlan[seeded.days[0]!]?.[LUNCH]).toBe(seeded.plain.id);
    expect(draft.mealPlan[firstDay]?.[String(LUNCH)]).toBe(seeded.disliked.id);
    await dialog(page).getByRole('button', { name: 'Close' }).click();

    // Back on another visit, the complete menu goes on to the profile step.
    await page.goto('/menu/plan');
    await expect(area.getByText('20 of 20 days complete')).toBeVisible();
    await area.getByRole('tab', { name: 'Lunch' }).click();
    await expect(await dishCard(page, seeded.disliked.title)).toContainText('Selected');
    await area.getByRole('button', { name: 'Place my order' }).click();
    await expect(page).toHaveURL(/\/menu\/profile$/);
  });
}
