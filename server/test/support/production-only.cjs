// Preloaded (node -r) into the compiled server by test/ops/production.test.ts: the process stops at once if it
// loads TypeScript source or a package that package-lock.json marks as a devDependency (tsx, typescript, jest…),
// so the production start is known to need only production dependencies at run time.
const Module = require('node:module');
const path = require('node:path');
const { readFileSync } = require('node:fs');

const root = path.resolve(__dirname, '../../..');
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
const PACKAGE = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)/;

const resolve = Module._resolveFilename;
Module._resolveFilename = function resolveChecked(request, ...rest) {
  const file = resolve.call(this, request, ...rest);
  if (!path.isAbsolute(file)) return file;
  if (/\.(ts|tsx|mts|cts)$/.test(file)) throw new Error(`TypeScript source loaded at run time: ${file}`);
  const relative = path.relative(root, file).split(path.sep).join('/');
  const match = PACKAGE.exec(relative);
  if (match && lock.packages[match[1]]?.dev === true) throw new Error(`devDependency loaded at run time: ${match[1]} (${request})`);
  return file;
};
