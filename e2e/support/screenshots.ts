// Screenshots for reviewing pages: desktop 1366x900 and phone 390x844, saved to e2e/screenshots/<name>-<size>.png.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

export const SCREEN_SIZES = {
  desktop: { width: 1366, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

export const SCREENSHOT_DIR = path.resolve(__dirname, '..', 'screenshots');

/** Waits until finite animations (page entry, modal fade-in) have run to their end; endless ones (spinners) are ignored. */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
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
