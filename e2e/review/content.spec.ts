// The content area's pages photographed at desktop and phone size for review by eye (not asserted).
import { test } from '@playwright/test';
import { takeScreenshots } from '../support/screenshots';

test('nutrition support, blog, article, static pages and 404', async ({ page }) => {
  test.setTimeout(180_000);
  const pages: [string, string, string][] = [
    ['content-landing', '/nutrition-support', '.landing-section'],
    ['content-blog', '/nutrition-support/blog', 'article.blog-card'],
    ['content-article', '/nutrition-support/blog/article/2', '.blog-neighbours'],
    ['content-article-table', '/nutrition-support/blog/article/5', '.blog-neighbours'],
    ['content-terms', '/terms', '.static-page'],
    ['content-contact', '/page/contact', '.static-page'],
    ['content-not-found', '/page/no-such-page', '.ui-not-found'],
  ];
  for (const [name, url, ready] of pages) await takeScreenshots(page, name, url, ready);
});
