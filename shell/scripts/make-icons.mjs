// Renders the app icons in shell/public from the two SVGs in shell/icons (run by hand when they change: node
// shell/scripts/make-icons.mjs): PNGs drawn by Chromium, and favicon.ico as an icon file holding 16, 32 and 48 px PNGs.
// The site serves only these raster icons (issue 38): Chromium draws an SVG icon, the page's or the manifest's, as an
// SVG document made on the page's main thread, three of them per page load, each taking 3 to 30 ms there on this
// machine, the longest inside the signed-in dashboard's start-up.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const shell = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.join(shell, 'public');
const svg = (name) => readFileSync(path.join(shell, 'icons', name), 'utf8');

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
async function png(source, size) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<style>html,body{margin:0}svg{display:block;width:${size}px;height:${size}px}</style>${source}`);
  return page.screenshot({ omitBackground: true, type: 'png' });
}

const icon = svg('icon.svg');
writeFileSync(path.join(dir, 'icon-192.png'), await png(icon, 192));
writeFileSync(path.join(dir, 'icon-512.png'), await png(icon, 512));
writeFileSync(path.join(dir, 'apple-touch-icon.png'), await png(svg('icon-maskable.svg'), 180));
writeFileSync(path.join(dir, 'icon-maskable-512.png'), await png(svg('icon-maskable.svg'), 512));

// ICONDIR, one ICONDIRENTRY per size, then the PNGs themselves.
const sizes = [16, 32, 48];
const images = [];
for (const size of sizes) images.push(await png(icon, size));
const header = Buffer.alloc(6 + 16 * sizes.length);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(sizes.length, 4);
let offset = header.length;
sizes.forEach((size, index) => {
  const entry = 6 + 16 * index;
  header.writeUInt8(size, entry);
  header.writeUInt8(size, entry + 1);
  header.writeUInt16LE(1, entry + 4);
  header.writeUInt16LE(32, entry + 6);
  header.writeUInt32LE(images[index].length, entry + 8);
  header.writeUInt32LE(offset, entry + 12);
  offset += images[index].length;
});
writeFileSync(path.join(dir, 'favicon.ico'), Buffer.concat([header, ...images]));
await browser.close();
