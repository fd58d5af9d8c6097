// /modify, the demo customer's plan (issue 20; doc 3 §2 "Modify plan page", §4 "Day editing", "Dish selection"), at
// desktop and phone size with the axe audit: a locked day offers no change; a day's lunch is changed (the shrimp dish
// is refused for the customer's shrimp allergy, the mushroom dish is taken after 'SELECT THIS DISH') and saved; the
// cutlery is set ('Cutlery value set well'); and a second tab of the same browser shows the cutlery change without a
// reload (the order's push). The demo customer's plan is shared, so the sizes run one after the other.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { accessibilityViolations } from '../support/accessibility';
import { SCREEN_SIZES, SCREENSHOT_DIR } from '../support/screenshots';
import { signIn } from '../support/session';

// Serial (one plan shared by the sizes); a journey through a whole day's edit gets three minutes on the 2-core machine.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

/** Dishes of the seeded catalogue: the demo customer is allergic to shrimp and dislikes mushrooms. */
const ALLERGIC_LUNCH = 'Shrimp Stir-fry with Rice Noodles';
const DISLIKED_LUNCH = 'Beef Stroganoff Light';
const LOCKED_TEXT = 'You cannot edit or skip this day. Items are delivered or in the process of creation.';

const dialog = (page: Page) => page.getByRole('dialog');
const area = (page: Page) => page.locator('[data-remote="modify"]');
const dayList = (page: Page) => area(page).getByRole('navigation', { name: 'Plan menu' }).getByRole('list');

async function openModify(page: Page): Promise<void> {
  await page.goto('/modify');
  // The cookie notice sits over the bottom of the page until it is accepted.
  const cookies = page.getByRole('region', { name: 'Cookie notice' }).getByRole('button', { name: 'Ok' });
  if (await cookies.isVisible()) await cookies.click();
  await expect(area(page).getByRole('heading', { level: 1 })).toBeVisible();
  await expect(area(page).getByRole('heading', { level: 2 }).first()).toBeVisible();
}

/** The dish card of the carousel with this title, paging the carousel until it shows. */
async function dishCard(page: Page, title: string): Promise<Locator> {
  const carousel = area(page).getByRole('region', { name: 'Dishes for Lunch' });
  const card = carousel.locator('.ui-dish').filter({ has: page.locator('.ui-dish__title').getByText(title, { exact: true }) });
  const previous = carousel.getByRole('button', { name: 'Previous' });
  const next = carousel.getByRole('button', { name: 'Next' });
  for (let step = 0; step < 60 && !(await card.isVisible()) && (await previous.isEnabled()); step++) await previous.click();
  for (let step = 0; step < 60 && !(await card.isVisible()) && (await next.isEnabled()); step++) await next.click();
  await expect(card).toBeVisible();
  return card;
}

Object.entries(SCREEN_SIZES).forEach(([size, viewport], sizeIndex) => {
  test.describe(`at ${size} size`, () => {
    test.use({ viewport });

    test('a locked day offers no change; a day of the plan is changed past an allergy and a dislike', async ({ page }) => {
      await signIn(page);
      await openModify(page);
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SCREENSHOT_DIR}/modify-${size}.png`, fullPage: true });

      // The plan started days ago: its first day is locked, with the spec's text and no 'Change items'.
      const days = dayList(page).getByRole('button');
      await days.first().click();
      await expect(area(page).getByText(LOCKED_TEXT)).toBeVisible();
      await expect(area(page).getByRole('button', { name: 'Change items' })).toHaveCount(0);

      // A day that can still be changed (a different one per size, as the plan is shared): its deadline shows.
      const editable = days.filter({ hasNotText: 'Cannot be changed' }).filter({ hasNotText: 'Paused' });
      await editable.nth(sizeIndex).click();
      await expect(area(page).getByText(/^Changes until /)).toBeVisible();
      await area(page).getByRole('button', { name: 'Change items' }).click();
      await expect(area(page).getByText('Please click on "Save Changes" button before moving to the next day.', { exact: false })).toBeVisible();
      await area(page).getByRole('tab', { name: 'Lunch' }).click();

      await (await dishCard(page, ALLERGIC_LUNCH)).locator('button.ui-dish__select').click();
      await expect(dialog(page)).toContainText('Sorry, due to your allergy preference this dish is not available for selection.');
      await dialog(page).getByRole('button', { name: 'Ok' }).click();
      await expect(await dishCard(page, ALLERGIC_LUNCH)).not.toContainText('Selected');

      const disliked = await dishCard(page, DISLIKED_LUNCH);
      await disliked.locator('button.ui-dish__select').click();
      await expect(dialog(page)).toContainText('This dish has an ingredient which is in your dislike list.');
      expect(await accessibilityViolations(page)).toEqual([]);
      await dialog(page).getByRole('button', { name: 'SELECT THIS DISH' }).click();
      await expect(disliked).toContainText('Selected');

      await area(page).getByRole('button', { name: 'Save Changes' }).click();
      await expect(dialog(page)).toBeVisible();
      await dialog(page).getByRole('button').first().click();
      await expect(area(page).getByRole('button', { name: 'Change items' })).toBeVisible();
      await expect(area(page).locator('.modify-meal').filter({ hasText: 'Lunch' })).toContainText(DISLIKED_LUNCH);
      // Saved on the server: a fresh visit shows it.
      const shown = await area(page).locator('#modify-day-heading').textContent();
      await openModify(page);
      await dayList(page)
        .getByRole('button', { name: shown ?? '' })
        .click();
      await expect(area(page).locator('.modify-meal').filter({ hasText: 'Lunch' })).toContainText(DISLIKED_LUNCH);
    });

    test('cutlery is set, and a second tab shows the change without a reload', async ({ page }) => {
      await signIn(page);
      await openModify(page);
      const other = await page.context().newPage();
      await openModify(other);

      const cutlery = area(page).getByLabel('Cutlery');
      const next = (await cutlery.inputValue()) === '1' ? 'No' : 'Yes';
      await cutlery.selectOption({ label: next });
      await expect(dialog(page)).toContainText('Cutlery value set well');
      await expect(area(other).getByLabel('Cutlery').locator('option:checked')).toHaveText(next);
      await other.close();
    });
  });
});
