// Walks the repository's source folders (no node_modules, build output or caches) for the i18n guards.
import { readdirSync } from 'node:fs';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '../../..');
const SKIPPED = new Set(['node_modules', 'dist', '.tsbuild', '.git', 'test-results', 'playwright-report', 'releases', 'data', 'outbox', 'coverage']);

export function repoFiles(matches: (relativePath: string) => boolean, dir = REPO_ROOT): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...repoFiles(matches, full));
    else if (matches(path.relative(REPO_ROOT, full))) found.push(path.relative(REPO_ROOT, full));
  }
  return found.sort();
}
