// The dashboard at / (spec 3 §2 Dashboard, §4 Renewal banner, §5, §8) and My Credit (§2 Credit page), one journey per
// screen flow, with the axe audit. One customer per worker of this file, made through the site's own calls and test
// fixtures (a plan that delivers today, whatever day it is, and two months of weights): the dashboard with today's
// meals and the weight chart by days, weeks and months; the inline edits; each settings dialog saved with its titled
// message (the address refused, then saved); SMS on login on and off; the avatar on the profile card and the medical
// documents (upload, open in a new tab through a signed link, remove after Yes); the same screens at phone size. The
// demo customer without a plan is offered 'Build your menu', and
// /my-credit's empty state shows. The tests of this file share their customer but not their order: each leaves what
// another reads as it found it (SMS on login is turned off again).
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { accessibilityViolations } from '../support/accessibility';
import { baseURL } from '../support/environment';
import { DEMO_CUSTOMER_WITHOUT_PLAN } from '../support/session';
import { shootInEnglishAndArabic } from '../support/screenshots';
import { newCustomer, openSignedIn, openSignedInAs, registerByCall } from './account/helpers';

// The cookie notice (accepted here) would cover the buttons at the foot of the page.
test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'showCookieMessage', value: 'false', url: baseURL }]);
});

const PHONE = { width: 390, height: 844 };
/** Weights of the customer, one every four days back to two months ago: 16 days, 10 weeks, 3 months. */
const WEIGH_DAYS_AGO = Array.from({ length: 16 }, (_, index) => 1 + index * 4);

/**
 * A customer with a paid plan delivering today and two months of weights (test fixtures, loopback only), signed up by
 * call; answers the session token the tests open the site with (the sign-in page is account/journey.spec.ts's).
 */
async function customerWithPlanAndWeights(request: APIRequestContext): Promise<string> {
  const customer = newCustomer('Layla');
  const token = await registerByCall(customer);
  expect((await request.post('/dev/fixtures/plan-delivering-today', { data: { email: customer.email } })).status()).toBe(200);
  for (const [index, daysAgo] of WEIGH_DAYS_AGO.entries()) {
    const weight = 84_000 - index * 300;
    expect((await request.post('/dev/fixtures/progress', { data: { email: customer.email, daysAgo, weight } })).ok()).toBe(true);
  }
  return token;
}

/** The session of this worker's customer: each test opens the site signed in with it. */
let token: string;
test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL });
  try {
    token = await customerWithPlanAndWeights(request);
  } finally {
    await request.dispose();
  }
});

const dashboard = (page: Page) => page.locator('#dashboard');

async function expectNoSeriousFindings(page: Page, what: string): Promise<void> {
  const serious = (await accessibilityViolations(page)).filter((line) => /\((serious|critical)\)/.test(line));
  expect(serious, what).toEqual([]);
}

/** Reads the server's message in the dialog titled for the area, and closes it. */
async function expectSavedMessage(page: Page, title: string): Promise<void> {
  const saved = page.getByRole('dialog', { name: title });
  await expect(saved.locator('.dash-saved')).not.toBeEmpty();
  await saved.getByRole('button', { name: /close/i }).first().click();
  await expect(saved).toBeHidden();
}

/** Opens a settings link, saves its dialog unchanged and reads the server's message in the dialog titled for the area. */
async function saveSettingsDialog(page: Page, link: string, title: string): Promise<void> {
  await dashboard(page).getByRole('button', { name: link, exact: true }).click();
  const form = page.getByRole('dialog', { name: title });
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: 'Save' }).click();
  await expectSavedMessage(page, title);
}

/** The weight chart's accessible summary, which names how many points it draws. */
const chartSummary = (page: Page) =>
  dashboard(page)
    .getByRole('region', { name: 'Weight progress' })
    .getByRole('img', { name: /^Weight chart/ });

/** A real JPEG of the given size in pixels, drawn and encoded by the browser (the avatar cropper must decode it). */
async function jpeg(page: Page, width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w!;
      canvas.height = h!;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#2e7d5a';
      context.fillRect(0, 0, w!, h!);
      context.fillStyle = '#f2c14e';
      context.beginPath();
      context.arc(w! / 2, h! / 2, Math.min(w!, h!) / 3, 0, Math.PI * 2);
      context.fill();
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.9));
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    },
    [width, height],
  );
  return Buffer.from(base64, 'base64');
}

/** Closes the 'File Warning' modal after checking its message. */
async function expectFileWarning(page: Page, message: string): Promise<void> {
  const warning = page.getByRole('dialog', { name: 'File Warning' });
  await expect(warning).toContainText(message);
  await warning
    .getByRole('button', { name: /close|ok/i })
    .first()
    .click();
  await expect(warning).toBeHidden();
}

test("the customer's home is the dashboard: today's meals, the weight chart by days, weeks and months, inline edits", async ({ page }) => {
  test.slow(); // one journey through the whole screen, with two audits
  await openSignedIn(page, token);
  await expect(dashboard(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Layla' })).toBeVisible();
  await expect(page.getByTestId('modify-button')).toHaveText('View / Modify Full Meal Plan');

  const meals = dashboard(page).getByRole('region', { name: 'Today’s meals' });
  await expect(meals.locator('.dash-meal').first()).toBeVisible();
  await expect(meals.getByText(/\d+ kcal/).first()).toBeVisible();
  await expect(meals.getByText(/^PRO \d/).first()).toBeVisible();
  await expect(meals.getByRole('button', { name: 'Share on Twitter' })).toBeVisible();

  // Days (default) draws a point per weighing, Weeks one per week, Months one per month.
  const chart = dashboard(page).getByRole('region', { name: 'Weight progress' });
  // The chart is drawn as the reader nears it.
  await chart.scrollIntoViewIfNeeded();
  await expect(chart.locator('.apexcharts-canvas')).toBeVisible();
  await expect(chart.getByRole('tab', { name: 'Days' })).toHaveAttribute('aria-selected', 'true');
  await expect(chartSummary(page)).toHaveAccessibleName(/^Weight chart: 16 weights/);
  const axisLabels = () => chart.locator('.apexcharts-xaxis-label').allTextContents();
  const daily = await axisLabels();
  await chart.getByRole('tab', { name: 'Weeks' }).click();
  await expect(chart.getByRole('tab', { name: 'Weeks' })).toHaveAttribute('aria-selected', 'true');
  await expect(chartSummary(page)).toHaveAccessibleName(/^Weight chart: (9|10|11) weights/);
  await expect.poll(axisLabels).not.toEqual(daily);
  const weekly = await axisLabels();
  // Two months of weights fall in two or three calendar months.
  await chart.getByRole('tab', { name: 'Months' }).click();
  await expect(chartSummary(page)).toHaveAccessibleName(/^Weight chart: [23] weights/);
  await expect.poll(axisLabels).not.toEqual(weekly);

  for (const link of [
    'Food Preferences',
    'Food Favourites',
    'Groups Eliminated',
    'Address',
    'Personal Details',
    'Medical Conditions',
    'Renew my plan',
  ])
    await expect(dashboard(page).getByRole('button', { name: link, exact: true })).toBeVisible();
  await expectNoSeriousFindings(page, 'dashboard with a plan');

  await meals
    .getByRole('button', { name: /^More Details/ })
    .first()
    .click();
  const details = page.getByRole('dialog');
  await expect(details).toBeVisible();
  await expectNoSeriousFindings(page, 'meal details');
  await details.getByRole('button', { name: /close/i }).first().click();
  await expect(details).toBeHidden();

  // Inline edits: weight and goal weight saved and kept after a reload; a height of -4 refused with the spec's message.
  await dashboard(page).getByRole('button', { name: 'Edit Weight' }).click();
  await dashboard(page).getByLabel('Weight', { exact: true }).fill('81.4');
  await dashboard(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('profile-weight')).toHaveText('81.4 kg');
  await dashboard(page).getByRole('button', { name: 'Edit Goal weight' }).click();
  await dashboard(page).getByLabel('Goal weight', { exact: true }).fill('72');
  await dashboard(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('profile-goal_weight')).toHaveText('72.0 kg');
  await dashboard(page).getByRole('button', { name: 'Edit Height' }).click();
  await dashboard(page).getByLabel('Height', { exact: true }).fill('-4');
  await dashboard(page).getByRole('button', { name: 'Save' }).click();
  await expect(dashboard(page).getByText('Please enter value')).toBeVisible();
  await dashboard(page).getByRole('button', { name: 'Cancel' }).click();
  await page.reload();
  await expect(page.getByTestId('profile-weight')).toHaveText('81.4 kg');
  await expect(page.getByTestId('profile-goal_weight')).toHaveText('72.0 kg');
});

test('each settings dialog saves with its titled message; the address is refused field by field, then saved; SMS on login on and off', async ({
  page,
}) => {
  test.slow(); // seven dialogs saved in one journey
  await openSignedIn(page, token);
  await expect(dashboard(page)).toBeVisible();

  // The customer has no delivery address yet: Save says which fields of the home address are missing, beside them.
  await dashboard(page).getByRole('button', { name: 'Address', exact: true }).click();
  const address = page.getByRole('dialog', { name: 'Delivery Address' });
  await expect(address).toContainText('A change of delivery address needs 2 days’ notice.');
  await address.getByRole('button', { name: 'Save' }).click();
  const home = address.getByRole('group', { name: 'Home address' });
  await expect(home.getByLabel('Street')).toHaveAttribute('aria-invalid', 'true');
  await expect(address.getByRole('alert').first()).toBeVisible();
  await home.getByLabel('Street').fill('Al Wasl Road, Villa 12');
  await home.getByLabel('Apartment').fill('12');
  await home.getByLabel('Emirate').selectOption({ label: 'Dubai' });
  await home.getByLabel('Area').selectOption({ index: 1 });
  await address.getByRole('button', { name: 'Save' }).click();
  await expectSavedMessage(page, 'Delivery Address');
  await dashboard(page).getByRole('button', { name: 'Address', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Delivery Address' }).getByLabel('Street').first()).toHaveValue('Al Wasl Road, Villa 12');
  await page.getByRole('dialog', { name: 'Delivery Address' }).getByRole('button', { name: 'Save' }).click();
  await expectSavedMessage(page, 'Delivery Address');

  await saveSettingsDialog(page, 'Personal Details', 'Personal Details');
  await saveSettingsDialog(page, 'Medical Conditions', 'Medical Conditions');
  await saveSettingsDialog(page, 'Food Preferences', 'Food Preferences');
  await saveSettingsDialog(page, 'Food Favourites', 'Food Favourites');
  await saveSettingsDialog(page, 'Groups Eliminated', 'Groups Eliminated');

  const sms = () => dashboard(page).getByRole('switch', { name: 'SMS on Login' });
  await expect(sms()).toHaveAttribute('aria-checked', 'false');
  await sms().click();
  await expectSavedMessage(page, 'SMS on Login');
  await expect(sms()).toHaveAttribute('aria-checked', 'true');
  await expect(sms()).toContainText('Enabled');
  await page.reload();
  await expect(sms()).toHaveAttribute('aria-checked', 'true');
  // Off again, as the other tests of this file found it.
  await sms().click();
  await expectSavedMessage(page, 'SMS on Login');
  await expect(sms()).toHaveAttribute('aria-checked', 'false');

  await dashboard(page).getByRole('button', { name: 'Personal Details', exact: true }).click();
  // Audited once it is open with its fields: the audit waits for a fade-in that has begun, not for a dialog still to
  // come (audited while it appeared, its half-transparent fields failed the contrast rule in one CI run).
  await expect(page.getByRole('dialog', { name: 'Personal Details' }).getByRole('button', { name: 'Save' })).toBeVisible();
  await expectNoSeriousFindings(page, 'personal details dialog');
});

test('the avatar is refused as a PNG and at 300 KB, then cropped, saved and shown on the profile card; a PDF document is uploaded, opened in a new tab through its signed link and removed after Yes', async ({
  page,
}) => {
  test.slow(); // three avatar files and a document's whole life in one journey
  await openSignedIn(page, token);
  await expect(dashboard(page)).toBeVisible();

  const photo = dashboard(page).getByRole('region', { name: 'Profile photo' });
  await photo
    .getByLabel('Change photo')
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex') });
  await expectFileWarning(page, 'Not Allowed File Type, Use Image Please');
  await photo.getByLabel('Change photo').setInputFiles({ name: 'big.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(300_000, 1) });
  await expectFileWarning(page, 'A big File Size, please use 250 kb maximum');
  await photo.getByLabel('Change photo').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await jpeg(page, 640, 480) });
  await expect(photo.getByRole('group', { name: 'Frame your photo: drag it and zoom' })).toBeVisible();
  await photo.getByRole('button', { name: 'Save' }).click();
  await expect(photo.getByText('Profile photo saved')).toBeVisible();
  // The photo takes the initials' place on the profile card, and stays there on the next visit.
  const cardPhoto = () => dashboard(page).getByTestId('profile-photo').getByRole('img', { name: 'Your profile photo' });
  await expect(cardPhoto()).toBeVisible();
  await expect.poll(() => cardPhoto().evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await page.reload();
  await expect(cardPhoto()).toBeVisible();
  await expect.poll(() => cardPhoto().evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  const documents = dashboard(page).getByRole('region', { name: 'Medical Documents' });
  await expect(documents.getByText('Your medical documents are viewable only by your nutritionist.')).toBeVisible();
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  await documents.getByLabel('Upload a document').setInputFiles({ name: 'blood-test.pdf', mimeType: 'application/pdf', buffer: pdf });
  const uploaded = page.getByRole('dialog', { name: 'Medical Documents' });
  await expect(uploaded).toContainText('File Uploaded');
  await uploaded
    .getByRole('button', { name: /close|ok/i })
    .first()
    .click();
  const listed = documents.getByRole('listitem').filter({ hasText: 'blood-test.pdf' });
  await expect(listed).toHaveCount(1);

  // The name opens the document in a new tab through its own short-lived signed link: no session token goes with it,
  // and the link alone reads the document's bytes.
  const link = listed.getByRole('link', { name: /^blood-test\.pdf/ });
  await expect(link).toHaveAttribute('target', '_blank');
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/api\/files\/[\w-]+\?e=\d+&s=[\w-]+$/);
  const opened = page.context().waitForEvent('request', (request) => request.url().includes('/api/files/'));
  const tab = page.waitForEvent('popup');
  await link.click();
  expect((await opened).headers()['authorization']).toBeUndefined();
  await (await tab).close();
  const anonymous = await playwrightRequest.newContext();
  const response = await anonymous.get(new URL(href, page.url()).toString());
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect((await response.body()).equals(pdf)).toBe(true);
  // A changed signature opens nothing.
  expect(
    (
      await anonymous.get(
        new URL(
          href.replace(/s=([\w-])/, (_, c: string) => `s=${c === 'A' ? 'B' : 'A'}`),
          page.url(),
        ).toString(),
      )
    ).status(),
  ).toBe(404);
  await anonymous.dispose();
  await expectNoSeriousFindings(page, 'profile photo and medical documents');

  // Remove asks first: No keeps the document, Yes removes it.
  await listed.getByRole('button', { name: 'Remove blood-test.pdf' }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(confirm).toContainText('blood-test.pdf will be removed from your medical documents.');
  await confirm.getByRole('button', { name: 'No' }).click();
  await expect(confirm).toBeHidden();
  await expect(listed).toHaveCount(1);
  await listed.getByRole('button', { name: 'Remove blood-test.pdf' }).click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(listed).toHaveCount(0);
  await expect(documents.getByRole('status')).toHaveText('blood-test.pdf removed');
  await page.reload();
  await expect(
    dashboard(page)
      .getByRole('region', { name: 'Medical Documents' })
      .getByRole('link', { name: /^blood-test\.pdf/ }),
  ).toHaveCount(0);
});

test('at phone size: the dashboard with today’s meals and the chart, a settings dialog, the documents and /my-credit', async ({ page }) => {
  test.slow(); // two pages, each audited
  await page.setViewportSize(PHONE);
  await openSignedIn(page, token);
  await expect(dashboard(page)).toBeVisible();
  await expect(dashboard(page).getByRole('region', { name: 'Today’s meals' }).locator('.dash-meal').first()).toBeVisible();
  const chart = dashboard(page).getByRole('region', { name: 'Weight progress' });
  // The chart is drawn as the reader nears it.
  await chart.scrollIntoViewIfNeeded();
  await expect(chart.locator('.apexcharts-canvas')).toBeVisible();
  await chart.getByRole('tab', { name: 'Weeks' }).click();
  await expect(chartSummary(page)).not.toHaveAccessibleName(/^Weight chart: 16 weights/);
  // Nothing of the page is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoSeriousFindings(page, 'dashboard at phone size');
  await saveSettingsDialog(page, 'Medical Conditions', 'Medical Conditions');
  await expect(dashboard(page).getByRole('region', { name: 'Medical Documents' }).getByLabel('Upload a document')).toBeAttached();

  // This customer has no voucher: the empty state and the two explanation panels.
  await page.goto('/my-credit');
  await expect(page.getByRole('heading', { level: 1, name: 'My Credit' })).toBeVisible();
  await expect(page.getByText('You do not have any coupons yet.')).toBeVisible();
  await expect(page.getByText('Your coupons will be available here')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Credit voucher' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Discount voucher' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoSeriousFindings(page, 'my credit at phone size');
});

test("the customer without a plan is offered 'Build your menu'; /my-credit shows the empty state at desktop size", async ({ page }) => {
  await openSignedInAs(page, DEMO_CUSTOMER_WITHOUT_PLAN, '/dashboard');
  await expect(dashboard(page)).toBeVisible();
  await expect(page.getByTestId('modify-button')).toHaveText('Build your menu');
  await expect(dashboard(page).getByRole('button', { name: 'Renew my plan' })).toHaveCount(0);
  await expectNoSeriousFindings(page, 'dashboard without a plan');
  await page.goto('/my-credit');
  await expect(page.getByRole('heading', { level: 1, name: 'My Credit' })).toBeVisible();
  // (/my-credit's audit runs at phone size above.)
  await expect(page.getByText('You do not have any coupons yet.')).toBeVisible();
});

// Issue 39: the plan card, the deliveries left, 'Renew my plan' before renewal opens, screenshots en/ar.
for (const [size, viewport] of Object.entries({ desktop: { width: 1366, height: 900 }, phone: PHONE })) {
  test(`at ${size} size the dashboard names the plan, its start and next delivery; 'Renew my plan' says when renewal opens`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openSignedIn(page, token);
    const plan = dashboard(page).getByTestId('plan-card');
    await expect(plan.getByRole('heading', { name: 'My plan' })).toBeVisible();
    // The fixture's plan: Balanced-like demo diet on the 30-day plan skipping no weekday, started a few days ago.
    await expect(plan).toContainText('30 Days - Full Week');
    await expect(plan.getByText('Started', { exact: true })).toBeVisible();
    const todayText = await page.evaluate(() =>
      new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Dubai' })
        .format(new Date())
        .replace(/^(\w+) /, '$1, '),
    );
    const next = plan.locator('div').filter({ has: page.getByText('Next delivery', { exact: true }) });
    await expect(next.locator('dd')).toHaveText(todayText);
    await expect(
      plan
        .locator('div')
        .filter({ has: page.getByText('Deliveries left', { exact: true }) })
        .locator('dd'),
    ).toHaveText(/^\d+$/);

    await dashboard(page).getByRole('button', { name: 'Renew my plan', exact: true }).click();
    const renew = page.getByRole('dialog', { name: 'Renew my plan' });
    await expect(renew.getByTestId('renewal-opening')).toHaveText(
      /^Renewal opens on \w+, \d+ \w+ \d{4}, 16 days before your plan ends on \w+, \d+ \w+ \d{4}\. Come back then to renew\.$/,
    );
    await expectNoSeriousFindings(page, `before renewal opens at ${size} size`);
    await renew.getByRole('button', { name: /close/i }).first().click();
    await expect(renew).toBeHidden();
    await shootInEnglishAndArabic(page, `dashboard-plan-${size}`, { scrollToTop: true });
  });
}
