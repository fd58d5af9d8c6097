// The SQL texts of server/src as the platform guards read them (table-ownership.test.ts, orders-gateway.test.ts):
// every string and template literal of a source file, and the known tables a text names after FROM, JOIN, INTO or UPDATE.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { TABLE_OWNERS } from '../../src/db/table-owners';

export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The texts of a file's string and template literals (a template's parts joined, its substitutions as spaces). */
export function literalTexts(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) texts.push(node.text);
    else if (ts.isTemplateExpression(node)) texts.push([node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' '));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

/** The known tables an SQL text reads or writes. */
export function tablesIn(sql: string): Set<string> {
  const withNames = new Set(
    [...sql.matchAll(/\b([a-z_][a-z0-9_]*)\s+AS\s*(?:NOT\s+)?(?:MATERIALIZED\s+)?\(/gi)].map((match) => match[1]!.toLowerCase()),
  );
  const named = [...sql.matchAll(/\b(?:FROM|JOIN|INTO|UPDATE)\s+(?:ONLY\s+)?"?([a-z_][a-z0-9_]*)"?/gi)].map((match) => match[1]!.toLowerCase());
  return new Set(named.filter((name) => TABLE_OWNERS.has(name) && !withNames.has(name)));
}
