// Issue 40: the site works at the address it is opened at. /remotes.json names the remotes by path on the page's own
// origin, so the landing opened at http://localhost:<port> (the address npm start prints and mailed links name) loads
// its remote as it does at http://127.0.0.1:<port>, within the page policy's 'self'.
import { expect, test, type Locator } from '@playwright/test';
import { baseURL } from '../../support/environment';

const port = new URL(baseURL).port;

/** Whether React owns the element (the remote's code hydrated it), not the server's prerendered HTML alone. */
const ownedByReact = (element: Locator) => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')));

for (const origin of [`http://localhost:${port}`, `http://127.0.0.1:${port}`]) {
  test(`the landing opened at ${origin} is rendered by its remote, loaded from that address`, async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
    });
    const entries: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/remoteEntry.js')) entries.push(request.url());
    });

    await page.goto(`${origin}/`);
    const heading = page.getByRole('heading', { level: 1, name: 'Eat well without thinking about it', exact: true });
    await expect(heading).toBeVisible();
    // Hydrated by the account area's code: the prerendered heading is React's now.
    await expect.poll(() => ownedByReact(heading)).toBe(true);
    await expect(page.getByText('How it works', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('This section could not be loaded')).toHaveCount(0);
    // The remote's code came from the address the page was opened at, within the page policy.
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) expect([entry, new URL(entry).origin]).toEqual([entry, origin]);
    expect(problems).toEqual([]);
    await context.close();
  });
}
