// /progress and /body-analysis (issue 11) at desktop size: entering weight, waist and calories and seeing the charts
// change, the missing-days modal filled with 'Copy last record', the body analysis of a known customer, the
// measurements and 'BFM & SMM' modals with 'Please enter value', and the axe audit. At phone size the missing-days
// modal; both pages at phone size are audited in account/accessibility.spec.ts.
import { expect, test, type Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { accessibilityViolations } from '../../support/accessibility';
import { layoutShiftsSince, recordLayoutShifts } from '../../support/layoutShifts';
import { SCREEN_SIZES, SCREENSHOT_DIR } from '../../support/screenshots';
import { newCustomer, openSignedIn, registerByCall, type Customer } from '../account/helpers';
import { callAsCustomer } from '../account/productCalls';

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const chart = (page: Page, series: string) => page.locator(`[data-chart="${series}"]`);

/** A woman of 30 (born 2 January), 165 cm, 60 kg, no medical conditions: profile set 'main' as the wizard sends it. */
async function setBody(customer: Customer): Promise<void> {
  const now = DateTime.now().setZone('Asia/Dubai');
  const birthday = DateTime.fromObject({ year: now.year - 30, month: 1, day: 2 }, { zone: 'Asia/Dubai' }).toSeconds();
  const saved = await callAsCustomer(customer, 'profile', 'set', {
    scenario: 'main',
    firstName: customer.firstName,
    lastName: customer.lastName,
    phone: customer.mobile,
    email: customer.email,
    gender: 'female',
    weight: 60_000,
    height: 165,
    birthday,
    medicalCondition: [],
  });
  expect(saved.type).toBe('setOk');
}

for (const [size, viewport] of Object.entries(SCREEN_SIZES)) {
  test.describe(`at ${size} size`, () => {
    test.use({ viewport });
    const phone = size === 'phone';

    // The same calls and rules at any width: at desktop size only (both pages at phone size: the axe audit of
    // account/accessibility.spec.ts, and the missing-days modal below).
    if (!phone)
      test('a customer enters weight, waist and calories, sees the charts update and switches ranges', async ({ page }) => {
        const customer = newCustomer('Mariam');
        const token = await registerByCall(customer);
        await setBody(customer);
        await openSignedIn(page, token, '/progress');
        await expect(page.getByRole('heading', { name: 'My progress', level: 1 })).toBeVisible();
        await expect(dialog(page, 'Missing days')).toHaveCount(0);
        for (const title of ['Calories intake', 'Weight progress', 'Waist progress'])
          await expect(page.getByRole('heading', { name: title })).toBeVisible();
        await expect(chart(page, 'weight').getByRole('img')).toHaveAttribute('aria-label', 'Weight progress: no entries yet');
        // Beyond the spec: the daily calorie target (shared nutrition rule) as a line on the calories chart.
        await expect(chart(page, 'calories').getByText(/^Daily target [\d,]+ kcal$/)).toBeVisible();

        await page.getByRole('button', { name: 'Progress tracking' }).click();
        const entry = dialog(page, 'Progress tracking');
        await entry.getByRole('button', { name: 'Save' }).click();
        await expect(entry.getByText('Please enter value').first()).toBeVisible();
        // §5: values are clamped to their limits.
        await entry.getByLabel('Weight (kg)').fill('612');
        await entry.getByLabel('Waist (cm)').click();
        await expect(entry.getByLabel('Weight (kg)')).toHaveValue('500');
        await entry.getByLabel('Weight (kg)').fill('72.46');
        await entry.getByLabel('Waist (cm)').fill('81.5');
        await expect(entry.getByLabel('Weight (kg)')).toHaveValue('72.5');
        await entry.getByLabel('Calories (kcal)').fill('1850');
        await entry.getByRole('button', { name: 'Save' }).click();
        await expect(entry).toBeHidden();

        await expect(chart(page, 'weight').getByRole('img')).toHaveAttribute('aria-label', /^Weight progress: latest 72\.5 kg on /);
        await expect(chart(page, 'waist').getByRole('img')).toHaveAttribute('aria-label', /^Waist progress: latest 81\.5 cm on /);
        await expect(chart(page, 'calories').getByRole('img')).toHaveAttribute('aria-label', /^Calories intake: latest 1,850 kcal on /);
        await expect(chart(page, 'weight').locator('.apexcharts-series path').first()).toBeAttached();
        await expect(chart(page, 'calories').locator('.apexcharts-yaxis-annotations')).toContainText(/Daily target [\d,]+ kcal/);

        for (const range of ['Year', 'Three Months', 'Two Weeks', 'Week', 'Month']) {
          const tab = chart(page, 'weight').getByRole('tab', { name: range, exact: true });
          await tab.click();
          await expect(tab).toHaveAttribute('aria-selected', 'true');
          await expect(chart(page, 'weight').getByRole('img')).toHaveAttribute('aria-label', /latest 72\.5 kg/);
        }
        await expect(chart(page, 'calories').getByRole('tab', { name: 'Month', exact: true })).toHaveAttribute('aria-selected', 'true');

        const month = DateTime.now().setZone('Asia/Dubai').month;
        await expect(page.locator(`.progress-month[data-month="${month}"]`)).toContainText('72.5 kg');
        expect(await accessibilityViolations(page), `/progress at ${size}`).toEqual([]);

        await expect(page.getByRole('heading', { name: 'Next delivery' })).toBeVisible();
      });

    test("a customer whose last entry is three days old gets the missing-days modal and 'Copy last record' fills the gap", async ({
      page,
      request,
    }) => {
      const customer = newCustomer('Huda');
      const token = await registerByCall(customer);
      const fixture = await request.post('/dev/fixtures/progress', {
        data: { email: customer.email, daysAgo: 3, weight: 70_500, waist: 790, calories: 1700 },
      });
      expect(fixture.ok()).toBe(true);
      await openSignedIn(page, token, '/progress');
      const missing = dialog(page, 'Missing days');
      await expect(missing).toBeVisible();
      await expect(missing.getByRole('button', { name: 'Enter manually' })).toBeVisible();
      expect(await accessibilityViolations(page), `missing-days modal at ${size}`).toEqual([]);
      await missing.getByRole('button', { name: 'Copy last record' }).click();
      await expect(missing).toBeHidden();
      await expect(chart(page, 'weight').getByRole('img')).toHaveAttribute('aria-label', /latest 70\.5 kg/);

      const history = await callAsCustomer(customer, 'profile', 'getForDashboard', { subtype: 'getHistory' });
      const days = (history.data as { history: Array<{ weight: number; waist: number; calories: number }> }).history;
      expect(days).toHaveLength(4);
      for (const day of days) expect(day).toMatchObject({ weight: 70_500, waist: 790, calories: 1700 });

      // Reloaded, the page is drawn whole: the tracker's button and the photo panel, which come from features of their
      // own, do not appear later and push the charts down; the header's profile button shows the customer's name as it
      // first paints (the device kept the user), not "Profile" until the session check answers.
      await recordLayoutShifts(page);
      await page.reload();
      await expect(page.getByRole('heading', { name: 'My progress', level: 1 })).toBeVisible();
      await expect(chart(page, 'weight').getByRole('img')).toHaveAttribute('aria-label', /latest 70\.5 kg/);
      await expect(dialog(page, 'Missing days')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Connect Fitbit' })).toBeVisible();
      expect(await layoutShiftsSince(page, 0)).toEqual([]);

      // On a phone, 'Next delivery' and the charts are tabs.
      if (phone) {
        await expect(page.getByRole('heading', { name: 'Next delivery' })).toBeHidden();
        await page.getByRole('tab', { name: 'Next Delivery' }).click();
        await expect(page.getByRole('heading', { name: 'Next delivery' })).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Weight progress' })).toBeHidden();
        await page.getByRole('tab', { name: 'Progress', exact: true }).click();
        await expect(page.getByRole('heading', { name: 'Weight progress' })).toBeVisible();
      }
    });

    // The same calls and rules at any width: at desktop size only (both pages at phone size: the axe audit of
    // account/accessibility.spec.ts, and the missing-days modal below).
    if (!phone)
      test('body analysis shows BMI, its label and the body-fat grade; measurements and BFM & SMM save and refuse empty fields', async ({ page }) => {
        const customer: Customer = newCustomer('Noura');
        const token = await registerByCall(customer);
        // A woman of 30, 165 cm, 60 kg: BMI 60 / 1.65² = 22.0 (Normal); body fat ceil(1.2*22 + 0.23*30 - 5.4) = 28 % (Healthy);
        // ideal weight ceil(45.5 + 0.91*(165 - 152.4)) = 57 kg.
        await setBody(customer);

        await openSignedIn(page, token, '/body-analysis');
        await expect(page.getByRole('heading', { name: 'Body Analysis', level: 1 })).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Noura Tester' })).toBeVisible();
        const facts = page.locator('.body-header__facts');
        await expect(facts).toContainText('165 cm');
        await expect(facts).toContainText('30');
        await expect(facts).toContainText('Female');
        await expect(page.locator('[data-stat="bmi"]')).toContainText('22.0');
        await expect(page.locator('[data-stat="bmi"]')).toContainText('Normal');
        await expect(page.locator('[data-stat="fat"]')).toContainText('28%');
        await expect(page.locator('[data-stat="fat"]')).toContainText('Healthy');
        await expect(page.locator('[data-stat="ideal"]')).toContainText('57 kg');
        await expect(page.locator('[data-stat="medical"]')).toContainText('None');
        for (const title of ['Weight', 'BMI', 'Skeletal Muscle Mass', 'Percentage Body Fat']) {
          await expect(page.getByRole('heading', { name: title, exact: true, level: 3 })).toBeVisible();
        }
        await page.getByRole('tab', { name: 'Last Month' }).click();
        await expect(page.getByRole('tab', { name: 'Last Month' })).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByLabel('Year', { exact: true })).toHaveCount(0);
        await page.getByRole('tab', { name: 'Year', exact: true }).click();
        await expect(page.getByLabel('Year', { exact: true })).toBeVisible();
        expect(await accessibilityViolations(page), `/body-analysis at ${size}`).toEqual([]);

        // Measurements, Weight tab: one weight for week 1 of this month.
        await page.getByRole('button', { name: 'Measurements' }).click();
        const measurements = dialog(page, 'Measurements');
        await expect(measurements.getByRole('tab', { name: 'Week 1' })).toHaveAttribute('aria-selected', 'true');
        await measurements.getByRole('button', { name: 'Save' }).click();
        await expect(measurements.getByText('Please enter value')).toHaveCount(1);
        await measurements.getByLabel('Weight (kg)').fill('61');
        await measurements.getByRole('button', { name: 'Save' }).click();
        await expect(measurements).toBeHidden();
        await expect(page.locator('[data-stat="weight"]')).toContainText('61.0 kg');
        await expect(page.locator('[data-stat="bmi"]')).toContainText('22.4');
        await expect(page.locator('[data-chart="bmi"] [role="img"]')).toHaveAttribute('aria-label', /latest 22\.4/);

        // Body tab: weeks 1 and 4 only, all seven fields required.
        await page.getByRole('button', { name: 'Measurements' }).click();
        await measurements.getByRole('tab', { name: 'Body' }).click();
        await expect(measurements.getByRole('tab', { name: /^Week [23]$/ })).toHaveCount(0);
        await measurements.getByRole('button', { name: 'Save' }).click();
        await expect(measurements.getByText('Please enter value')).toHaveCount(7);
        const body = {
          'Bust (cm)': '92',
          'Waist (cm)': '74.5',
          'Hips (cm)': '98',
          'Left biceps (cm)': '28',
          'Right biceps (cm)': '28.5',
          'Thigh (cm)': '55',
          'Calf (cm)': '36',
        };
        for (const [label, value] of Object.entries(body)) await measurements.getByLabel(label).fill(value);
        await measurements.getByLabel('Bust (cm)').fill('250');
        await measurements.getByLabel('Hips (cm)').click();
        await expect(measurements.getByLabel('Bust (cm)')).toHaveValue('200');
        await measurements.getByLabel('Bust (cm)').fill('92');
        await measurements.getByRole('button', { name: 'Save' }).click();
        await expect(measurements).toBeHidden();
        const stored = await callAsCustomer(customer, 'progress', 'getBodyMeasurements', {});
        expect(Object.values((stored.data as { bodyMeasurements: object }).bodyMeasurements)).toEqual([
          expect.objectContaining({ bust: 920, waist: 745, hips: 980, left_biceps: 280, right_biceps: 285, thigh: 550, calf: 360 }),
        ]);

        // BFM & SMM: both required, then the measured body fat replaces the estimate.
        await page.getByRole('button', { name: 'BFM & SMM' }).click();
        const analysis = dialog(page, 'BFM & SMM');
        await analysis.getByRole('button', { name: 'Save' }).click();
        await expect(analysis.getByText('Please enter value')).toHaveCount(2);
        await analysis.getByLabel('BFM (kg)').fill('18');
        await analysis.getByLabel('SMM (kg)').fill('25.5');
        await analysis.getByRole('button', { name: 'Save' }).click();
        await expect(analysis).toBeHidden();
        await expect(page.locator('[data-stat="fat"]')).toContainText('18.0 kg (29.5%)');
        await expect(page.locator('[data-stat="fat"]')).toContainText('Healthy');
        await expect(page.locator('[data-chart="smm"] [role="img"]')).toHaveAttribute('aria-label', /latest 25\.5 kg/);
      });
  });
}

// Issue 39: the charts keep readable value labels in round steps at both sizes (weight from its minimum 30).
for (const [size, viewport] of Object.entries(SCREEN_SIZES)) {
  test(`at ${size} size the weight chart's value labels are round steps from 30, none repeated`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const customer = newCustomer('Huda');
    const token = await registerByCall(customer);
    await setBody(customer);
    // A narrow series (80.4 to 81.2 kg): apexcharts' own scale from 30 gave labels such as 30, 43, 56, 69, 81.
    for (const [daysAgo, weight] of [
      [1, 80_400],
      [3, 81_200],
      [5, 80_900],
    ] as const)
      expect((await request.post('/dev/fixtures/progress', { data: { email: customer.email, daysAgo, weight } })).ok()).toBe(true);
    await openSignedIn(page, token, '/progress');
    const labels = chart(page, 'weight').locator('.apexcharts-yaxis-label');
    await expect(labels.first()).toBeVisible();
    const values = (await labels.locator('tspan').allTextContents()).map((text) => Number(text.replace(/[^\d.]/g, ''))).sort((a, b) => a - b);
    expect(values[0]).toBe(30);
    expect(new Set(values).size).toBe(values.length);
    const steps = new Set(values.slice(1).map((value, index) => value - values[index]!));
    expect([...steps]).toHaveLength(1);
    expect([1, 2, 2.5, 5, 10, 20, 25, 50]).toContain([...steps][0]);
    expect(values.at(-1)).toBeGreaterThanOrEqual(81.2);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/progress-axis-${size}.png`, fullPage: true });
  });
}
