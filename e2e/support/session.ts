// Signing in through the account remote's own sign-in page, as a customer would.
import { expect, type Page } from '@playwright/test';

/** Demo customers seeded on first start (server/src/demo/demo-customers.ts, listed in the README). */
export const DEMO_CUSTOMER_WITH_PLAN = { email: 'sara.haddad@example.com', password: 'MealPlan2026' };
export const DEMO_CUSTOMER_WITHOUT_PLAN = { email: 'omar.khalil@example.com', password: 'MealPlan2026' };

/** The shell's header; it exists only while someone is signed in. */
export const header = (page: Page) => page.locator('header.chrome-header');

export async function signIn(page: Page, login = DEMO_CUSTOMER_WITH_PLAN): Promise<void> {
  await page.goto('/sign-in');
  const form = page.locator('[data-remote="account"]');
  await form.getByLabel('Email').fill(login.email);
  await form.getByLabel('Password', { exact: true }).fill(login.password);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header(page)).toBeVisible();
}
