// Home as a guest: the plan request and Contact team. Which of the four buttons each customer may use, and where
// they lead, is mfe-account/test/homeActions.test.tsx.
import { expect, test } from '@playwright/test';
import { newCustomer, waitForMessage } from './helpers';

const TEAM_EMAIL = 'team@mealplan.ae';

test('a guest plan request is sent only with an email and reaches the team by email', async ({ page, request }) => {
  const guest = newCustomer('Aisha');
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'View / Modify my menu' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Change delivery address' })).toBeDisabled();
  await page.getByRole('button', { name: 'Build my meal plan' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill('Aisha Guest');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByText('Please enter your email.')).toBeVisible();
  await dialog.getByLabel('Email').fill(guest.email);
  await dialog.getByLabel('Phone').fill(guest.mobile);
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('dialog', { name: 'Request Sent' })).toBeVisible();
  await waitForMessage(request, TEAM_EMAIL, (message) => message.text.includes(guest.email));
});

test('Contact team shows the team phones and email', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Contact team' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact team' });
  await expect(dialog.getByRole('link', { name: TEAM_EMAIL })).toBeVisible();
  await expect(dialog.locator('a[href^="tel:"]')).toHaveCount(2);
});
