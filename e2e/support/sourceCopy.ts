// A changed copy of the source, for deployment tests: build one remote from it and publish it like a team would.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './environment';

/** A file edit: receives the file's text and returns the changed text (it must change something). */
export type SourceEdits = Record<string, (text: string) => string>;

const SKIPPED = /[/\\](node_modules|dist|\.tsbuild)([/\\]|$)/;

/**
 * Copies the root TypeScript settings and the given workspaces (without builds or node_modules) into a temporary
 * folder, applies `edits` (paths relative to the repository root), and links the repository's installed packages,
 * except that @mealplan/* point into the copy: the copy builds from its own, changed, source.
 */
export function copyOfSource(workspaces: string[], edits: SourceEdits): string {
  const root = mkdtempSync(path.join(tmpdir(), 'mealplan-source-'));
  for (const file of ['package.json', 'tsconfig.base.json']) cpSync(path.join(REPO_ROOT, file), path.join(root, file));
  for (const workspace of workspaces) {
    cpSync(path.join(REPO_ROOT, workspace), path.join(root, workspace), { recursive: true, filter: (source) => !SKIPPED.test(source) });
  }
  const modules = path.join(root, 'node_modules');
  mkdirSync(path.join(modules, '@mealplan'), { recursive: true });
  // .cache stays out: the copy's webpack cache must not replace the repository's.
  for (const entry of readdirSync(path.join(REPO_ROOT, 'node_modules'))) {
    if (entry !== '@mealplan' && entry !== '.cache') symlinkSync(path.join(REPO_ROOT, 'node_modules', entry), path.join(modules, entry));
  }
  for (const workspace of workspaces) {
    const { name } = JSON.parse(readFileSync(path.join(root, workspace, 'package.json'), 'utf8')) as { name: string };
    symlinkSync(path.join(root, workspace), path.join(modules, name));
  }
  for (const [file, edit] of Object.entries(edits)) {
    const target = path.join(root, file);
    const before = readFileSync(target, 'utf8');
    const after = edit(before);
    if (after === before) throw new Error(`The edit of ${file} changed nothing`);
    writeFileSync(target, after);
  }
  return root;
}
