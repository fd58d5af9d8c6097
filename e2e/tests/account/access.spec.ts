// Header visibility, route guards, and logout reaching every tab of the browser session.
import { expect, test } from '@playwright/test';
import { header, logOut, newCustomer, submitSignIn, signUp } from './helpers';

test('the header shows only when signed in', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('[data-remote="account"]')).toBeVisible();
  await expect(header(page)).toBeHidden();
  await signUp(page, newCustomer('Noura'));
  await expect(header(page)).toBeVisible();
});

test('guarded routes send a guest to /sign-in, and sign-in sends a signed-in customer home', async ({ page }) => {
  for (const path of ['/feedback', '/feedback/dish', '/feedback/general']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/sign-in$/);
  }
  const customer = newCustomer('Yousef');
  await signUp(page, customer);
  for (const path of ['/sign-in', '/sign-up', '/restore']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
  }
  await logOut(page);
  await submitSignIn(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/$/);
});

test('logging out in one tab signs out the other tab of the same browser session', async ({ context }) => {
  const first = await context.newPage();
  await signUp(first, newCustomer('Maryam'));
  const second = await context.newPage();
  await second.goto('/feedback');
  await expect(second.getByRole('button', { name: 'About dishes' })).toBeVisible();
  await logOut(first);
  await expect(second).toHaveURL(/\/sign-in$/);
  await expect(header(second)).toBeHidden();
});

test('wrong credentials show the server message and keep the customer on /sign-in', async ({ page }) => {
  await submitSignIn(page, `nobody.${Date.now()}@example.com`, 'Wrong-Pass-1');
  await expect(page.locator('.ui-field__error, .ui-modal').first()).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('sign-up sends name and phone errors back to step 1', async ({ page }) => {
  await page.goto('/sign-up');
  await page.getByLabel('First name').fill('Rashid');
  await page.getByLabel('Last name').fill('Tester');
  await page.getByLabel('WhatsApp number').fill('12');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Email').fill(newCustomer('Rashid').email);
  await page.getByLabel('Password', { exact: true }).fill('Long-enough-1');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByLabel('WhatsApp number')).toBeVisible();
  await expect(page.locator('.ui-field__error').first()).toBeVisible();
});
