import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { failedPanel, liveBuild, navigateInApp, remoteRoot } from '../../support/areas';
import { buildChangedRemote, publishRemote, releaseCommand } from '../../support/builds';
import { baseURL, REPO_ROOT } from '../../support/environment';
import { header, signIn } from '../../support/session';

// The tests build the modify remote from a changed copy of the source and publish it as a new release, as a team
// would: nothing else is rebuilt. All publish the modify remote, the smallest, so these uncached builds (run one at a
// time after the other tests) are the quickest; other spec files check the content remote's build. One build carries
// both the changed kit and the new route (each test checks its own change); the release that cannot run is a build of
// its own. Each test but the last puts the repository's build back, so none starts on another's release.
test.describe.configure({ mode: 'serial', timeout: 300_000 });

const CHANGED = '.ui-button--changed';
// The kit's 404 text: the modify remote's unknown /modify paths show the kit's Not found page.
const KIT_TEXT_BEFORE = 'The page you are looking for does not exist or has moved.';
const KIT_TEXT_AFTER = 'This page is somewhere else now.';
const MODIFY_UNKNOWN_PATH = '/modify/no-such-step';
const REPOSITORY_BUILD = `${REPO_ROOT}/mfe-modify/dist`;
const NEW_ROUTE = {
  path: '/meal-ideas',
  access: 'signedIn',
  upcoming: { title: 'A brand new step', description: 'Published by the modify team alone.' },
};

/** The modify remote with a changed kit component and a new route: one uncached build for the first and last tests. */
const changed = { buildId: `kit-and-route-${Date.now()}`, dist: '' };
test.beforeAll(() => {
  changed.dist = buildChangedRemote('modify', changed.buildId, {
    'shared/src/ui/AreaRoutes.tsx': (text) => text.replace('<div data-remote={area}', '<div data-kit-changed="yes" data-remote={area}'),
    // The kit's texts are in its catalogue (issue 8), bundled with the remote's copy of the kit.
    'shared/src/ui/i18n/en.json': (text) => text.replace(KIT_TEXT_BEFORE, KIT_TEXT_AFTER),
    'shared/src/ui/Button.tsx': (text) => text.replace("['ui-button',", "['ui-button', 'ui-button--changed',"),
    'mfe-modify/src/routes.json': (text) => text.replace(/^\[\n/, `[\n  ${JSON.stringify(NEW_ROUTE)},\n`),
  });
});

test('a remote published with a changed kit component runs its own copy while the shell and the other remotes keep theirs', async ({ page }) => {
  publishRemote('modify', changed.dist);
  try {
    await expectKitChangedInModifyOnly(page, changed.buildId);
  } finally {
    publishRemote('modify', REPOSITORY_BUILD);
  }
});

async function expectKitChangedInModifyOnly(page: Page, buildId: string): Promise<void> {
  await signIn(page);
  await navigateInApp(page, MODIFY_UNKNOWN_PATH);
  const modify = remoteRoot(page, 'modify');
  await expect(modify).toHaveAttribute('data-build', buildId);
  await expect(modify).toHaveAttribute('data-kit-changed', 'yes');
  await expect(modify.getByText(KIT_TEXT_AFTER)).toBeVisible();
  await expect(modify.getByRole('link', { name: 'Back to home' })).toHaveClass(/ui-button--changed/);
  // The shell's own kit button (the cookie notice's Ok) is the shell's copy.
  const cookieOk = page.getByRole('region', { name: 'Cookie notice' }).getByRole('button', { name: 'Ok' });
  await expect(cookieOk).toHaveClass(/ui-button/);
  await expect(cookieOk).not.toHaveClass(/ui-button--changed/);
  await expect(page.locator(`header ${CHANGED}`)).toHaveCount(0);

  // Another remote on the same page keeps its own copy of the kit.
  await navigateInApp(page, '/progress');
  const health = remoteRoot(page, 'health');
  await expect(health.locator('.ui-button').first()).toBeVisible();
  await expect(health.locator(CHANGED)).toHaveCount(0);
  await expect(health).not.toHaveAttribute('data-kit-changed', 'yes');
  await navigateInApp(page, '/progress/no-such-page');
  await expect(page.getByText(KIT_TEXT_BEFORE)).toBeVisible();
  await expect(page.locator(CHANGED)).toHaveCount(0);
  await navigateInApp(page, '/modify');
  await expect(remoteRoot(page, 'modify').locator(CHANGED).first()).toBeVisible();
}

test('a remote needing an incompatible session store fails in its own area; the header and the other areas keep working', async ({ page }) => {
  const buildId = `session-2-${Date.now()}`;
  // The modify team moves to a session store contract 2 (and reads the session).
  const dist = buildChangedRemote('modify', buildId, {
    'shared/contracts.json': (text) => text.replace('"@mealplan/shared/session": "1.0.0"', '"@mealplan/shared/session": "2.0.0"'),
    'mfe-modify/src/Routes.tsx': (text) =>
      `import { sessionStore } from '@mealplan/shared/session';\n${text}`.replace(
        'export default function ModifyRoutes() {',
        'export default function ModifyRoutes() {\n  if (!sessionStore.isSignedIn) return null;',
      ),
  });
  try {
    publishRemote('modify', dist);
    // Listening before signing in: the signed-in home (the dashboard) is the modify area's, so it fails there first.
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await signIn(page);
    await navigateInApp(page, '/modify');
    await expect(failedPanel(page, 'modify')).toBeVisible();
    // It failed because of the version, loudly: the federation runtime names the module and the versions.
    expect(errors.join('\n')).toMatch(/@mealplan\/shared\/session[\s\S]*\^2\.0\.0/);
    await expect(failedPanel(page, 'modify').getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(remoteRoot(page, 'modify')).toHaveCount(0);
    await expect(header(page)).toBeVisible();
    await header(page).locator('.chrome-profile__toggle').click();
    await expect(header(page).getByRole('button', { name: 'Log Out' })).toBeVisible();

    await navigateInApp(page, '/progress');
    await expect(remoteRoot(page, 'health')).toBeVisible();
  } finally {
    publishRemote('modify', REPOSITORY_BUILD);
  }
  await page.reload();
  await navigateInApp(page, '/modify');
  await expect(remoteRoot(page, 'modify')).toBeVisible();
});

test('a remote published with a new route serves it at once, with its access rule, without a shell rebuild', async ({ page, request }) => {
  const shellPage = await (await request.get('/')).text();

  // Before: no remote declares the path, so the content area's catch-all shows "Not found" to anyone.
  await page.goto('/meal-ideas');
  await expect(remoteRoot(page, 'content').getByText('Not found')).toBeVisible();

  publishRemote('modify', changed.dist);
  const manifest = (await (await request.get('/remotes.json')).json()) as { routes: { path: string; area: string; access: string }[] };
  expect(manifest.routes).toContainEqual({ path: NEW_ROUTE.path, access: 'signedIn', area: 'modify' });

  await page.goto('/meal-ideas');
  await expect(page).toHaveURL(/\/sign-in$/);
  await signIn(page);
  await page.goto('/meal-ideas');
  await expect(remoteRoot(page, 'modify').getByRole('heading', { name: 'A brand new step' })).toBeVisible();
  expect(await (await request.get('/')).text()).toBe(shellPage);
});

/** The modify version /remotes.json names for a browser whose browser-id cookie is `id`. */
async function modifyVersionFor(request: APIRequestContext, id: string): Promise<string> {
  const body = (await (await request.get('/remotes.json', { headers: { cookie: `device_id=${id}` } })).json()) as { remotes: Record<string, string> };
  return body.remotes.modify ?? '';
}

/** A signed-in browser with browser id `id`, on the modify area: the build it runs. */
async function modifyBuildIn(browser: Browser, id: string): Promise<string | null> {
  const context = await browser.newContext({ baseURL });
  try {
    await context.addCookies([{ name: 'device_id', value: id, url: baseURL }]);
    const page = await context.newPage();
    await signIn(page);
    await navigateInApp(page, MODIFY_UNKNOWN_PATH);
    return await liveBuild(page, 'modify');
  } finally {
    await context.close();
  }
}

test('a canary runs a new release in a share of browsers, each keeping its version, until it is promoted', async ({ browser, page, request }) => {
  publishRemote('modify', changed.dist);
  publishRemote('modify', REPOSITORY_BUILD, ['--share', '50']);
  try {
    // Browser ids the server puts in the canary and out of it (asked as a browser would: by its cookie).
    const ids = Array.from({ length: 40 }, () => randomBytes(16).toString('base64url'));
    const versions = await Promise.all(ids.map((id) => modifyVersionFor(request, id)));
    // Two versions (versions are named by the time they were published): the canary is the newer one.
    const [served, canary] = [...new Set(versions)].sort();
    expect(canary).toBeDefined();
    const inCanary = ids.find((_, at) => versions[at] === canary);
    const outside = ids.find((_, at) => versions[at] === served);

    expect(await modifyBuildIn(browser, outside!)).toBe(changed.buildId);
    const canaryBuild = await modifyBuildIn(browser, inCanary!);
    expect(canaryBuild).not.toBe(changed.buildId);
    expect(await modifyBuildIn(browser, inCanary!)).toBe(canaryBuild);

    // A browser without the cookie is given one by /remotes.json and keeps its version on reload.
    await page.goto('/terms');
    const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'device_id');
    expect([cookie?.httpOnly, cookie?.sameSite]).toEqual([true, 'Lax']);
    await page.reload();
    expect((await page.context().cookies()).find((candidate) => candidate.name === 'device_id')?.value).toBe(cookie?.value);

    releaseCommand('promote-remote', ['modify']);
    expect(await modifyBuildIn(browser, outside!)).toBe(canaryBuild);
  } finally {
    publishRemote('modify', REPOSITORY_BUILD);
  }
});
