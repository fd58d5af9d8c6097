// Issue 7 points 7 and 8: a static page's HTML reaches the reader through both sanitisers (server and SafeHtml) with
// its headings and links intact, under the site's content security policy, with no policy violation.
import { expect, test } from '@playwright/test';
import { remoteRoot } from '../../support/areas';

test('a reader opens the terms, sees their sections and follows the link to the refunds policy', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto('/terms');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  const content = remoteRoot(page, 'content');
  await expect(content.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
  await expect(content.getByRole('heading', { level: 2, name: '1. About these terms' })).toBeVisible();
  await expect(content.getByRole('heading', { level: 2 })).toHaveCount(7);

  await content.getByRole('link', { name: 'Refunds & Cancellation Policy' }).click();
  await expect(page).toHaveURL(/\/refunds$/);
  await expect(content.getByRole('heading', { level: 2, name: 'Cancelling a meal plan' })).toBeVisible();
  await expect(content.getByText('between 10 and 45 days')).toBeVisible();
  expect(violations).toEqual([]);
});
