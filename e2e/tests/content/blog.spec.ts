// Issue 12 (spec 3 §2 "Nutrition support", "Static and legal pages"; §4; §9): a guest reads the nutrition-support
// blog at desktop and phone size: scrolls past the first 20 articles, filters by category, opens an article and steps
// to the next one; reads the static pages and meets the 404 view (at desktop size); the axe audit finds nothing on any
// of them.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { accessibilityViolations } from '../../support/accessibility';
import { remoteRoot } from '../../support/areas';
import { SCREEN_SIZES } from '../../support/screenshots';

const cards = (page: Page) => remoteRoot(page, 'content').locator('article.blog-card');
const cardTitles = (page: Page) => cards(page).locator('h2');

async function expectAccessible(page: Page, what: string): Promise<void> {
  expect(await accessibilityViolations(page), what).toEqual([]);
}

/** Scrolls the last card into view, as a reader reaching the end of the list does. */
async function scrollToLastCard(page: Page): Promise<void> {
  await cards(page).last().scrollIntoViewIfNeeded();
}

async function expectNoRepeats(titles: Locator): Promise<void> {
  const all = await titles.allTextContents();
  expect(new Set(all).size).toBe(all.length);
}

for (const [size, viewport] of Object.entries(SCREEN_SIZES)) {
  test.describe(`at ${size} size`, () => {
    test.use({ viewport });
    const phone = size === 'phone';

    test('a guest scrolls the blog past 20 articles, filters by category, opens an article and steps to the next', async ({ page }) => {
      test.setTimeout(120_000);
      await page.goto('/nutrition-support');
      const content = remoteRoot(page, 'content');
      await expect(content.getByRole('heading', { level: 1, name: 'Nutrition support' })).toBeVisible();
      // The guest accepts the cookie notice, which would otherwise cover the end of the phone page.
      await page.getByRole('region', { name: 'Cookie notice' }).getByRole('button', { name: 'Ok' }).click();
      await expect(content.getByRole('link', { name: 'Go to the discussions' })).toHaveAttribute('href', '/nutrition-support/forum');
      await expectAccessible(page, `landing at ${size}`);
      await content.getByRole('link', { name: 'Read the blog' }).click();
      await expect(page).toHaveURL(/\/nutrition-support\/blog$/);

      // The lowest category first, 20 cards, then the rest of it as the last card comes near.
      await expect(content.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
      const categories = content.getByRole('tablist', { name: 'Article categories' });
      await expect(categories.getByRole('tab')).toHaveText([
        'All articles',
        'Nutrition Basics',
        'Weight Management',
        'Fitness & Recovery',
        'Healthy Living in the UAE',
      ]);
      await expect(categories.getByRole('tab', { name: 'Nutrition Basics' })).toHaveAttribute('aria-selected', 'true');
      await expect(cards(page)).toHaveCount(20);
      const first = cards(page).first();
      await expect(first.locator('img')).toBeVisible();
      await expect(first.locator('time')).toHaveText(/^\d{1,2} \w+ \d{4}$/);
      await expect(first.getByRole('list', { name: 'Tags' }).getByRole('listitem').first()).toBeVisible();
      await expectAccessible(page, `blog at ${size}`);
      await scrollToLastCard(page);
      await expect(cards(page)).toHaveCount(23);
      await expect(content.getByText('You have seen every article in this category.')).toBeVisible();
      await expectNoRepeats(cardTitles(page));

      // Another category, then every article: 48 in pages of 20.
      await categories.getByRole('tab', { name: 'Weight Management' }).click();
      await expect(page).toHaveURL(/\?category=2$/);
      await expect(cards(page)).toHaveCount(9);
      await expect(cardTitles(page)).toContainText(['Why Fibre Is Your Best Friend When Dieting', 'Five Habits That Make Weight Loss Stick']);
      await categories.getByRole('tab', { name: 'All articles' }).click();
      await expect(cards(page)).toHaveCount(20);
      await scrollToLastCard(page);
      await expect(cards(page)).toHaveCount(40);
      await scrollToLastCard(page);
      await expect(cards(page)).toHaveCount(48);
      await expectNoRepeats(cardTitles(page));

      // An article, its neighbours, the next one, and back to the blog.
      await categories.getByRole('tab', { name: 'Weight Management' }).click();
      await content.getByRole('link', { name: 'Five Habits That Make Weight Loss Stick' }).click();
      await expect(page).toHaveURL(/\/nutrition-support\/blog\/article\/2$/);
      await expect(content.getByRole('heading', { level: 1, name: 'Five Habits That Make Weight Loss Stick' })).toBeVisible();
      await expect(content.getByRole('link', { name: 'Weight Management' })).toBeVisible();
      await expect(content.locator('.blog-article__image')).toBeVisible();
      await expect(content.locator('.blog-article__body ol > li')).toHaveCount(5);
      await expect(content.getByText('Use the My progress page to log your weight once a week and watch the trend.')).toBeVisible();
      const more = content.getByRole('navigation', { name: 'More articles' });
      await expect(more.getByRole('link', { name: /Previous article/ })).toContainText('How Much Protein Do You Really Need?');
      await expectAccessible(page, `article at ${size}`);
      await more.getByRole('link', { name: /Next article/ }).click();
      await expect(page).toHaveURL(/\/nutrition-support\/blog\/article\/3$/);
      await expect(content.getByRole('heading', { level: 1, name: 'Staying Hydrated in the UAE Summer' })).toBeVisible();
      await expect(more.getByRole('link', { name: /Previous article/ })).toContainText('Five Habits That Make Weight Loss Stick');
      await content.getByRole('link', { name: 'Back to the blog' }).click();
      await expect(page).toHaveURL(/\/nutrition-support\/blog$/);
      await expect(cards(page)).toHaveCount(20);
    });

    // At desktop size: at phone size the terms (the static pages' one layout), contact and 404 pages are in the axe
    // audit of account/accessibility.spec.ts (guest pages).
    if (!phone)
      test('a guest reads the terms, the privacy policy, the refunds policy and the contact page, and meets the 404 view', async ({ page }) => {
        test.setTimeout(90_000);
        const content = remoteRoot(page, 'content');
        const pages: [string, string, string][] = [
          ['/terms', 'Terms & Conditions', 'You must be 18 years of age or older'],
          ['/privacy-policy', 'Privacy Policy', 'Medical documents are viewable only by your nutritionist.'],
          ['/refunds', 'Refunds & Cancellation Policy', 'A cancellation takes effect in 3 business days'],
          ['/page/contact', 'Contact us', 'Branch: 8:00 AM to 11:00 PM, 7 days a week.'],
        ];
        for (const [path, title, text] of pages) {
          await page.goto(path);
          await expect(content.getByRole('heading', { level: 1, name: title })).toBeVisible();
          await expect(content.getByText(text)).toBeVisible();
          await expectAccessible(page, `${path} at ${size}`);
        }
        for (const path of ['/page/no-such-page', '/nutrition-support/no-such-section', '/no/such/page']) {
          await page.goto(path);
          await expect(content.getByText('404', { exact: true })).toBeVisible();
          await expect(content.getByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
        }
        await expectAccessible(page, `404 at ${size}`);
      });
  });
}
