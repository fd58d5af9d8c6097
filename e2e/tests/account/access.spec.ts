// The header only while signed in, the user kept on the device encrypted (doc 2 §3) and gone at logout, and logout
// reaching every tab of the browser session. The route guards are
// shell/test/routeGuards.test.tsx (every published route; platform/routes.spec.ts follows one of each in the browser),
// and the pages' answers to wrong credentials and step-1 sign-up errors are mfe-account/test/authErrors.test.tsx.
import { expect, test, type Page } from '@playwright/test';
import { header, logOut, newCustomer, signUp } from './helpers';

/** The signed-in user's ciphertext as this browser keeps it (shared/src/session/userOnDevice.ts). */
const keptUser = (page: Page) => page.evaluate(() => localStorage.getItem('mealplan.user'));

test('a guest sees no header; signed up, the header shows and the device keeps the user encrypted; logging out in one tab signs out the other tab of the same browser session and forgets the user', async ({
  context,
}) => {
  const first = await context.newPage();
  await first.goto('/');
  await expect(first.locator('[data-remote="account"]')).toBeVisible();
  await expect(header(first)).toBeHidden();
  expect(await keptUser(first)).toBeNull();
  const customer = newCustomer('Maryam');
  await signUp(first, customer);
  await expect(header(first)).toBeVisible();
  await expect.poll(() => keptUser(first)).not.toBeNull();
  const ciphertext = (await keptUser(first)) ?? '';
  expect(ciphertext).not.toContain('Maryam');
  expect(ciphertext).not.toContain(customer.email);

  const second = await context.newPage();
  await second.goto('/feedback');
  await expect(second.getByRole('button', { name: 'About dishes' })).toBeVisible();
  await logOut(first);
  expect(await keptUser(first)).toBeNull();
  await expect(second).toHaveURL(/\/sign-in$/);
  await expect(header(second)).toBeHidden();
  expect(await keptUser(second)).toBeNull();
});
