// The dashboard at / (spec 3 §2 Dashboard, §4 Renewal banner, §8) and My Credit (§2 Credit page) at desktop and phone
// size, with the axe audit: the demo customer's today's meals and weight chart; a customer's inline edits of weight and
// goal weight, each settings dialog saved with its titled message, SMS on login turned on; 'Build your menu' for the
// customer without a plan; /my-credit's empty state.
import { expect, test, type Page } from '@playwright/test';
import { accessibilityViolations } from '../support/accessibility';
import { baseURL } from '../support/environment';
import { SCREEN_SIZES } from '../support/screenshots';
import { DEMO_CUSTOMER_WITH_PLAN, DEMO_CUSTOMER_WITHOUT_PLAN, signIn } from '../support/session';
import { newCustomer, signUp } from './account/helpers';

// The cookie notice (accepted here) would cover the buttons at the foot of the page.
test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'showCookieMessage', value: 'false', url: baseURL }]);
});

const dashboard = (page: Page) => page.locator('#dashboard');

async function expectNoSeriousFindings(page: Page, what: string): Promise<void> {
  const serious = (await accessibilityViolations(page)).filter((line) => /\((serious|critical)\)/.test(line));
  expect(serious, what).toEqual([]);
}

/** Opens a settings link, saves its dialog unchanged and reads the server's message in the dialog titled for the area. */
async function saveSettingsDialog(page: Page, link: string, title: string): Promise<void> {
  await dashboard(page).getByRole('button', { name: link, exact: true }).click();
  const form = page.getByRole('dialog', { name: title });
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: 'Save' }).click();
  const saved = page.getByRole('dialog', { name: title });
  await expect(saved.locator('.dash-saved')).not.toBeEmpty();
  await saved.getByRole('button', { name: /close/i }).first().click();
  await expect(saved).toBeHidden();
}

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

for (const [size, viewport] of Object.entries(SCREEN_SIZES)) {
  test.describe(`at ${size} size`, () => {
    test.use({ viewport });

    test("the demo customer's home is the dashboard with today's meals and the weight chart", async ({ page }) => {
      test.slow();
      await signIn(page, DEMO_CUSTOMER_WITH_PLAN);
      await page.goto('/');
      await expect(dashboard(page)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
      await expect(page.getByTestId('modify-button')).toHaveText('View / Modify Full Meal Plan');
      const meals = dashboard(page).getByRole('region', { name: 'Today’s meals' });
      await expect(meals).toBeVisible();
      const chart = dashboard(page).getByRole('region', { name: 'Weight progress' });
      await expect(chart.locator('.apexcharts-canvas')).toBeVisible();
      await expect(chart.getByRole('tab', { name: 'Weeks' })).toBeVisible();
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
    });

    test('a customer edits weight and goal weight inline, saves each settings dialog and turns SMS on login on', async ({ page }) => {
      test.slow();
      const customer = newCustomer('Layla');
      await signUp(page, customer);
      await expect(dashboard(page)).toBeVisible();
      await expect(page.getByTestId('modify-button')).toHaveText('Build your menu');
      // With no weights yet, the demo chart says Coming soon.
      await expect(dashboard(page).getByText('Coming soon')).toBeVisible();

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

      await saveSettingsDialog(page, 'Personal Details', 'Personal Details');
      await saveSettingsDialog(page, 'Medical Conditions', 'Medical Conditions');
      await saveSettingsDialog(page, 'Food Preferences', 'Food Preferences');
      await saveSettingsDialog(page, 'Food Favourites', 'Food Favourites');
      await saveSettingsDialog(page, 'Groups Eliminated', 'Groups Eliminated');

      const sms = dashboard(page).getByRole('switch', { name: 'SMS on Login' });
      await expect(sms).toHaveAttribute('aria-checked', 'false');
      await sms.click();
      const smsSaved = page.getByRole('dialog', { name: 'SMS on Login' });
      await expect(smsSaved.locator('.dash-saved')).not.toBeEmpty();
      await smsSaved.getByRole('button', { name: /close/i }).first().click();
      await expect(sms).toHaveAttribute('aria-checked', 'true');
      await expect(sms).toContainText('Enabled');
      await page.reload();
      await expect(dashboard(page).getByRole('switch', { name: 'SMS on Login' })).toHaveAttribute('aria-checked', 'true');

      await dashboard(page).getByRole('button', { name: 'Personal Details', exact: true }).click();
      await expectNoSeriousFindings(page, 'personal details dialog');
    });

    test('a customer uploads, crops and saves a JPEG avatar, is refused a PNG and a 300 KB file, and uploads, lists and removes a PDF document', async ({
      page,
    }) => {
      test.slow();
      await signUp(page, newCustomer('Hessa'));
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
      await expect(photo.getByRole('img', { name: 'Your profile photo' })).toBeVisible();

      const documents = dashboard(page).getByRole('region', { name: 'Medical Documents' });
      await expect(documents.getByText('Your medical documents are viewable only by your nutritionist.')).toBeVisible();
      await documents.getByLabel('Upload a document').setInputFiles({
        name: 'blood-test.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
      });
      await expect(page.getByRole('dialog', { name: 'Medical Documents' })).toContainText('File Uploaded');
      await page
        .getByRole('dialog', { name: 'Medical Documents' })
        .getByRole('button', { name: /close|ok/i })
        .first()
        .click();
      await expect(documents.getByText('blood-test.pdf')).toBeVisible();
      await expectNoSeriousFindings(page, 'profile photo and medical documents');
    });

    test("the customer without a plan is offered 'Build your menu'", async ({ page }) => {
      await signIn(page, DEMO_CUSTOMER_WITHOUT_PLAN);
      await page.goto('/dashboard');
      await expect(dashboard(page)).toBeVisible();
      await expect(page.getByTestId('modify-button')).toHaveText('Build your menu');
      await expect(dashboard(page).getByRole('button', { name: 'Renew my plan' })).toHaveCount(0);
      await expectNoSeriousFindings(page, 'dashboard without a plan');
    });

    test('/my-credit shows the empty state to a customer without vouchers', async ({ page }) => {
      await signUp(page, newCustomer('Noura'));
      await page.goto('/my-credit');
      await expect(page.getByRole('heading', { level: 1, name: 'My Credit' })).toBeVisible();
      await expect(page.getByText('You do not have any coupons yet.')).toBeVisible();
      await expect(page.getByText('Your coupons will be available here')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Credit voucher' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Discount voucher' })).toBeVisible();
      await expectNoSeriousFindings(page, 'my credit');
    });
  });
}
