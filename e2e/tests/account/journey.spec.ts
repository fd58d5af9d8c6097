// A new customer: sign up with a UAE mobile number, confirm the email, sign out, restore the password (a restore link
// works once), sign in. A confirmation link without type or token is audited, with its "This link is not valid", in
// accessibility.spec.ts.
import { expect, test } from '@playwright/test';
import {
  header,
  linkTo,
  logOut,
  newCustomer,
  registerByCall,
  restoreLinkPath,
  SIGN_UP_ANSWER,
  submitSignIn,
  submitSignUp,
  signUp,
  waitForMessage,
} from './helpers';

test('a new customer signs up, confirms the email, restores the password once per link and signs in with it', async ({ page, request }) => {
  const customer = newCustomer('Layla');
  await signUp(page, customer);
  await expect(header(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: `Welcome, ${customer.firstName}` })).toBeVisible();

  const confirmation = await waitForMessage(request, customer.email, (message) => message.text.includes('/confirm'));
  await page.goto(linkTo(confirmation.text, '/confirm'));
  await expect(page.locator('.result--ok')).toBeVisible();

  await page.goto('/');
  await logOut(page);
  await expect(header(page)).toBeHidden();

  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(customer.email);
  await page.getByRole('button', { name: 'Send Login Link' }).click();
  await expect(page.locator('.auth__notice')).toBeVisible();

  const restorePath = await restoreLinkPath(request, customer.email);
  await page.goto(restorePath);
  const newPassword = 'Fresh-Greens-2';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByLabel('New password', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/$/);

  if (await header(page).isVisible()) await logOut(page);
  // The same restore link cannot be used twice.
  await page.goto(restorePath);
  await expect(page.locator('.auth__notice--error')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Set new password' })).toHaveCount(0);

  // The old password is now wrong: the server's message, and the customer stays on /sign-in.
  await submitSignIn(page, customer.email, customer.password);
  await expect(page.locator('.ui-field__error, .ui-modal').first()).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.goto('/sign-in');
  await submitSignIn(page, customer.email, newPassword);
  await expect(page).toHaveURL(/\/$/);
  await expect(header(page)).toBeVisible();
});

test('a new password set from the emailed link signs the customer out where they are still signed in', async ({ browser, page, request }) => {
  const customer = newCustomer('Reem');
  await signUp(page, customer);
  await page.goto('/feedback');
  await expect(page.getByRole('button', { name: 'About dishes' })).toBeVisible();

  const elsewhere = await browser.newContext();
  try {
    const other = await elsewhere.newPage();
    await other.goto('/restore');
    await other.getByLabel('Email').fill(customer.email);
    await other.getByRole('button', { name: 'Send Login Link' }).click();
    await expect(other.locator('.auth__notice')).toBeVisible();
    await other.goto(await restoreLinkPath(request, customer.email));
    await other.getByLabel('New password', { exact: true }).fill('Changed-Pass-4');
    await other.getByRole('button', { name: 'Set new password' }).click();
    await expect(other).toHaveURL(/\/$/);
  } finally {
    await elsewhere.close();
  }

  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(header(page)).toBeHidden();
});

test('signing up with an email already registered looks the same as with a new one; its owner is told by mail', async ({ page, request }) => {
  const owner = newCustomer('Noura');
  await registerByCall(owner);
  await submitSignUp(page, { ...newCustomer('Intruder'), email: owner.email });
  await expect(page.getByRole('status').filter({ hasText: SIGN_UP_ANSWER })).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expect(header(page)).toBeHidden();
  const told = await waitForMessage(request, owner.email, (message) => message.subject === 'Someone tried to sign up to MealPlan with your email');
  expect(linkTo(told.text, '/sign-in')).toBe('/sign-in');
});
