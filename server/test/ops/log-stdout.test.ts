// The process log on stdout (server/src/ops/log.ts): written asynchronously, gathered as bytes and written together,
// yet every line arrives whole and in order, text in any language intact, the last lines before process.exit are not
// lost, and a lone line on a quiet server is not held back until more come; a logger that writes nothing starts no
// timer (under jest, such a timer kept every test file's environment in the worker's memory).
import { spawn, spawnSync } from 'node:child_process';
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

  it('starts its periodic flush at the first line written, not before', () => {
    const counting = `
let intervals = 0;
const setIntervalBefore = setInterval;
globalThis.setInterval = (...args) => ((intervals += 1), setIntervalBefore(...args));
const { createLogger } = require(${JSON.stringify(path.join(__dirname, '../../src/ops/log'))});
const silent = createLogger('silent');
silent.info('not written');
const quiet = createLogger('info');
quiet.debug('below its level');
process.stderr.write('before ' + intervals + '\\n');
quiet.info('written');
process.stderr.write('after ' + intervals + '\\n');
`;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '-e', counting], { encoding: 'utf8', env: { ...process.env, LOG_LEVEL: 'silent' } });
    expect(run.stderr).toContain('before 0\n');
    expect(run.stderr).toContain('after 1\n');
    expect(run.stdout).toContain('"msg":"written"');
  });

  it('writes a lone line while the process goes on running', async () => {
    const quiet = `
const { createLogger } = require(${JSON.stringify(path.join(__dirname, '../../src/ops/log'))});
createLogger('info').info('alone');
setTimeout(() => undefined, 60_000);
`;
    const child = spawn(process.execPath, ['--import', 'tsx', '-e', quiet], { stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      const first = await new Promise<string>((resolve) => child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString('utf8'))));
      expect(child.exitCode).toBeNull();
      expect(JSON.parse(first)).toMatchObject({ level: 'info', msg: 'alone' });
    } finally {
      child.kill();
    }
  });
});
