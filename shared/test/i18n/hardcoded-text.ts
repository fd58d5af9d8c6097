// Finds interface text written into the code instead of a catalogue (issue 8): JSX text with letters, string
// literals given to text attributes (aria-label, title, placeholder, alt, label…), string literals rendered as JSX
// children ({'…'}, {open ? 'Hide' : 'Show'}), and page texts in objects (title, description…) of the apps' sources.
import ts from 'typescript';

/** Attributes and props whose value is shown or read out to the customer. */
export const TEXT_ATTRIBUTES = new Set([
  'aria-label',
  'aria-roledescription',
  'aria-placeholder',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
  'headline',
  'subtitle',
  'description',
  'hint',
  'caption',
]);
/** Object properties that carry a page's visible texts (route and page lists of the remotes). */
export const TEXT_PROPERTIES = new Set(['title', 'description', 'headline', 'subtitle', 'placeholder', 'label']);

const LETTER = /\p{L}/u;
/** An `i18n-ignore: reason` comment (a line comment, or a block comment in JSX) on the line above exempts one line (brand names, codes shown as is). */
const IGNORE = /(\/\/|\/\*)\s*i18n-ignore\b/;

export interface Finding {
  line: number;
  text: string;
  kind: 'jsx-text' | 'attribute' | 'child' | 'property';
}

/** String literals an expression renders as is (through conditionals, ||, ??, parentheses), not those passed to calls. */
function renderedLiterals(expression: ts.Expression): ts.StringLiteralLike[] {
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return [expression];
  if (ts.isTemplateExpression(expression))
    return [
      expression.head as unknown as ts.StringLiteralLike,
      ...expression.templateSpans.map((span) => span.literal as unknown as ts.StringLiteralLike),
    ];
  if (ts.isParenthesizedExpression(expression)) return renderedLiterals(expression.expression);
  if (ts.isConditionalExpression(expression)) return [...renderedLiterals(expression.whenTrue), ...renderedLiterals(expression.whenFalse)];
  if (
    ts.isBinaryExpression(expression) &&
    [ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.AmpersandAmpersandToken, ts.SyntaxKind.PlusToken].includes(
      expression.operatorToken.kind,
    )
  ) {
    return [...renderedLiterals(expression.left), ...renderedLiterals(expression.right)];
  }
  return [];
}

/** Page texts in a JSON declaration (a remote's routes.json: `upcoming: {title, description}`). */
function findJsonText(source: string): Finding[] {
  const findings: Finding[] = [];
  const lines = source.split('\n');
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (typeof value === 'object' && value !== null) {
      for (const [key, inner] of Object.entries(value)) {
        if (TEXT_PROPERTIES.has(key) && typeof inner === 'string' && LETTER.test(inner)) {
          const line = lines.findIndex((text) => text.includes(JSON.stringify(inner)));
          findings.push({ line: line + 1, text: inner, kind: 'property' });
        } else walk(inner);
      }
    }
  };
  walk(JSON.parse(source));
  return findings;
}

export function findHardcodedText(fileName: string, source: string): Finding[] {
  if (fileName.endsWith('.json')) return findJsonText(source);
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const lines = source.split('\n');
  const findings: Finding[] = [];
  const report = (node: ts.Node, text: string, kind: Finding['kind']) => {
    if (!LETTER.test(text)) return;
    const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line;
    if (IGNORE.test(lines[line - 1] ?? '') || IGNORE.test(lines[line] ?? '')) return;
    findings.push({ line: line + 1, text: text.trim().replace(/\s+/g, ' '), kind });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text, 'jsx-text');
    else if (ts.isJsxAttribute(node) && TEXT_ATTRIBUTES.has(node.name.getText(file)) && node.initializer) {
      const { initializer } = node;
      if (ts.isStringLiteral(initializer)) report(initializer, initializer.text, 'attribute');
      else if (ts.isJsxExpression(initializer) && initializer.expression) {
        for (const literal of renderedLiterals(initializer.expression)) report(literal, literal.text, 'attribute');
      }
    } else if (ts.isJsxExpression(node) && node.expression && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      for (const literal of renderedLiterals(node.expression)) report(literal, literal.text, 'child');
    } else if (ts.isPropertyAssignment(node) && TEXT_PROPERTIES.has(node.name.getText(file))) {
      for (const literal of renderedLiterals(node.initializer)) report(literal, literal.text, 'property');
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return findings;
}
