import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../src/db';
import { migrate } from '../../src/db/migrate';
// Creating an embedded database folder takes several seconds.
jest.setTimeout(60_000);

describe('embedded database folder', () => {
  let scratch: string;
  let dataDir: string;

  beforeEach(() => {
    scratch = mkdtempSync(path.join(tmpdir(), 'mealplan-data-'));
    dataDir = path.join(scratch, 'nested', 'data');
  });
  afterEach(() => rmSync(scratch, { recursive: true, force: true }));

  it('is created on first start and keeps its data across restarts', async () => {
    const first = await openDatabase({ dataDir });
    await migrate(first);
    await first.query('INSERT INTO settings (alias, value) VALUES ($1, $2)', ['team_email', JSON.stringify('team@mealplan.ae')]);
    await first.close();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);

    const second = await openDatabase({ dataDir });
    expect(await migrate(second)).toEqual([]);
    expect(await second.one("SELECT value FROM settings WHERE alias = 'team_email'")).toEqual({ value: 'team@mealplan.ae' });
    await second.close();
  });

  it('refuses a folder another running process owns', async () => {
    await (await openDatabase({ dataDir })).close();
    writeFileSync(`${dataDir}.lock`, String(process.ppid));
    await expect(openDatabase({ dataDir })).rejects.toThrow(`in use by process ${process.ppid}`);
  });
});
