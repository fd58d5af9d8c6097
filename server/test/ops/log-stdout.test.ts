// The process log on stdout (server/src/ops/log.ts): written asynchronously, gathered as bytes, yet every line
// arrives whole and in order, text in any language intact, and the last lines before process.exit are not lost.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const SCRIPT = `
const { createLogger } = require(${JSON.stringify(path.join(__dirname, '../../src/ops/log'))});
const logger = createLogger('info');
for (let i = 0; i < 2000; i += 1) logger.info({ i, text: 'Dubaï مرحبا ' + 'x'.repeat(i % 50) }, 'line');
logger.debug('not at info');
logger.fatal('about to exit');
process.exit(1);
`;

describe('the log on stdout', () => {
  it('writes every line whole, in order and in any language, up to process.exit', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', '-e', SCRIPT], { encoding: 'utf8', env: { ...process.env, LOG_LEVEL: 'info' } });
    expect(run.status).toBe(1);
    const entries = run.stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { level: string; msg: string; i?: number; text?: string });
    expect(entries).toHaveLength(2001);
    entries.slice(0, 2000).forEach((entry, index) => {
      expect(entry).toMatchObject({ level: 'info', msg: 'line', i: index, text: `Dubaï مرحبا ${'x'.repeat(index % 50)}` });
    });
    expect(entries[2000]).toMatchObject({ level: 'fatal', msg: 'about to exit' });
  });
});
