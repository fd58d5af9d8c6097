import { expect, test } from '@playwright/test';
import { failedPanel, navigateInApp, remoteRoot } from '../../support/areas';
import { header, signIn } from '../../support/session';

test('a remote that fails to load shows Retry in its own area while the header and other areas keep working', async ({ page }) => {
  await signIn(page);
  await page.route('**/remotes/health/**', (route) => route.abort());

  await navigateInApp(page, '/progress');
  await expect(failedPanel(page, 'health')).toBeVisible();
  await expect(failedPanel(page, 'health').getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(header(page)).toBeVisible();

  await navigateInApp(page, '/modify');
  await expect(remoteRoot(page, 'modify')).toBeVisible();

  await navigateInApp(page, '/progress');
  await expect(failedPanel(page, 'health')).toBeVisible();
  await page.unroute('**/remotes/health/**');
  await failedPanel(page, 'health').getByRole('button', { name: 'Retry' }).click();
  await expect(remoteRoot(page, 'health')).toBeVisible();
  await expect(failedPanel(page, 'health')).toHaveCount(0);
});

test('when /remotes.json cannot load, a full-page error offers Retry', async ({ page }) => {
  await page.route('**/remotes.json', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
  await page.goto('/terms');
  const error = page.getByTestId('startup-error');
  await expect(error).toBeVisible();

  await page.unroute('**/remotes.json');
  await error.getByRole('button', { name: 'Retry' }).click();
  await expect(remoteRoot(page, 'content')).toBeVisible();
});
