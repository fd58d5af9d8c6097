// Issue 23: the guest's public pages (the landing page, sign-in and sign-up) arrive prerendered, in the request's
// language, and show their real content before any script runs; the browser then hydrates that HTML in place (no
// new nodes, no hydration error, no layout shift) and the page works as before. A signed-in customer's dashboard
// arrives prerendered too, as it stands while their data loads, and gives way to their own page.
import { expect, test, type Browser, type BrowserContextOptions, type Locator, type Page } from '@playwright/test';
import { baseURL } from '../../support/environment';
import { chooseLanguage, englishLeft, expectRightToLeft } from '../../support/language';
import { layoutShiftsSince, recordLayoutShifts } from '../../support/layoutShifts';
import { DEMO_CUSTOMER_WITHOUT_PLAN, header } from '../../support/session';
import { newCustomer, signUpByCall } from '../account/helpers';

/** What each prerendered page shows, per language: its path, its level-1 heading and one more text of it. */
const PAGES = {
  en: [
    { path: '/', heading: 'Eat well without thinking about it', text: 'How it works' },
    { path: '/sign-in', heading: 'Sign In', text: 'Welcome back! Sign in to manage your meal plan.' },
    { path: '/sign-up', heading: 'Create your account', text: 'Step 1 of 2 · About you' },
  ],
  ar: [
    { path: '/', heading: 'تناول طعاماً صحياً دون عناء التفكير', text: 'كيف تعمل الخدمة' },
    { path: '/sign-in', heading: 'تسجيل الدخول', text: 'مرحباً بعودتك! سجّل الدخول لإدارة خطة وجباتك.' },
    { path: '/sign-up', heading: 'أنشئ حسابك', text: 'الخطوة 1 من 2 · بياناتك' },
  ],
};
const DESCRIPTION = {
  en: 'Chef-cooked diet meals planned by nutritionists around your goals, delivered fresh every day across the UAE.',
  ar: 'وجبات صحية يطهوها طهاة ويخطّطها أخصائيو تغذية حسب أهدافك، تصلك طازجة كل يوم في جميع أنحاء الإمارات.',
};

/** A browser with scripts off, preferring `locale`'s language (Accept-Language), or English with the guest's locale cookie set to `cookie`. */
async function pagesWithoutScripts(browser: Browser, options: BrowserContextOptions, cookie?: string): Promise<Page> {
  const context = await browser.newContext({ ...options, javaScriptEnabled: false });
  if (cookie) await context.addCookies([{ name: 'locale', value: cookie, url: baseURL }]);
  return context.newPage();
}

async function expectPrerendered(page: Page, language: 'en' | 'ar'): Promise<void> {
  for (const { path, heading, text } of PAGES[language]) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', DESCRIPTION[language]);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('group', { name: language === 'ar' ? 'اللغة' : 'Language' })).toBeVisible();
  }
}

test('without scripts a guest reads the landing page, sign-in and sign-up in their language', async ({ browser }) => {
  await expectPrerendered(await pagesWithoutScripts(browser, { locale: 'en-US' }), 'en');
  await expectPrerendered(await pagesWithoutScripts(browser, { locale: 'ar-AE' }), 'ar');
  // The guest's choice (the locale cookie) comes before the browser's languages.
  await expectPrerendered(await pagesWithoutScripts(browser, { locale: 'en-US' }, 'ar'), 'ar');
});

// This suite's contexts block service workers (playwright.config.ts): Playwright's stand-in register() warns and
// resolves to nothing, on which workbox-window's registration then fails. Neither happens in a browser.
const SERVICE_WORKER_BLOCKED = /^Service Worker registration blocked by Playwright|^Registering the service worker failed/;

/** The errors and warnings `page` logs from now on (a hydration mismatch among them), but the blocked service worker's. */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && !SERVICE_WORKER_BLOCKED.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** Holds an area's code back: `asked` once the page asks for it, which `release()` lets through. */
async function holdAreaCode(page: Page, area: 'account' | 'modify'): Promise<{ asked: Promise<void>; release: () => void }> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let ask = () => undefined as void;
  const asked = new Promise<void>((resolve) => (ask = resolve));
  await page.route(`**/remotes/${area}/*/remoteEntry.js`, async (route) => {
    ask();
    await released;
    await route.continue();
  });
  return { asked, release };
}

/** Whether React owns the element (hydrated or rendered), not the server's HTML alone. */
const ownedByReact = (element: Locator) => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')));

/**
 * The page parsed only the rules its HTML (`served`) uses until the shell started; then each sheet was made whole, the
 * file itself, before the shell's scripts ran (paint-first.js): its parts (at most 8 KB each, a task's parse each) in
 * <style data-part-of> elements before its <style data-href>, which holds the last.
 */
async function expectSheetsMadeWhole(page: Page, served: string): Promise<void> {
  const inline = [...served.matchAll(/<style data-href="([^"]+)">([\s\S]*?)<\/style>/g)].map(([, href, css]) => ({
    href: href!,
    length: css!.length,
  }));
  const whole = new Map<string, string[]>();
  for (const [, href, css] of served.matchAll(/<script type="text\/css" data-full-style="([^"]+)">([\s\S]*?)<\/script>/g)) {
    whole.set(href!, [...(whole.get(href!) ?? []), css!]);
  }
  expect([...whole.keys()]).toEqual(inline.map(({ href }) => href));
  for (const { href, length } of inline) {
    const parts = whole.get(href)!;
    expect(length).toBeLessThan(parts.join('').length / 2);
    parts.forEach((part) => expect(part.length).toBeLessThanOrEqual(8 * 1024));
  }
  const sheets = await page.locator('style[data-href]').evaluateAll((styles) =>
    styles.map((style) => {
      const href = style.getAttribute('data-href')!;
      const before = [...document.querySelectorAll('style[data-part-of]')].filter((part) => part.getAttribute('data-part-of') === href);
      return {
        href,
        parts: [...before, style].map((each) => each.textContent),
        inOrder: before.every((part) => part.compareDocumentPosition(style) === Node.DOCUMENT_POSITION_FOLLOWING),
      };
    }),
  );
  expect(sheets).toEqual(inline.map(({ href }) => ({ href, parts: whole.get(href), inOrder: true })));
  // The shell's sheet is made of more than one part, and together they are its file.
  expect(sheets[0]!.parts.length).toBeGreaterThan(1);
  expect(sheets[0]!.parts.join('')).toBe(await (await page.request.get(sheets[0]!.href)).text());
  await expect(page.locator('script[data-full-style]')).toHaveCount(0);
}

test('the sign-in page is hydrated in place: shown before its code loads, no hydration error, no layout shift, and it signs in', async ({ page }) => {
  const problems = consoleProblems(page);
  await recordLayoutShifts(page);
  // The account area's code is held back until the prerendered page has been looked at.
  const { asked, release } = await holdAreaCode(page, 'account');

  // Not waiting for the page's load event: the held code may be what that event waits for.
  await page.goto('/sign-in', { waitUntil: 'commit' });
  await asked;
  const heading = page.getByRole('heading', { level: 1, name: 'Sign In', exact: true });
  await expect(heading).toBeVisible();
  const before = await heading.boundingBox();
  // The shell's script runs while the area's code is held: the HTML is still the server's, not yet React's.
  expect(await ownedByReact(heading)).toBe(false);
  await heading.evaluate((node) => Object.assign(node, { fromServer: true }));
  await expectSheetsMadeWhole(page, await (await page.request.get('/sign-in')).text());
  const hydrationStart = await page.evaluate(() => performance.now());

  release();
  // Hydrated: React owns the very element the server sent (a fresh render would have replaced it).
  await expect.poll(() => ownedByReact(heading)).toBe(true);
  const form = page.locator('[data-remote="account"]');
  await expect(form.getByLabel('Email')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeVisible();
  expect(await heading.evaluate((node) => (node as HTMLElement & { fromServer?: boolean }).fromServer)).toBe(true);
  expect(await heading.boundingBox()).toEqual(before);
  // Nothing moved from the moment the area's code was let through (hydration, the cookie notice, the enabled form).
  expect(await layoutShiftsSince(page, hydrationStart)).toEqual([]);

  // Still a working page: the password toggle and the form respond.
  await form.getByRole('button', { name: 'Show' }).click();
  await expect(form.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await form.getByLabel('Email').fill(DEMO_CUSTOMER_WITHOUT_PLAN.email);
  await form.getByLabel('Password', { exact: true }).fill(DEMO_CUSTOMER_WITHOUT_PLAN.password);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(header(page)).toBeVisible();
  expect(problems).toEqual([]);
});

// Issue 38: a guest's page answers from its HTML until React has it; the shell starts at the first reach or when idle.
test("a guest's page answers before its script runs: what is typed, tapped and submitted there is kept and done once React has the page", async ({
  page,
}) => {
  const problems = consoleProblems(page);
  const { asked, release } = await holdAreaCode(page, 'account');
  await page.goto('/sign-in');
  // Loaded, untouched: the loader answers for the page, nothing is inert, the form can be filled.
  const root = page.locator('#root');
  await expect(root).toHaveAttribute('data-keeps-input', '');
  expect(await root.getAttribute('inert')).toBeNull();
  const email = page.getByLabel('Email');
  await email.fill(DEMO_CUSTOMER_WITHOUT_PLAN.email);
  const password = page.getByLabel('Password', { exact: true });
  await password.fill(DEMO_CUSTOMER_WITHOUT_PLAN.password);
  // Reaching for the page started the shell, which now waits for the area's code; the taps are kept meanwhile.
  await asked;
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await password.press('Enter');
  expect(await ownedByReact(email)).toBe(false);
  // Never sent as a plain form (the password would be in the address).
  expect(new URL(page.url()).search).toBe('');

  release();
  // React has the page: it was told what was typed, showed the password and signed in with it.
  await expect(header(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Omar', exact: true })).toBeVisible();
  expect(problems).toEqual([]);
});

test("a tap on the guest landing's 'Build my meal plan' before its script runs opens the request once React has the page", async ({ page }) => {
  const problems = consoleProblems(page);
  const { asked, release } = await holdAreaCode(page, 'account');
  await page.goto('/');
  const build = page.getByRole('button', { name: 'Build my meal plan', exact: true }).first();
  await build.click();
  await asked;
  expect(await ownedByReact(build)).toBe(false);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  release();
  await expect(page.getByRole('dialog', { name: 'Build my meal plan' })).toBeVisible();
  expect(problems).toEqual([]);
});

test("the cookie notice paints with a guest's page; its Ok tapped before the script runs is done at the tap, and the next page comes without it, by a link before React has the page or by a later visit", async ({
  page,
  context,
  browser,
}) => {
  const problems = consoleProblems(page);
  const { asked, release } = await holdAreaCode(page, 'account');
  const first = await page.goto('/');
  expect(await first?.text()).toContain('class="chrome-cookie"');
  const notice = page.getByRole('region', { name: 'Cookie notice' });
  const ok = notice.getByRole('button', { name: 'Ok', exact: true });
  await expect(ok).toBeEnabled();
  expect(await ownedByReact(ok)).toBe(false);
  await ok.click();
  await asked;
  // Done at the tap, before React has the page: the notice leaves the screen and the cookie is written.
  await expect(notice).toBeHidden();
  const answered = async () => (await context.cookies()).find((cookie) => cookie.name === 'showCookieMessage')?.value;
  expect(await answered()).toBe('false');
  // React hydrates the page as it came (the notice in it, no mismatch), then takes the notice out.
  release();
  const heading = page.getByRole('heading', { level: 1, name: 'Eat well without thinking about it', exact: true });
  await expect.poll(() => ownedByReact(heading)).toBe(true);
  await expect(page.locator('#cookie-notice')).toHaveCount(0);
  // The next visit gets the copy of the page made without the notice, hydrated with no mismatch.
  const next = await page.reload();
  expect(await next?.text()).not.toContain('class="chrome-cookie"');
  // Reaching for the page (a key) starts its script.
  await page.keyboard.press('Tab');
  await expect.poll(() => ownedByReact(heading)).toBe(true);
  await expect(notice).toHaveCount(0);
  expect(problems).toEqual([]);

  // A new visitor taps Ok and follows a link at once, before React has the page: the next page comes without it.
  const other = await (await browser.newContext()).newPage();
  await holdAreaCode(other, 'account');
  await other.goto('/');
  await other.getByRole('region', { name: 'Cookie notice' }).getByRole('button', { name: 'Ok', exact: true }).click();
  const signUp = other.waitForResponse((response) => new URL(response.url()).pathname === '/sign-up');
  await other.getByRole('link', { name: 'Create an account', exact: true }).click();
  expect(await (await signUp).text()).not.toContain('class="chrome-cookie"');
  await expect(other.getByRole('region', { name: 'Cookie notice' })).toHaveCount(0);
  await other.context().close();
});

test("an Arabic guest's sign-in page is hydrated in place, in Arabic: the texts the Arabic page shows (the shell's, the kit's, the rules' and the area's, each loaded lazily) are there before hydration", async ({
  browser,
}) => {
  const page = await (await browser.newContext({ locale: 'ar-AE' })).newPage();
  const problems = consoleProblems(page);
  const { asked, release } = await holdAreaCode(page, 'account');
  // Not waiting for the page's load event: the held code may be what that event waits for.
  await page.goto('/sign-in', { waitUntil: 'commit' });
  await asked;
  const heading = page.getByRole('heading', { level: 1, name: 'تسجيل الدخول', exact: true });
  await expect(heading).toBeVisible();
  await heading.evaluate((node) => Object.assign(node, { fromServer: true }));

  release();
  await expect.poll(() => ownedByReact(heading)).toBe(true);
  await expect(page.locator('[data-remote="account"]').getByLabel('البريد الإلكتروني')).toBeVisible();
  expect(await heading.evaluate((node) => (node as HTMLElement & { fromServer?: boolean }).fromServer)).toBe(true);
  expect(await englishLeft(page)).toEqual([]);
  expect(problems).toEqual([]);
});

/** Records, on the page as it loads, the path of every script element added to the document (window.addedScripts). */
function recordAddedScripts() {
  const added: string[] = [];
  (window as Window & { addedScripts?: string[] }).addedScripts = added;
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) if (node instanceof HTMLScriptElement && node.src) added.push(new URL(node.src).pathname);
  }).observe(document, { childList: true, subtree: true });
}

test("a signed-in customer's dashboard is on screen before its code loads, its cookie notice answering at once, then their own page takes its place; a guest page is never theirs", async ({
  page,
}) => {
  await page.goto('/sign-in');
  const form = page.locator('[data-remote="account"]');
  await form.getByLabel('Email').fill(DEMO_CUSTOMER_WITHOUT_PLAN.email);
  await form.getByLabel('Password', { exact: true }).fill(DEMO_CUSTOMER_WITHOUT_PLAN.password);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(header(page)).toBeVisible();
  const welcome = page.getByRole('heading', { level: 1, name: 'Welcome, Omar', exact: true });
  await expect(welcome).toBeVisible();

  // The browser's signed-in cookie (a hint; the token stays in localStorage) gets the dashboard as it stands before the
  // customer's data is in, never the guest landing; it stays until the dashboard's code has loaded.
  const problems = consoleProblems(page);
  await recordLayoutShifts(page);
  const { asked, release } = await holdAreaCode(page, 'modify');
  await page.addInitScript(recordAddedScripts);
  const response = await page.goto('/', { waitUntil: 'commit' });
  const html = (await response?.text()) ?? '';
  expect(html).toContain('data-prerendered-for="signedIn"');
  expect(html).not.toContain('Eat well without thinking about it');
  // Not yet tapped, the cookie notice is part of the page.
  expect(html).toContain('class="chrome-cookie"');
  // The shell's script downloads at once (prefetched, as on the guest pages), once: the loader's <script> takes it from
  // the HTTP cache after the paint.
  expect(html).toMatch(/<link rel="prefetch" as="script" href="\/main\.[0-9a-f]{8}\.js">/);
  expect(html).not.toMatch(/rel="preload"[^>]*\/main\./);
  // The loader adds the shell's start-up chunks before the shell's script, after the paint (data-startup).
  const startup = /data-startup="([^"]+)"/.exec(html)?.[1]?.split(' ') ?? [];
  expect(startup.length).toBeGreaterThan(3);
  await asked;
  await expectSheetsMadeWhole(page, html);
  const frameHeading = page.getByRole('heading', { level: 1, name: 'Welcome', exact: true });
  await expect(frameHeading).toBeVisible();
  await expect(page.getByText('Your plan, today’s meals and your progress at a glance.', { exact: true })).toBeVisible();
  expect(await ownedByReact(frameHeading)).toBe(false);
  // Until React has the page only the cookie notice answers (its Ok needs no script, and is done at the tap); the rest
  // is inert, the profile menu's toggle included.
  const inert = (locator: Locator) => locator.evaluate((element) => element.closest('[inert]') !== null);
  expect(await inert(page.locator('.chrome-profile__toggle'))).toBe(true);
  expect(await inert(frameHeading)).toBe(true);
  const notice = page.getByRole('region', { name: 'Cookie notice' });
  await notice.getByRole('button', { name: 'Ok', exact: true }).click();
  await expect(notice).toBeHidden();
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'showCookieMessage')?.value).toBe('false');
  expect(await ownedByReact(frameHeading)).toBe(false);
  const before = await page.locator('#dashboard .ui-page-header__subtitle').boundingBox();
  const renderStart = await page.evaluate(() => performance.now());

  release();
  // Their own page, with their name and data, in the same place; nothing moved.
  await expect(welcome).toBeVisible();
  expect(await ownedByReact(welcome)).toBe(true);
  await expect(page.getByTestId('modify-button')).toBeVisible();
  expect(await page.locator('#dashboard .ui-page-header__subtitle').boundingBox()).toEqual(before);
  expect(await page.locator('#root').getAttribute('inert')).toBeNull();
  expect(await page.locator('#root [inert]').count()).toBe(0);
  // React's page follows the cookie written at the tap: no notice.
  await expect(page.locator('#cookie-notice')).toHaveCount(0);
  expect(await layoutShiftsSince(page, renderStart)).toEqual([]);
  expect(problems).toEqual([]);
  // Each start-up chunk was added to the page once, by the loader: the shell's runtime found it and added none.
  const added = await page.evaluate(() => (window as Window & { addedScripts?: string[] }).addedScripts ?? []);
  expect(added.filter((src) => startup.includes(src)).sort()).toEqual([...startup].sort());
  expect(added.length).toBe(new Set(added).size);
  await page.unroute('**/remotes/modify/*/remoteEntry.js');

  // A session kept from before the cookie existed: the server sends the guest landing, which the page drops unseen, and
  // the cookie is set for the next visit.
  await page.context().clearCookies({ name: 'signed_in' });
  const withoutCookie = await page.goto('/');
  expect(await withoutCookie?.text()).toContain('data-prerendered-for="guest"');
  await expect(welcome).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Eat well without thinking about it' })).toHaveCount(0);
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'signed_in')?.value).toBe('1');

  // A cookie left without a session (the token gone from this browser): the dashboard is dropped unseen, the guest gets
  // the landing page, and the cookie goes.
  await page.evaluate(() => localStorage.removeItem('token'));
  const withoutSession = await page.goto('/');
  expect(await withoutSession?.text()).toContain('data-prerendered-for="signedIn"');
  await expect(page.getByRole('heading', { level: 1, name: 'Eat well without thinking about it' })).toBeVisible();
  await expect(header(page)).toHaveCount(0);
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'signed_in')).toBeUndefined();
  expect(problems).toEqual([]);
});

test("a customer whose saved language is not the browser's gets the dashboard prerendered in theirs on the next visit; its texts come in one file beside its code, their page takes its place, nothing moves", async ({
  page,
}) => {
  const customer = newCustomer('Layla');
  await signUpByCall(page, customer);
  await expect(header(page)).toBeVisible();
  await chooseLanguage(page, 'العربية');
  const welcome = page.getByRole('heading', { level: 1, name: `مرحبًا، ${customer.firstName}`, exact: true });
  await expect(welcome).toBeVisible();
  // As in an English browser she has signed in to before: no guest choice of language, only her profile's as the page
  // last had it.
  await page.context().clearCookies({ name: 'locale' });
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'profile_locale')?.value).toBe('ar');

  // The page is in her language from its first paint, never in English first: the server sends the dashboard
  // prerendered in Arabic, and it shows while the dashboard's code loads.
  const problems = consoleProblems(page);
  await recordLayoutShifts(page);
  const { asked, release } = await holdAreaCode(page, 'modify');
  const areaTexts: string[] = [];
  page.on('request', (request) => {
    if (/^\/remotes\/modify\/[^/]+\/texts-ar\.[0-9a-f]+\.js$/.test(new URL(request.url()).pathname)) areaTexts.push(request.url());
  });
  const response = await page.goto('/', { waitUntil: 'commit' });
  const html = (await response?.text()) ?? '';
  expect(html).toMatch(/<html lang="ar" dir="rtl"/);
  expect(html).toContain('data-prerendered="ar"');
  expect(html).toContain('data-prerendered-for="signedIn"');
  await asked;
  const frameHeading = page.getByRole('heading', { level: 1, name: 'مرحبًا', exact: true });
  await expect(frameHeading).toBeVisible();
  expect(await ownedByReact(frameHeading)).toBe(false);
  await expectRightToLeft(page);
  const renderStart = await page.evaluate(() => performance.now());

  // The area's Arabic texts are one file, asked for beside the area's code (here, while its remote entry is held).
  await expect.poll(() => areaTexts.length).toBe(1);

  // Her own page takes its place (in the one language: no other language's texts loaded and rendered first).
  release();
  await expect(welcome).toBeVisible();
  expect(await ownedByReact(welcome)).toBe(true);
  await expectRightToLeft(page);
  expect(await layoutShiftsSince(page, renderStart)).toEqual([]);
  expect(areaTexts).toHaveLength(1);
  expect(problems).toEqual([]);
  await page.unroute('**/remotes/modify/*/remoteEntry.js');
});
