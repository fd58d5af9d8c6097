// The import boundaries, the socketClient rule (issue 18 point 5) and the dangerouslySetInnerHTML rule of
// eslint.config.mjs (issue 7 point 6), checked on
// probe files: ESLint runs in a child Node (it loads its flat config as an ES module), without type information,
// only the boundary rules.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');

const RUNNER = `
import { ESLint } from 'eslint';
const probes = JSON.parse(process.argv[1]);
const eslint = new ESLint({
  overrideConfig: { languageOptions: { parserOptions: { project: null, projectService: false } } },
  ruleFilter: ({ ruleId }) => ['import-x/no-restricted-paths', 'no-restricted-imports', 'no-restricted-syntax'].includes(ruleId),
});
const out = [];
for (const probe of probes) {
  const [result] = await eslint.lintText(probe.code, { filePath: probe.file });
  out.push(result.messages.map((message) => message.ruleId));
}
process.stdout.write(JSON.stringify(out));
`;

interface Probe {
  file: string;
  code: string;
}

const importing = (file: string, from: string): Probe => ({ file, code: `import * as probe from '${from}';\nexport default probe;\n` });
const importingName = (file: string, name: string, from: string): Probe => ({
  file,
  code: `import { ${name} } from '${from}';\nexport default ${name};\n`,
});

function lint(probes: Probe[]): string[][] {
  const stdout = execFileSync(process.execPath, ['--input-type=module', '-e', RUNNER, JSON.stringify(probes)], { cwd: ROOT, encoding: 'utf8' });
  return JSON.parse(stdout) as string[][];
}

describe('eslint import boundaries', () => {
  it('refuse what crosses a boundary and allow what does not', () => {
    const refused: Probe[] = [
      importing('mfe-planner/src/Probe.ts', '../../mfe-account/src/Routes'),
      importing('mfe-planner/src/Probe.ts', '@mealplan/mfe-checkout/src/Routes'),
      importing('mfe-health/src/Probe.ts', '../../server/src/app'),
      importing('mfe-health/src/Probe.ts', '../../shell/src/App'),
      importing('shared/src/ui/Probe.ts', '../session'),
      importing('shared/src/ui/Probe.ts', '@mealplan/shared/session'),
      importing('shared/src/domain/Probe.ts', '../../../shell/src/App'),
      importing('shared/src/Probe.ts', '../../mfe-content/src/Routes'),
      importing('shell/src/Probe.ts', '../../mfe-account/src/Routes'),
      importing('server/src/Probe.ts', 'react'),
      importing('server/src/Probe.ts', '@mealplan/shared/ui'),
      importing('server/src/Probe.ts', '../../shared/src/ui/Spinner'),
      importing('server/src/Probe.ts', '../../shared/src/i18n/AreaIntl'),
      { file: 'mfe-content/src/Probe.tsx', code: "export const html = <div dangerouslySetInnerHTML={{ __html: '<b>x</b>' }} />;\n" },
      // Pages and components get the socket client only through a store (usePageStore); a namespace import would reach it too.
      importingName('mfe-planner/src/features/plan/Probe.tsx', 'socketClient', '@mealplan/shared/session'),
      importingName('mfe-content/src/common/Probe.ts', 'socketClient', '@mealplan/shared/session'),
      importing('mfe-planner/src/Probe.ts', '@mealplan/shared/session'),
    ];
    const allowed: Probe[] = [
      importing('mfe-planner/src/Probe.ts', '@mealplan/shared/domain'),
      importingName('mfe-planner/src/Probe.ts', 'sessionStore', '@mealplan/shared/session'),
      importingName('mfe-planner/src/bootstrap.tsx', 'socketClient', '@mealplan/shared/session'),
      importingName('shell/src/Probe.ts', 'socketClient', '@mealplan/shared/session'),
      importing('mfe-planner/src/pages/Probe.ts', '../Routes'),
      importing('shared/src/ui/Probe.ts', '../domain'),
      importing('shared/src/session/Probe.ts', '../protocol'),
      importing('shell/src/Probe.ts', '@mealplan/shared/session'),
      importing('server/src/Probe.ts', '@mealplan/shared/protocol'),
      importing('server/src/Probe.ts', '../../shared/src/time'),
      { file: 'shared/src/ui/SafeHtml.tsx', code: "export const html = <div dangerouslySetInnerHTML={{ __html: '<b>x</b>' }} />;\n" },
    ];
    const results = lint([...refused, ...allowed]);
    const verdicts = [...refused, ...allowed].map(
      (probe, index) => `${probe.file} ← ${probe.code.split('\n')[0]}: ${results[index]!.length > 0 ? 'refused' : 'allowed'}`,
    );
    expect(verdicts).toEqual([
      ...refused.map((probe) => `${probe.file} ← ${probe.code.split('\n')[0]}: refused`),
      ...allowed.map((probe) => `${probe.file} ← ${probe.code.split('\n')[0]}: allowed`),
    ]);
  }, 30_000); // one child ESLint: about 3 s alone, more while the two cores are shared
});
