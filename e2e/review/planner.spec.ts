// Screenshots of the wizard's seven steps at 1366x900 and 390x844, in English and in Arabic (the header's language
// switch), for review by eye: e2e/screenshots/planner-<step>-<size>.png and ar-planner-<step>-<size>.png.
import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../support/environment';
import { SCREEN_SIZES, shootInEnglishAndArabic } from '../support/screenshots';
import { newCustomer, signUp } from '../tests/account/helpers';
import { completePreferences, fillStep1, openWizardFromHome, pickIngredients, planner } from '../tests/planner/wizardSteps';

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'showCookieMessage', value: 'false', url: baseURL }]);
});

/** The step as it is, in English, then in Arabic (switched and back). */
const shoot = (page: Page, step: string, size: string) => shootInEnglishAndArabic(page, `planner-${step}-${size}`, { scrollToTop: true });

for (const [size, viewport] of Object.entries(SCREEN_SIZES)) {
  test(`wizard steps at ${size} size, in English and Arabic`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(viewport);
    const customer = newCustomer('Mariam');
    await signUp(page, customer);
    await openWizardFromHome(page);
    const area = planner(page);
    await fillStep1(page, { meals: ['Breakfast', 'Lunch', 'Dinner'], diet: 'Balanced', plan: '20 Days - No Fri & Sat' });
    await shoot(page, 'step1', size);
    await area.getByRole('button', { name: 'Select my preferences' }).click();

    await expect(area.getByRole('heading', { name: 'Select My Preferences' })).toBeVisible();
    await pickIngredients(page, 'Allergies', ['Shrimp']);
    await pickIngredients(page, 'Dislikes', ['Mushrooms']);
    await shoot(page, 'step2', size);
    await completePreferences(page, {});

    await expect(area.getByText('20 of 20 days complete')).toBeVisible();
    await area.getByRole('tab', { name: 'Lunch' }).click();
    await shoot(page, 'step3', size);
    await area.getByRole('button', { name: 'Place my order' }).click();

    await expect(area.getByRole('heading', { name: 'Profile Settings', level: 1 })).toBeVisible();
    await area.getByLabel('Weight (kg)').fill('61.5');
    await area.getByLabel('Height (cm)').fill('165');
    await area.getByLabel('Gender').selectOption({ label: 'Female' });
    await area.getByLabel('Birthday').fill('1991-03-14');
    await shoot(page, 'step4', size);
    await area.getByRole('button', { name: 'Select address' }).click();

    const home = area.getByRole('region', { name: 'Home address' });
    await home.getByLabel('Emirate').selectOption({ label: 'Dubai' });
    await home.getByLabel('Area').selectOption({ label: 'Dubai Marina' });
    await home.getByLabel('Street').fill('Marina Walk 7');
    await home.getByLabel('Apartment or Villa').fill('Tower B, 1204');
    await area.locator('.planner-map__canvas').click({ position: { x: 120, y: 90 } });
    await expect(home.getByLabel('Latitude')).not.toHaveValue('');
    await shoot(page, 'step5', size);
    await area.getByRole('button', { name: 'NEXT' }).click();

    await expect(area.getByRole('heading', { name: 'My meal plan summary' })).toBeVisible();
    await area.getByLabel('Voucher code').fill('FIT2026');
    await area.getByRole('button', { name: 'Apply' }).click();
    await expect(area.getByText('FIT2026 applied')).toBeVisible();
    await shoot(page, 'step6', size);
    await area.getByRole('checkbox', { name: 'I accept the Terms and Conditions' }).check();
    await area.getByRole('button', { name: 'NEXT' }).click();
    await expect(area.getByText('Thank you for the order. Our manager will contact you soon.')).toBeVisible();
    await shoot(page, 'step7', size);
  });
}
