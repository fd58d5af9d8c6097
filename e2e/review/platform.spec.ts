import { expect, test } from '@playwright/test';
import { SCREEN_SIZES, takeScreenshots } from '../support/screenshots';

test('landing page screenshots at desktop and phone sizes', async ({ page }) => {
  const files = await takeScreenshots(page, 'landing', '/', '[data-remote="account"]');
  expect(files).toHaveLength(Object.keys(SCREEN_SIZES).length);
});
