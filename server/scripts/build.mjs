// npm run build --workspace server: the production server in server/dist, run by `npm run start:prod`.
//   1. @mealplan/shared (TypeScript source in the repository) compiled to CommonJS in dist/node_modules/@mealplan/shared,
//      with a package.json whose exports are shared's own, pointed at the .js files; Node resolves the compiled
//      server's `require('@mealplan/shared/…')` there before the workspace link, so production runs no TypeScript.
//   2. The server compiled to CommonJS in dist/ (same layout as src/), and the PGlite worker and the menu PDF's font
//      files copied beside their modules.
// Types are not checked here (npm run typecheck does); this is emit only, so it takes seconds.
import { execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(serverRoot, 'dist');
// Built beside dist (same depth, so the paths made from __dirname hold) and swapped in at the end: a process
// running from dist, or a second build at the same time, never sees half a build.
const staging = path.join(serverRoot, `dist.building-${process.pid}`);
const sharedRoot = path.resolve(serverRoot, '../shared');
const sharedOut = path.join(staging, 'node_modules/@mealplan/shared');
const tsc = path.join(path.dirname(fileURLToPath(import.meta.resolve('typescript/package.json'))), 'bin/tsc');

rmSync(staging, { recursive: true, force: true });
execFileSync(process.execPath, [tsc, '-p', path.join(serverRoot, 'tsconfig.build-shared.json'), '--outDir', sharedOut], { stdio: 'inherit' });
execFileSync(process.execPath, [tsc, '-p', path.join(serverRoot, 'tsconfig.build.json'), '--outDir', staging], { stdio: 'inherit' });

/** "./src/protocol/index.ts" -> "./src/protocol/index.js" when it was compiled; JSON as is; anything else left out. */
function compiledTarget(target) {
  const js = target.replace(/\.tsx?$/, '.js');
  return existsSync(path.join(sharedOut, js)) ? js : undefined;
}

const shared = JSON.parse(readFileSync(path.join(sharedRoot, 'package.json'), 'utf8'));
const exports = {};
for (const [subpath, target] of Object.entries(shared.exports)) {
  if (typeof target !== 'string' || target.includes('*')) continue;
  const compiled = compiledTarget(target);
  if (compiled) exports[subpath] = compiled;
}
writeFileSync(
  path.join(sharedOut, 'package.json'),
  `${JSON.stringify({ name: shared.name, version: shared.version, private: true, exports, dependencies: shared.dependencies }, null, 2)}\n`,
);
copyFileSync(path.join(serverRoot, 'src/db/pglite-worker.cjs'), path.join(staging, 'db/pglite-worker.cjs'));
// The menu PDF's Arabic font files, read beside the compiled fonts module (server/src/menu-pdf/fonts/README.md).
cpSync(path.join(serverRoot, 'src/menu-pdf/fonts'), path.join(staging, 'menu-pdf/fonts'), {
  recursive: true,
  filter: (file) => !file.endsWith('.md'),
});
const previous = `${dist}.previous-${process.pid}`;
if (existsSync(dist)) renameSync(dist, previous);
renameSync(staging, dist);
rmSync(previous, { recursive: true, force: true });
console.log(`server built in ${path.relative(process.cwd(), dist) || '.'} (start it with npm run start:prod)`);
