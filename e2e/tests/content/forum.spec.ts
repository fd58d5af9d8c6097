// Issue 12, the forum (spec 3 §2 "Nutrition support", §4, §5, §6, §8), at 1366x900 and 390x844: a guest reads but cannot
// use 'My Discussions' or add; a customer adds a thread with bold text and a list, edits it, finds it under 'My
// Discussions' and deletes it; the axe audit on each page. At 1366x900 only (the same at any width): another customer
// sees no edit or delete icons and the server refuses their set and del; a body full of script payloads runs nothing;
// an unknown thread goes back to the list. Screenshots go to e2e/screenshots/forum-*.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { accessibilityViolations } from '../../support/accessibility';
import { remoteRoot } from '../../support/areas';
import { baseURL } from '../../support/environment';
import { layoutShiftsSince, recordLayoutShifts } from '../../support/layoutShifts';
import { SCREEN_SIZES, SCREENSHOT_DIR, animationsSettled } from '../../support/screenshots';
import { DEMO_CUSTOMER_WITHOUT_PLAN } from '../../support/session';
import { newCustomer, signUpByCall } from '../account/helpers';
import { callAsCustomer } from '../account/productCalls';

const FORUM = '/nutrition-support/forum';

async function shoot(page: Page, name: string, size: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await animationsSettled(page);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `forum-${name}-${size}.png`), fullPage: true });
}

async function audit(page: Page, what: string): Promise<void> {
  expect(await accessibilityViolations(page), what).toEqual([]);
}

/** The cookie notice (the shell's, tested in its own spec) is accepted first, so it covers no button on a phone. */
const acceptCookies = (context: BrowserContext) => context.addCookies([{ name: 'showCookieMessage', value: 'false', url: baseURL }]);

test.beforeEach(async ({ context }) => {
  await acceptCookies(context);
});

for (const [size, viewport] of Object.entries(SCREEN_SIZES)) {
  test.describe(`forum at ${size} size`, () => {
    test.use({ viewport });
    const phone = size === 'phone';

    test("a guest reads the discussions but finds 'My Discussions' disabled and no '+ Add new'", async ({ page }) => {
      await recordLayoutShifts(page);
      await page.goto(FORUM);
      const content = remoteRoot(page, 'content');
      await expect(content.getByRole('heading', { level: 1, name: 'Discussions' })).toBeVisible();
      // The first category (lowest id) is selected by default.
      const categories = content.getByRole('group', { name: 'Categories' });
      await expect(categories.getByRole('button').first()).toHaveAttribute('aria-pressed', 'true');
      // The categories arrive after the page: their row was kept, so the tabs below did not move.
      await expect(
        content.getByRole('heading', { name: 'There are no discussions in this category' }).or(content.getByRole('listitem').first()),
      ).toBeVisible();
      expect(await layoutShiftsSince(page, 0, 'main')).toEqual([]);
      await expect(content.getByRole('tab', { name: 'All Discussions' })).toHaveAttribute('aria-selected', 'true');
      await expect(content.getByRole('tab', { name: 'My Discussions' })).toBeDisabled();
      await expect(content.getByRole('link', { name: '+ Add new' })).toHaveCount(0);
      // An empty category shows the spec's empty state.
      await categories.getByRole('button', { name: 'Medical Diets' }).click();
      await expect(content.getByRole('heading', { name: 'There are no discussions in this category' })).toBeVisible();
      await expect(content.getByText('You can add a new discussion')).toBeVisible();
      await audit(page, 'forum list, guest');
      await shoot(page, 'guest-empty', size);
      // The add page needs sign-in.
      await page.goto(`${FORUM}/add`);
      await expect(page).toHaveURL(/\/sign-in$/);
    });

    test('a customer adds, edits, finds under My Discussions and deletes a thread; another customer cannot touch it', async ({ page, browser }) => {
      // Two customers sign up (slow password hashing) and the journey visits seven pages.
      test.setTimeout(150_000);
      const author = newCustomer('Noura');
      await signUpByCall(page, author, FORUM);
      const content = remoteRoot(page, 'content');
      await content.getByRole('link', { name: '+ Add new' }).first().click();
      await expect(page).toHaveURL(/\/nutrition-support\/forum\/add$/);
      await expect(content.getByRole('heading', { level: 1, name: 'New discussion' })).toBeVisible();

      // Saving the empty form: the server's field errors beside title, category and text.
      await content.getByRole('button', { name: 'Save' }).click();
      await expect(content.getByText('The title must be 3 to 150 characters long')).toBeVisible();
      await expect(content.getByText('Please choose a category')).toBeVisible();
      await expect(content.getByText('Please write the text of your discussion')).toBeVisible();
      await audit(page, 'thread form with errors');

      const title = `Snacks for Ramadan ${Date.now().toString(36)}`;
      await content.getByLabel('Title').fill(title);
      await expect(content.getByLabel('Category')).toHaveValue('');
      await expect(content.getByLabel('Category').locator('option').first()).toHaveText('Choose category');
      await content.getByLabel('Category').selectOption({ label: 'General Discussion' });
      const editor = content.getByRole('textbox', { name: 'Text' });
      await editor.click();
      await page.keyboard.type('What do you eat at ');
      await content.getByRole('button', { name: 'Bold' }).click();
      await page.keyboard.type('suhoor');
      await content.getByRole('button', { name: 'Bold' }).click();
      await page.keyboard.type('?');
      await page.keyboard.press('Enter');
      await content.getByRole('button', { name: 'Bulleted list' }).click();
      await page.keyboard.type('Oats with dates');
      await page.keyboard.press('Enter');
      await page.keyboard.type('Labneh and cucumber');
      const box = await editor.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(200);
      await shoot(page, 'add', size);
      await content.getByRole('button', { name: 'Save' }).click();

      await expect(page).toHaveURL(/\/nutrition-support\/forum\/thread\/\d+$/);
      const threadId = Number(/thread\/(\d+)$/.exec(page.url())![1]);
      await expect(content.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(content.getByText('Category: General Discussion')).toBeVisible();
      const body = content.locator('.forum-thread__body');
      await expect(body.locator('strong')).toHaveText('suhoor');
      await expect(body.getByRole('listitem')).toHaveText(['Oats with dates', 'Labneh and cucumber']);
      await expect(content.getByRole('heading', { level: 2, name: 'Comments' })).toBeVisible();
      await content.getByLabel('Your comment').fill('I will try the labneh.');
      await content.getByRole('button', { name: 'Post comment' }).click();
      await expect(content.getByRole('list', { name: 'Comments on this discussion' }).getByText('I will try the labneh.')).toBeVisible();
      await audit(page, 'thread page');
      await shoot(page, 'thread', size);

      // Edit from the list: the author's icons.
      await page.goto(FORUM);
      const item = content.getByRole('listitem').filter({ hasText: title });
      await item.getByRole('link', { name: `Edit “${title}”` }).click();
      await expect(page).toHaveURL(new RegExp(`/nutrition-support/forum/edit/${threadId}$`));
      await expect(content.getByLabel('Title')).toHaveValue(title);
      const edited = `${title} (edited)`;
      await content.getByLabel('Title').fill(edited);
      await content.getByRole('button', { name: 'Save' }).click();
      await expect(page).toHaveURL(new RegExp(`/nutrition-support/forum/thread/${threadId}$`));
      await expect(content.getByRole('heading', { level: 1, name: edited })).toBeVisible();

      // 'My Discussions' shows it.
      await page.goto(FORUM);
      await content.getByRole('tab', { name: 'My Discussions' }).click();
      await expect(content.getByRole('tab', { name: 'My Discussions' })).toHaveAttribute('aria-selected', 'true');
      await expect(content.getByRole('heading', { level: 2, name: edited })).toBeVisible();
      await audit(page, 'my discussions');
      await shoot(page, 'mine', size);

      // Another customer: no icons, and the server refuses set and del (the same at any width: at desktop size).
      if (!phone) {
        const otherContext = await browser.newContext({ viewport });
        await acceptCookies(otherContext);
        const otherPage = await otherContext.newPage();
        const other = newCustomer('Khalid');
        await signUpByCall(otherPage, other, FORUM);
        const otherContent = remoteRoot(otherPage, 'content');
        const seen = otherContent.getByRole('listitem').filter({ hasText: edited });
        await expect(seen.getByRole('link', { name: edited })).toBeVisible();
        await expect(seen.getByRole('link', { name: /^Edit/ })).toHaveCount(0);
        await expect(seen.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
        await otherPage.goto(`${FORUM}/thread/${threadId}`);
        await expect(otherContent.getByRole('heading', { level: 1, name: edited })).toBeVisible();
        await expect(otherContent.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
        await otherContext.close();
        const refusedSet = await callAsCustomer(other, 'forum', 'set', {
          threadId,
          threadData: { title: 'Taken over', category_id: 1, text: '<p>mine now</p>' },
        });
        expect(refusedSet).toMatchObject({ type: 'setErr', data: { message: 'Only the author can change or delete this discussion' } });
        const refusedDel = await callAsCustomer(other, 'forum', 'del', { threadId });
        expect(refusedDel).toMatchObject({ type: 'delErr', data: { message: 'Only the author can change or delete this discussion' } });
      }

      // The author deletes it: 'Delete thread' / 'Are you sure?', No keeps it, Yes removes it and the list reloads.
      await page.goto(FORUM);
      const mine = content.getByRole('listitem').filter({ hasText: edited });
      await mine.getByRole('button', { name: `Delete “${edited}”` }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete thread' });
      await expect(dialog.getByText('Are you sure?')).toBeVisible();
      await audit(page, 'delete modal');
      await dialog.getByRole('button', { name: 'No' }).click();
      await expect(dialog).toBeHidden();
      await expect(mine).toBeVisible();
      await mine.getByRole('button', { name: `Delete “${edited}”` }).click();
      await page.getByRole('dialog', { name: 'Delete thread' }).getByRole('button', { name: 'Yes' }).click();
      await expect(content.getByRole('listitem').filter({ hasText: edited })).toHaveCount(0);
      await expect(content.getByRole('heading', { level: 1, name: 'Discussions' })).toBeVisible();
    });

    // Independent of the width: at desktop size only.
    if (!phone)
      test('a thread body with script payloads runs nothing', async ({ page }) => {
        const payloads = [
          '<img src=x onerror=alert(1)>',
          '<script>alert(2)</script>',
          '<a href="javascript:alert(3)">click me</a>',
          '<svg onload=alert(4)><script>alert(5)</script></svg>',
          '<p onmouseover="alert(6)" style="position:fixed;inset:0">hover</p>',
          '<iframe srcdoc="<script>parent.alert(7)</script>"></iframe>',
        ];
        const saved = await callAsCustomer(DEMO_CUSTOMER_WITHOUT_PLAN, 'forum', 'set', {
          threadData: { title: `Payloads ${Date.now().toString(36)}`, category_id: 2, text: `<p>Harmless text</p>${payloads.join('')}` },
        });
        expect(saved.type).toBe('setOk');
        const { threadId } = saved.data as { threadId: number };
        const dialogs: string[] = [];
        page.on('dialog', (dialog) => {
          dialogs.push(dialog.message());
          void dialog.dismiss();
        });
        await page.goto(`${FORUM}/thread/${threadId}`);
        const body = remoteRoot(page, 'content').locator('.forum-thread__body');
        await expect(body.getByText('Harmless text')).toBeVisible();
        await body.getByText('click me').click();
        await body.getByText('hover').hover();
        await expect(body.locator('script, svg, iframe, [onerror], [onload], [onmouseover], [style]')).toHaveCount(0);
        await expect(body.locator('a')).not.toHaveAttribute('href', /javascript/i);
        await page.waitForLoadState('load');
        expect(dialogs).toEqual([]);
        await expect(page).toHaveURL(new RegExp(`/thread/${threadId}$`));
      });

    // Independent of the width: at desktop size only.
    if (!phone)
      test('an unknown thread goes back to the list', async ({ page }) => {
        await page.goto(`${FORUM}/thread/2000000000`);
        await expect(page).toHaveURL(new RegExp(`${FORUM}$`));
        await expect(remoteRoot(page, 'content').getByRole('heading', { level: 1, name: 'Discussions' })).toBeVisible();
      });
  });
}
