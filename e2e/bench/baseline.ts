// Shared by the benches: the gzip size of React + ReactDOM's own production files, the baseline any React page pays.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { REPO_ROOT, serverEnv } from '../support/environment';

export const gzipKb = (bytes: Buffer) => gzipSync(bytes).length / 1024;

export function reactBaselineKb(): number {
  const files = [
    'react/cjs/react.production.js',
    'react-dom/cjs/react-dom.production.js',
    'react-dom/cjs/react-dom-client.production.js',
    'scheduler/cjs/scheduler.production.js',
  ];
  return gzipKb(Buffer.concat(files.map((file) => readFileSync(path.join(REPO_ROOT, 'node_modules', file)))));
}

/** Waits until `url` answers 2xx. */
export async function waitForServer(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`);
}

/**
 * The built site on a fresh server (embedded database, npm run build first). Its own process group: stop() ends the
 * server itself, not only the npx and tsx processes in front of it (which would leave it running). `yieldCpu` runs it
 * at a lower CPU priority (nice 10): a page measured as a phone's shares this machine's two cores with the server,
 * whose work (the embedded database's queries included) is not the phone's.
 */
export function startBenchServer(extra: Record<string, string> = {}, { yieldCpu = false } = {}): { stop(): void } {
  const command = ['npx', 'tsx', 'server/src/main.ts'];
  const [program, ...args] = yieldCpu ? ['nice', '-n', '10', ...command] : command;
  const server = spawn(program!, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, ...serverEnv(extra) },
    stdio: 'ignore',
    detached: true,
  });
  return {
    stop() {
      if (server.pid !== undefined && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
    },
  };
}
