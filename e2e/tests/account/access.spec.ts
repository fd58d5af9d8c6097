// The header only while signed in, and logout reaching every tab of the browser session. The route guards are
// shell/test/routeGuards.test.tsx (every published route; platform/routes.spec.ts follows one of each in the browser),
// and the pages' answers to wrong credentials and step-1 sign-up errors are mfe-account/test/authErrors.test.tsx.
import { expect, test } from '@playwright/test';
import { header, logOut, newCustomer, signUp } from './helpers';

test('a guest sees no header; signed up, the header shows; logging out in one tab signs out the other tab of the same browser session', async ({
  context,
}) => {
  const first = await context.newPage();
  await first.goto('/');
  await expect(first.locator('[data-remote="account"]')).toBeVisible();
  await expect(header(first)).toBeHidden();
  await signUp(first, newCustomer('Maryam'));
  await expect(header(first)).toBeVisible();

  const second = await context.newPage();
  await second.goto('/feedback');
  await expect(second.getByRole('button', { name: 'About dishes' })).toBeVisible();
  await logOut(first);
  await expect(second).toHaveURL(/\/sign-in$/);
  await expect(header(second)).toBeHidden();
});
