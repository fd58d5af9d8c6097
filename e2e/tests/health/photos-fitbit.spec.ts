// Progress photos and the fitness tracker (spec 3 §2 "My progress", /fitbit; §5 upload rules; §8 messages), at
// desktop and phone size: on /progress a photo uploads and shows and a 300 KB one is refused; /fitbit is the tracker's
// page only, and the tracker sandbox connects through OAuth and imports weights once.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { accessibilityViolations } from '../../support/accessibility';
import { SCREEN_SIZES, SCREENSHOT_DIR } from '../../support/screenshots';
import { newCustomer, signUpByCall } from '../account/helpers';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A real PNG in two colours (top and bottom halves); `padding` bytes of comment make it as large as needed. */
function png(width: number, height: number, top: number[], bottom: number[], padding = 0): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  const rows = Array.from({ length: height }, (_, y) =>
    Buffer.concat([Buffer.from([0]), ...Array.from({ length: width }, () => Buffer.from(y < height / 2 ? top : bottom))]),
  );
  const extra = padding ? [chunk('tEXt', Buffer.concat([Buffer.from('Comment\0'), Buffer.alloc(padding, 0x61)]))] : [];
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    ...extra,
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function shot(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

for (const [size, viewport] of Object.entries(SCREEN_SIZES)) {
  test(`progress photos and the fitness tracker at ${size} size`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signUpByCall(page, newCustomer(`photos${size}`), '/progress');

    await page.getByRole('region', { name: 'Cookie notice' }).getByRole('button', { name: 'Ok' }).click();
    const area = page.locator('[data-remote="health"]');
    await expect(area.getByRole('heading', { name: 'Progress photos' })).toBeVisible();

    // A photo uploads and shows.
    await area
      .getByLabel('Upload before photo')
      .setInputFiles({ name: 'before.png', mimeType: 'image/png', buffer: png(60, 80, [46, 125, 90], [230, 214, 180]) });
    await expect(area.getByRole('status').filter({ hasText: 'File Uploaded' })).toBeVisible();
    const before = area.getByRole('img', { name: 'Your before photo' });
    await expect(before).toBeVisible();
    await expect.poll(() => before.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(60);

    // A 300 KB one is refused with the spec message, in the 'File Warning' modal.
    const big = png(8, 8, [1, 2, 3], [4, 5, 6], 300_000);
    await area.getByLabel('Upload after photo').setInputFiles({ name: 'after.png', mimeType: 'image/png', buffer: big });
    const modal = page.getByRole('dialog');
    await expect(modal).toContainText('A big File Size, please use 250 kb maximum');
    await expect(modal).toContainText('File Warning');
    await modal.getByRole('button', { name: /close/i }).first().click();
    await expect(modal).toBeHidden();
    await expect(area.getByText('No photo yet')).toBeVisible();

    // A file named .png holding something else is refused too.
    await area
      .getByLabel('Upload after photo')
      .setInputFiles({ name: 'after.png', mimeType: 'image/png', buffer: Buffer.from('%PDF-1.4 not a photo') });
    await expect(page.getByRole('dialog')).toContainText('Not Allowed File Type, Use Image Please');
    await page.getByRole('dialog').getByRole('button', { name: /close/i }).first().click();

    await area.getByRole('button', { name: 'View History' }).click();
    const history = area.getByRole('region', { name: 'Photo history' });
    await expect(history.getByRole('img', { name: /Your before photo, / })).toBeVisible();
    await expect(history.getByText('Page 1 of 1')).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await shot(page, `health-photos-${size}`);

    // /fitbit is the tracker's page: its connection, no photos.
    await page.goto('/fitbit');
    await expect(area.getByRole('heading', { name: 'Fitness tracker' })).toBeVisible();
    await expect(area.getByRole('button', { name: 'Connect Fitbit' })).toBeVisible();
    await expect(area.getByRole('heading', { name: 'Progress photos' })).toHaveCount(0);

    // The tracker: 'Connect Fitbit' -> the sandbox's consent page -> Allow -> /fitbit shows the server message -> /progress.
    await area.getByRole('button', { name: 'Connect Fitbit' }).click();
    await expect(page.getByRole('heading', { name: 'Fitbit (sandbox)' })).toBeVisible();
    await shot(page, `health-fitbit-consent-${size}`);
    await page.getByRole('button', { name: 'Allow' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your Fitbit account is connected.' })).toBeVisible();
    await shot(page, `health-fitbit-connected-${size}`);
    await expect(page).toHaveURL(/\/progress$/);

    // Connected: the button syncs, and a second sync adds nothing.
    await page.goto('/fitbit');
    const sync = area.getByRole('button', { name: 'Sync Weight progress with Fitbit' });
    await sync.click();
    const synced = area.getByRole('status').filter({ hasText: 'Your weight progress is synced with Fitbit.' });
    await expect(synced).toBeVisible();
    const firstText = await synced.textContent();
    const days = Number(/(\d+)\.$/.exec(firstText ?? '')?.[1]);
    expect(days).toBeGreaterThanOrEqual(9);
    await sync.click();
    await expect(sync).toBeEnabled();
    await expect(synced).toHaveText(firstText ?? '');
    expect(await accessibilityViolations(page)).toEqual([]);
  });
}
