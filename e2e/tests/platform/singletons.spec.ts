import { expect, test } from '@playwright/test';
import { navigateInApp, remoteRoot } from '../../support/areas';
import { sharedUse } from '../../support/shareScope';
import { DEMO_CUSTOMER_WITH_PLAN, header } from '../../support/session';

const SINGLETONS = ['react', 'react-dom', 'mobx', 'mobx-react-lite', '@mealplan/shared/router', '@mealplan/shared/session', '@mealplan/shared/modal'];
// Pure code is bundled into each app (a remote deployed alone runs its own); third-party libraries are shared by range.
const BUNDLED = ['@mealplan/shared/ui', '@mealplan/shared/protocol', '@mealplan/shared/domain', '@mealplan/shared/federation'];

test('react, react-dom, mobx and our stateful modules exist once at run time, shared by the shell and the remotes; pure code is not shared', async ({
  page,
}) => {
  await page.goto('/terms');
  await expect(remoteRoot(page, 'content')).toBeVisible();
  await navigateInApp(page, '/sign-in');
  await expect(remoteRoot(page, 'account')).toBeVisible();

  const use = await sharedUse(page, SINGLETONS);
  for (const name of SINGLETONS) {
    expect(use[name]?.loadedVersions, name).toHaveLength(1);
    expect(use[name]?.providers, name).toHaveLength(1);
  }
  // Each container that imports a package uses the one loaded copy (react-dom is imported by the shell only,
  // which renders the remotes' components into its own root; the account remote's pages that import mobx itself
  // load on first visit, so on these pages it reaches mobx through mobx-react-lite).
  const importers: Record<string, string[]> = {
    react: ['shell', 'mfe_account', 'mfe_content'],
    '@mealplan/shared/router': ['shell', 'mfe_account', 'mfe_content'],
    mobx: ['shell'],
    'mobx-react-lite': ['shell', 'mfe_account'],
    '@mealplan/shared/session': ['shell', 'mfe_account', 'mfe_content'],
    '@mealplan/shared/modal': ['shell'],
  };
  for (const [name, containers] of Object.entries(importers)) {
    expect(use[name]?.users, name).toEqual(expect.arrayContaining(containers));
  }
  const bundled = await sharedUse(page, BUNDLED);
  for (const name of BUNDLED) expect(bundled[name]?.loadedVersions, name).toEqual([]);
});

test('a session change made inside a remote shows in the shell header at once', async ({ page }) => {
  await page.goto('/sign-in');
  await expect(remoteRoot(page, 'account')).toBeVisible();
  await expect(header(page)).toHaveCount(0);
  await page.evaluate(() => Object.assign(window, { e2eSamePage: true }));

  // The account remote's sign-in form stores the user in its sessionStore; the shell's header observes the same store.
  const form = remoteRoot(page, 'account');
  await form.getByLabel('Email').fill(DEMO_CUSTOMER_WITH_PLAN.email);
  await form.getByLabel('Password', { exact: true }).fill(DEMO_CUSTOMER_WITH_PLAN.password);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();

  await expect(header(page)).toContainText('Sara');
  expect(await page.evaluate(() => (window as unknown as { e2eSamePage?: boolean }).e2eSamePage)).toBe(true);

  // And the other way round: logging out in the shell's header changes what the remote shows.
  await header(page).locator('.chrome-profile__toggle').click();
  await header(page).getByRole('button', { name: 'Log Out' }).click();
  await expect(header(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(remoteRoot(page, 'account').getByLabel('Email')).toBeVisible();
});
