// The guard's second half (issue 8): no interface text written into the apps' code. Scans every source file of the
// shell, the shared kit and every remote (found by folder, so a new remote is covered at once) for JSX text, text
// attributes, rendered string literals and page-text properties; database content and customer input are never
// literals, so they pass. (The files once listed as still being converted are all converted now.)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findHardcodedText } from './hardcoded-text';
import { REPO_ROOT, repoFiles } from './repoFiles';

const SOURCES = /^(shell\/src|shared\/src\/ui|mfe-[a-z0-9-]+\/src)\/(.*\.tsx?|routes\.json)$/;
const sources = repoFiles((file) => SOURCES.test(file) && !file.endsWith('.d.ts'));
const findingsOf = (file: string) => findHardcodedText(file, readFileSync(path.join(REPO_ROOT, file), 'utf8'));

it('scans the shell, the kit and every remote', () => {
  expect(sources).toEqual(expect.arrayContaining(['shell/src/chrome/Header.tsx', 'shared/src/ui/ModalHost.tsx', 'mfe-account/src/Routes.tsx']));
});

describe.each(sources)('%s', (file) => {
  it('has no interface text outside a catalogue', () => {
    expect(findingsOf(file).map(({ line, kind, text }) => `${file}:${line} ${kind} "${text}"`)).toEqual([]);
  });
});

describe('the scanner', () => {
  const found = (source: string) => findHardcodedText('Example.tsx', source).map(({ kind, text }) => `${kind}:${text}`);

  it('finds text, text attributes, rendered literals and page-text properties', () => {
    expect(found(`export const A = () => <p title="Tip">Hello <b>there</b></p>;`)).toEqual(['attribute:Tip', 'jsx-text:Hello', 'jsx-text:there']);
    expect(
      found(`export const B = ({ open }: { open: boolean }) => <button aria-label={open ? 'Close' : 'Open'}>{open ? 'Hide' : 'Show'}</button>;`),
    ).toEqual(['attribute:Close', 'attribute:Open', 'child:Hide', 'child:Show']);
    expect(found(`export const PAGES = [{ path: 'menu', title: 'Build my meal plan' }];`)).toEqual(['property:Build my meal plan']);
    expect(findHardcodedText('routes.json', '[{"path": "/menu", "upcoming": {"title": "Build my meal plan"}}]').map(({ text }) => text)).toEqual([
      'Build my meal plan',
    ]);
    expect(found('export const C = ({ n }: { n: number }) => <span>{`${n} days left`}</span>;')).toEqual(['child:days left']);
  });

  it('lets catalogue look-ups, symbols, data and exempted lines pass', () => {
    expect(
      found(`
        export const D = ({ intl, user }: any) => (
          <div className="x" data-testid="area" aria-label={intl.formatMessage({ id: 'shell.header.mainNav' })}>
            <span aria-hidden="true">×</span> {user.firstName} {'/'} 404
            {/* i18n-ignore: brand */}
            <b>MealPlan</b>
          </div>
        );`),
    ).toEqual([]);
  });
});
