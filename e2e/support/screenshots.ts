// Screenshots for reviewing pages: desktop 1366x900 and phone 390x844, saved to e2e/screenshots/<name>-<size>.png.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

export const SCREEN_SIZES = {
  desktop: { width: 1366, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

export const SCREENSHOT_DIR = path.resolve(__dirname, '..', 'screenshots');

/** Waits until finite animations (page entry, modal fade-in) have run to their end; endless ones (spinners) are ignored. */
export async function animationsSettled(page: Page): Promise<void> {
  // A popup starts fading in a moment after it opens (the kit's Dialog adds ui-modal--entered): until then it is
  // transparent with no transition running yet, so it is waited for too.
  await page.waitForFunction(
    () =>
      document.querySelector('.ui-modal:not(.ui-modal--entered)') === null &&
      document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/**
 * Opens `url` at each size and saves a full-page screenshot once `ready` (a selector) is visible.
 * Returns the saved file paths. Usage: await takeScreenshots(page, 'landing', '/', '[data-remote="account"]').
 */
export async function takeScreenshots(page: Page, name: string, url: string, ready = '[data-remote]'): Promise<string[]> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const files: string[] = [];
  for (const [size, viewport] of Object.entries(SCREEN_SIZES)) {
    await page.setViewportSize(viewport);
    await page.goto(url);
    await page.locator(ready).first().waitFor({ state: 'visible' });
    await page.evaluate(() => document.fonts.ready);
    const file = path.join(SCREENSHOT_DIR, `${name}-${size}.png`);
    await page.screenshot({ path: file, fullPage: true });
    files.push(file);
  }
  return files;
}

/** Chooses a language with the header's switch (in the burger menu on a phone, closed again after), as a customer does. */
export async function chooseLanguageInHeader(page: Page, label: 'English' | 'العربية'): Promise<void> {
  const header = page.locator('.chrome-header');
  const option = header.getByRole('button', { name: label, exact: true });
  const burger = page.locator('.chrome-burger');
  // Waited for first: right after a reload the header is not drawn yet, and the switch is then neither in view nor
  // behind a visible burger (the burger is only shown at phone size).
  await expect(header).toBeVisible();
  if ((await burger.isVisible()) && (await burger.getAttribute('aria-expanded')) !== 'true') await burger.click();
  await option.click();
  await expect(page.locator('html')).toHaveAttribute('dir', label === 'English' ? 'ltr' : 'rtl');
  if ((await burger.isVisible()) && (await burger.getAttribute('aria-expanded')) === 'true') await burger.click();
}

export interface BilingualShotOptions {
  /** Runs after each switch, before the shot (e.g. opens a modal: the header cannot be reached behind it). */
  prepare?: () => Promise<void>;
  /** Runs after each shot (e.g. closes that modal again). */
  undo?: () => Promise<void>;
  /** Scrolls to the top before the shot. */
  scrollToTop?: boolean;
}

/**
 * The page as it is, in English, then in Arabic (switched with the header, then back to English): full-page
 * screenshots e2e/screenshots/<name>.png and ar-<name>.png.
 */
export async function shootInEnglishAndArabic(
  page: Page,
  name: string,
  { prepare, undo, scrollToTop = false }: BilingualShotOptions = {},
): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  for (const [prefix, label] of [
    ['', 'English'],
    ['ar-', 'العربية'],
  ] as const) {
    if (prefix) await chooseLanguageInHeader(page, label);
    await prepare?.();
    await page.evaluate(() => document.fonts.ready);
    if (scrollToTop) await page.evaluate(() => window.scrollTo(0, 0));
    await animationsSettled(page);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${prefix}${name}.png`), fullPage: true });
    await undo?.();
  }
  await chooseLanguageInHeader(page, 'English');
}
