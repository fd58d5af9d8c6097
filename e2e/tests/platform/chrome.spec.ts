// The shell's chrome on phones: the "Book A Consultation" widget (local scheduling sandbox) and the rotate screen. The
// header of a customer with a plan (issue 39) at both sizes, in English and Arabic: the uploaded photo beside the name,
// the deliveries left, and My progress and My Credit in the profile menu.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { accessibilityViolations } from '../../support/accessibility';
import { animationsSettled, SCREEN_SIZES, SCREENSHOT_DIR, shootInEnglishAndArabic } from '../../support/screenshots';
import { header, signIn } from '../../support/session';
import { newCustomer, openSignedIn, registerByCall } from '../account/helpers';

/** Uploads a JPEG drawn by the browser as the customer's photo, with the site's upload form (doc 3 §7 HTTP uploads). */
async function uploadPhoto(page: Page, token: string): Promise<void> {
  const status = await page.evaluate(async (sessionToken) => {
    const canvas = document.createElement('canvas');
    canvas.width = 240;
    canvas.height = 240;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#b34a12';
    context.fillRect(0, 0, 240, 240);
    context.fillStyle = '#f2c14e';
    context.beginPath();
    context.arc(120, 120, 70, 0, Math.PI * 2);
    context.fill();
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((made) => resolve(made!), 'image/jpeg', 0.9));
    const form = new FormData();
    form.append('access_token', JSON.stringify({ token: sessionToken }));
    form.append('name', 'me.jpg');
    form.append('size', String(blob.size));
    form.append('filetype', 'image/jpeg');
    form.append('modelName', 'Files');
    form.append('attribute', 'thefile');
    form.append('type', 'avatar');
    form.append('language', 'en');
    form.append('file', blob, 'me.jpg');
    return (await fetch('/api/user/set-avatar', { method: 'POST', body: form })).status;
  }, token);
  expect(status).toBe(200);
}

for (const [size, viewport] of Object.entries(SCREEN_SIZES)) {
  test(`at ${size} size the header shows the customer's photo, the deliveries left, My progress and My Credit`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const customer = newCustomer('Noura');
    const token = await registerByCall(customer);
    expect((await request.post('/dev/fixtures/plan-delivering-today', { data: { email: customer.email } })).status()).toBe(200);
    await openSignedIn(page, token);
    await expect(header(page).getByTestId('header-initial')).toHaveText('N');
    await uploadPhoto(page, token);
    await page.reload();
    // The burger by its class: its name follows the page's language in the Arabic screenshot.
    const burger = header(page).locator('.chrome-burger');
    if (size === 'phone') await burger.click();
    const photo = header(page).getByTestId('header-photo');
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    // doc 1 §7 remaining deliveries: every delivery day from today on of the plan the fixture gave.
    await expect(header(page).getByTestId('remaining-deliveries')).toHaveText(/^\d+ deliver(y|ies) left$/);
    await header(page).getByRole('button', { name: /Noura/ }).click();
    await header(page).getByRole('link', { name: 'My progress' }).click();
    await expect(page).toHaveURL(/\/progress$/);
    await expect(page.getByRole('heading', { name: 'My progress', level: 1 })).toBeVisible();
    if (size === 'phone') await burger.click();
    await header(page).getByRole('button', { name: /Noura/ }).click();
    await header(page).getByRole('link', { name: 'My Credit' }).click();
    await expect(page).toHaveURL(/\/my-credit$/);
    await expect(page.getByRole('heading', { name: 'My Credit', level: 1 })).toBeVisible();
    expect(await accessibilityViolations(page), `header with photo at ${size} size`).toEqual([]);
    await page.goto('/');
    await shootInEnglishAndArabic(page, `header-menu-${size}`, {
      prepare: async () => {
        if (size === 'phone' && (await burger.getAttribute('aria-expanded')) !== 'true') await burger.click();
        await header(page).locator('.chrome-profile__toggle').click();
      },
      undo: async () => {
        await page.keyboard.press('Escape');
        if (size === 'phone' && (await burger.getAttribute('aria-expanded')) === 'true') await burger.click();
      },
    });
  });
}

test.describe('phone in portrait', () => {
  test.use({ viewport: SCREEN_SIZES.phone, isMobile: true, hasTouch: true });

  test('books a consultation in the scheduling widget from the burger menu', async ({ page }) => {
    await signIn(page);
    await header(page).getByRole('button', { name: 'Open menu' }).click();
    await expect(header(page).getByRole('button', { name: 'Book A Consultation' })).toBeVisible();
    expect(await accessibilityViolations(page), 'open burger menu').toEqual([]);
    await header(page).getByRole('button', { name: 'Book A Consultation' }).click();

    const dialog = page.getByRole('dialog', { name: 'Book A Consultation' });
    await expect(dialog.locator('iframe')).toBeVisible();
    const widget = dialog.frameLocator('iframe');
    await expect(widget.getByRole('heading', { name: 'Book a consultation with our nutritionist' })).toBeVisible();
    await expect(widget.getByRole('group')).toHaveCount(7);
    expect(await accessibilityViolations(page), 'consultation modal with the scheduling widget').toEqual([]);
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await animationsSettled(page);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'consultation-modal-phone.png') });

    const firstDay = widget.getByRole('group').first();
    const dayName = (await firstDay.locator('legend').textContent()) ?? '';
    await firstDay.getByLabel('13:00').check();
    await widget.getByLabel('Name').fill('Sara Haddad');
    await widget.getByLabel('Email').fill('sara.haddad@example.com');
    await widget.getByRole('button', { name: 'Book' }).click();

    await expect(widget.getByRole('status')).toHaveText(
      `Your consultation is booked for ${dayName}, 13:00. We sent the details to sara.haddad@example.com.`,
    );
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'consultation-booked-phone.png') });
  });

  test('shows the app, not the rotate screen', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('[data-remote]').first()).toBeVisible();
    await expect(page.getByText('Please turn your device')).toBeHidden();
  });
});

test.describe('phone in landscape', () => {
  test.use({ viewport: { width: 844, height: 390 }, isMobile: true, hasTouch: true });

  test('asks to turn the device', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('Please turn your device')).toBeVisible();
  });
});
