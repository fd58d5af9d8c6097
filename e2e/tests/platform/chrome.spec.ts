// The shell's chrome on phones: the "Book A Consultation" widget (local scheduling sandbox) and the rotate screen.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { accessibilityViolations } from '../../support/accessibility';
import { animationsSettled, SCREEN_SIZES, SCREENSHOT_DIR } from '../../support/screenshots';
import { header, signIn } from '../../support/session';

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
