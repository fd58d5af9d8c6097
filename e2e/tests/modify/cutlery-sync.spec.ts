// /modify's calendar (issue 20; doc 3 §2 "Modify plan page", §5 "Cutlery is 0 or 1"; the live sync beyond the spec),
// at desktop and phone size: the demo customer sets the cutlery ('Cutlery value set well') and a second tab of the same
// browser shows the change without a reload (the order's push). The demo's plan is shared: the sizes run one after
// the other.
import { expect, test } from '@playwright/test';
import { SCREEN_SIZES } from '../../support/screenshots';
import { DEMO_CUSTOMER_WITH_PLAN } from '../../support/session';
import { area, openModifyPage } from './modifyJourney';

test.describe.configure({ mode: 'serial' });

// Measured with --workers=1 on the shared 2-core machine at a load average above 20: 28 s to 2.1 min a journey (the day
// edit the longest), past the default minute when other jobs starve it; slow() gives that margin.
test.beforeEach(() => test.slow());

for (const [size, viewport] of Object.entries(SCREEN_SIZES)) {
  test(`at ${size} size: cutlery is set, and a second tab shows the change without a reload`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openModifyPage(page, '/modify', DEMO_CUSTOMER_WITH_PLAN);
    const other = await page.context().newPage();
    await other.setViewportSize(viewport);
    await openModifyPage(other, '/modify');

    const cutlery = area(page).getByLabel('Cutlery');
    const next = (await cutlery.inputValue()) === '1' ? 'No' : 'Yes';
    await cutlery.selectOption({ label: next });
    await expect(page.getByRole('dialog')).toContainText('Cutlery value set well');
    await expect(area(other).getByLabel('Cutlery').locator('option:checked')).toHaveText(next);
    await other.close();
  });
}
