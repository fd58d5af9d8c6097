// npm run build: every workspace's own build (the shell, the six remotes, the server), as many at a time as the
// machine has cores, then the shell's prerender of the guest and signed-in pages (it reads the remotes' builds).
// `npm run build --workspaces` runs them one after another: each webpack build keeps about one core busy, so on a
// 2-core machine half of it waited. BUILD_JOBS sets how many run at once. Each build's output is printed as one block
// when it ends, so two builds' lines never interleave. After a failure no further build starts, and the whole build
// fails once those running end.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The workspaces (in the root package.json's order, globs expanded) whose package.json has a build script. */
function workspacesWithBuild() {
  const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const folders = workspaces.flatMap((pattern) =>
    pattern.endsWith('*')
      ? readdirSync(root)
          .filter((name) => name.startsWith(pattern.slice(0, -1)))
          .sort()
      : [pattern],
  );
  return folders.filter((folder) => {
    const manifest = path.join(root, folder, 'package.json');
    return existsSync(manifest) && Boolean(JSON.parse(readFileSync(manifest, 'utf8')).scripts?.build);
  });
}

/** Runs `npm run <script> --workspace <folder>`; resolves with its exit code and everything it printed. */
function run(script, folder) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', script, '--workspace', folder], { cwd: root, env: process.env });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const status = code === 0 ? `done in ${seconds} s` : `FAILED (${signal ?? `exit ${code}`}) after ${seconds} s`;
      process.stdout.write(`\n── ${script} ${folder}: ${status}\n${Buffer.concat(output).toString()}`);
      resolve(code ?? 1);
    });
  });
}

const queue = workspacesWithBuild();
const jobs = Math.max(1, Number(process.env.BUILD_JOBS) || availableParallelism());
let failed = false;
async function lane() {
  for (let folder = queue.shift(); folder !== undefined && !failed; folder = queue.shift()) {
    if ((await run('build', folder)) !== 0) failed = true;
  }
}
await Promise.all(Array.from({ length: Math.min(jobs, queue.length) }, lane));
if (failed || (await run('prerender', 'shell')) !== 0) process.exit(1);
