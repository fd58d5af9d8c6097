// Locating the remotes on the page: each remote's root carries data-remote and data-build.
import type { Page } from '@playwright/test';
import type { Area } from '@mealplan/shared/federation';

/** One of the six areas named in shared/areas.json. */
export type AreaName = Area;

export const remoteRoot = (page: Page, area: AreaName) => page.locator(`[data-remote="${area}"]`);

/** The panel the shell shows in an area whose remote failed to load. */
export const failedPanel = (page: Page, area: AreaName) => page.locator(`[data-area="${area}"] [data-testid="area-failed"]`);

/** Client-side navigation (no page reload), as a link inside the app would do. */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** The build id a remote was built with (BUILD_ID at build time). */
export const liveBuild = (page: Page, area: AreaName) => remoteRoot(page, area).getAttribute('data-build');
