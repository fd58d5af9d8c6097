// Issue 39: the domain announces its own changes. The function in orders/ or accounts/ that changes a customer's data
// or order announces it through the one announcer (orders/order-events.ts) once the change has committed; a channel
// only calls that function and answers. This keeps every file under server/src/channels from announcing: it neither
// imports the announcer nor calls one of its functions (or accounts' retired copy), nor pushes to a customer's sockets.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const CHANNELS = join(__dirname, '../../src/channels');
const ANNOUNCER = join(__dirname, '../../src/orders/order-events.ts');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The functions the announcer exports (customerChanged, orderChanged, …), read from its source. */
function announcerFunctions(): Set<string> {
  const source = ts.createSourceFile(ANNOUNCER, readFileSync(ANNOUNCER, 'utf8'), ts.ScriptTarget.Latest, true);
  const names = source.statements
    .filter(ts.isFunctionDeclaration)
    .filter((node) => node.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword))
    .flatMap((node) => (node.name ? [node.name.text] : []));
  return new Set(names);
}

/** A call that announces a change without the announcer: a push to a customer's sockets. */
const ANNOUNCING_METHODS = new Set(['toUser', 'invalidate']);
/** What announced a change before the one announcer (accounts' copy of customerChanged). */
const RETIRED_ANNOUNCERS = new Set(['userViewChanged']);

/** Where a file announces: `<file>:<line> <what>`. */
export function announcingSites(path: string, text: string, announcer: ReadonlySet<string>): string[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const sites: string[] = [];
  const at = (node: ts.Node, what: string) =>
    sites.push(`${relative(CHANNELS, path)}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1} ${what}`);
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && /(^|\/)order-events$/.test(node.moduleSpecifier.text)) {
      at(node, `imports ${node.moduleSpecifier.text}`);
    }
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : undefined;
      if (name && (announcer.has(name) || RETIRED_ANNOUNCERS.has(name))) at(node, `calls ${name}`);
      else if (name && ts.isPropertyAccessExpression(callee) && ANNOUNCING_METHODS.has(name)) at(node, `calls .${name}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return sites;
}

describe('the domain announces its own changes (issue 39)', () => {
  const announcer = announcerFunctions();

  it('reads the announcer', () => {
    expect([...announcer]).toEqual(expect.arrayContaining(['customerChanged', 'orderChanged']));
  });

  it('no channel imports the announcer, calls it or pushes to a customer', () => {
    const sites = sourceFiles(CHANNELS).flatMap((path) => announcingSites(path, readFileSync(path, 'utf8'), announcer));
    expect(sites).toEqual([]);
  });

  it('finds each way a channel could announce', () => {
    const channel = [
      "import { customerChanged } from '../orders/order-events';",
      "import { userViewChanged } from '../accounts/user-view';",
      'async function save(ctx, userId) {',
      '  await customerChanged(ctx.services, userId);',
      '  await userViewChanged(ctx.services, userId);',
      "  ctx.services.push.toUser(userId, 'order', {});",
      '}',
    ].join('\n');
    expect(announcingSites(join(CHANNELS, 'sample.ts'), channel, announcer)).toEqual([
      'sample.ts:1 imports ../orders/order-events',
      'sample.ts:4 calls customerChanged',
      'sample.ts:5 calls userViewChanged',
      'sample.ts:6 calls .toUser',
    ]);
  });
});
