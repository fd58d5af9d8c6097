// Usage: REPO=<root> npx tsx /tmp/firstpage.ts — guest first page JS (gzip) of the built site at REPO.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
const REPO = process.env.REPO!;
const port = String(20000 + Math.floor(Math.random() * 20000));
const env = { ...process.env, PORT: port, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'fp-data-')), RELEASES_DIR: mkdtempSync(path.join(tmpdir(), 'fp-rel-')), DATABASE_URL: '', REDIS_URL: '' };
async function main() {
  const server = spawn('npx', ['tsx', 'server/src/main.ts'], { cwd: REPO, env, stdio: 'ignore' });
  try {
    const deadline = Date.now() + 180000;
    for (;;) { try { if ((await fetch(`http://127.0.0.1:${port}/remotes.json`)).ok) break; } catch {} if (Date.now() > deadline) throw new Error('no server'); await new Promise((r) => setTimeout(r, 500)); }
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
    const page = await browser.newPage();
    const bodies: Promise<[string, Buffer]>[] = [];
    page.on('response', (r) => { if (r.request().resourceType() === 'script') bodies.push(r.body().then((b) => [r.url(), b])); });
    await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'networkidle' });
    await page.locator('[data-remote]').first().waitFor();
    const all = await Promise.all(bodies);
    await browser.close();
    let total = 0;
    for (const [url, b] of all) { const kb = gzipSync(b).length / 1024; total += kb; console.log(kb.toFixed(1).padStart(7), url.replace(/^http:\/\/127.0.0.1:\d+/, '')); }
    console.log(`TOTAL ${all.length} files ${total.toFixed(1)} KiB gzip`);
  } finally { server.kill(); }
}
main().catch((e) => { console.error(e); process.exit(1); });
