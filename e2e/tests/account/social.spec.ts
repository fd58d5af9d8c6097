// Social sign-in through the local sandbox provider: the token is verified by the server.
import { expect, test } from '@playwright/test';
import { header, newCustomer, registerByCall } from './helpers';

for (const provider of ['Google', 'Facebook'] as const) {
  test(`an existing customer signs in with ${provider}`, async ({ page }) => {
    const customer = newCustomer(`Social${provider}`);
    await registerByCall(customer);
    await page.goto('/sign-in');
    await page.getByRole('button', { name: `Continue with ${provider}` }).click();
    // The provider's page (a tap made while the page starts is done once it has: issue 38).
    await expect(page).toHaveURL(/\/sandbox\/social\//);
    await page.getByLabel('Email').fill(customer.email);
    await page.getByRole('button', { name: 'Continue as this user' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(header(page)).toBeVisible();
  });
}

test('a social account nobody signed up with gets the server message', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/\/sandbox\/social\//);
  await page.getByLabel('Email').fill(newCustomer('Stranger').email);
  await page.getByRole('button', { name: 'Continue as this user' }).click();
  await expect(page.getByRole('dialog', { name: 'Error' })).toContainText('Please sign up first.');
  await expect(header(page)).toBeHidden();
});
