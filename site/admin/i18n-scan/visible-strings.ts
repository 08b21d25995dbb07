/**
 * The texts an editor can see in the admin's sources (issue 26 "Every admin text is Portuguese"),
 * read with the TypeScript parser: JSX text, the strings a JSX child expression can show, the
 * visible attributes (label, title, aria-label, placeholder, alt, hint…), the visible properties of
 * object literals (a toast's title and description, a column's label), the values of label tables
 * (`*_LABELS`), the answers of label functions (`triggerLabel`) and confirm/alert prompts.
 * Only for tests: it reads files and loads the compiler.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

export interface VisibleString {
  file: string;
  line: number;
  text: string;
}

/** Attribute and property names whose string is shown (or read out) to the editor. */
const VISIBLE_NAME = /^(?:label|title|aria-label|aria-description|placeholder|alt|hint|description|message|summary|text|what|heading|lead|empty|tooltip|confirm|detail|saveLabel|[a-z]+(?:Label|Text|Title|Message|Hint))$/;
/** Declarations whose every string value is a label: `ROLE_LABELS`, `STATUS_TEXT`, `OUTCOME`… */
const LABEL_TABLE = /(?:LABELS?|TEXTS?|TITLES?|MESSAGES?|NAMES|ENTITIES|ACTIONS|KINDS|TRIGGERS|COLUMNS|BADGES|OUTCOME|STATUS|STATES|HINTS?|TOOLS|GROUPS|SECTIONS|WORDS)$/;
/** Functions whose answer is shown: `triggerLabel`, `describeRun`, `runSummary`… */
const LABEL_FUNCTION = /(?:[lL]abel|[tT]ext|[sS]ummary|[mM]essage|[tT]itle|^describe[A-Z]\w*|[hH]int|[oO]rigin)$/;
/** JSX elements whose content is code, not prose. */
const CODE_ELEMENTS = new Set(['code', 'kbd', 'pre', 'samp']);

/** The strings an expression can evaluate to and show: literals through ?:, ??, ||, &&, + and templates. */
function shownStrings(node: ts.Node | undefined): ts.Node[] {
  if (!node) return [];
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) return [node];
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) return shownStrings(node.expression);
  if (ts.isConditionalExpression(node)) return [...shownStrings(node.whenTrue), ...shownStrings(node.whenFalse)];
  if (ts.isBinaryExpression(node)) {
    const op = node.operatorToken.kind;
    if (op === ts.SyntaxKind.QuestionQuestionToken || op === ts.SyntaxKind.BarBarToken || op === ts.SyntaxKind.PlusToken) return [...shownStrings(node.left), ...shownStrings(node.right)];
    if (op === ts.SyntaxKind.AmpersandAmpersandToken) return shownStrings(node.right);
    return [];
  }
  if (ts.isArrayLiteralExpression(node)) return node.elements.flatMap(shownStrings);
  // A wrapper's arguments (`clip(\`falhou: …\`)`, `describeError(error, 'Sair')`) are what it shows.
  // Not a key passed along (`pickerTool('products', …)`): one lower-case token is an id, not a text.
  if (ts.isCallExpression(node)) return node.arguments.flatMap(shownStrings).filter((arg) => !/^[a-z][\w-]*$/.test(textOf(arg)));
  if (ts.isObjectLiteralExpression(node)) return node.properties.flatMap((p) => (ts.isPropertyAssignment(p) && !isKeyName(p.name) ? shownStrings(p.initializer) : []));
  return [];
}

/** Properties of a label table that hold ids, not texts. */
function isKeyName(name: ts.PropertyName): boolean {
  return ts.isIdentifier(name) && ['href', 'key', 'id', 'variant', 'tone', 'needs', 'action', 'icon', 'kind', 'value', 'name', 'path', 'also', 'mode'].includes(name.text);
}

/** `Record<…, string>`: a table of texts by key. */
function isTextTable(type: ts.TypeNode | undefined): boolean {
  return !!type && ts.isTypeReferenceNode(type) && type.typeName.getText() === 'Record' && type.typeArguments?.[1]?.kind === ts.SyntaxKind.StringKeyword;
}

function textOf(node: ts.Node): string {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ');
  return node.getText();
}

function nameOf(node: ts.Node): string | undefined {
  if (ts.isIdentifier(node) || ts.isStringLiteral(node) || ts.isPrivateIdentifier(node)) return node.text;
  if (ts.isJsxNamespacedName(node)) return `${node.namespace.text}:${node.name.text}`;
  return undefined;
}

function insideCode(node: ts.Node): boolean {
  for (let p: ts.Node | undefined = node.parent; p; p = p.parent) {
    if (ts.isJsxElement(p)) {
      const tag = p.openingElement.tagName;
      if (ts.isIdentifier(tag) && CODE_ELEMENTS.has(tag.text)) return true;
    }
  }
  return false;
}

/** The enclosing function's name (declaration, or the variable an arrow function is assigned to). */
function functionName(node: ts.Node): string | undefined {
  for (let p: ts.Node | undefined = node.parent; p; p = p.parent) {
    if (ts.isFunctionDeclaration(p) || ts.isMethodDeclaration(p)) return p.name ? nameOf(p.name) : undefined;
    if ((ts.isArrowFunction(p) || ts.isFunctionExpression(p)) && ts.isVariableDeclaration(p.parent)) return nameOf(p.parent.name);
    if (ts.isArrowFunction(p) || ts.isFunctionExpression(p)) return undefined;
  }
  return undefined;
}

/** Every visible string of one source file. */
export function visibleStringsOf(fileName: string, source: string): { line: number; text: string }[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const found: ts.Node[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node) && node.text.trim() !== '') found.push(node);
    else if (ts.isJsxExpression(node) && node.expression && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) found.push(...shownStrings(node.expression));
    else if (ts.isJsxAttribute(node) && VISIBLE_NAME.test(nameOf(node.name) ?? '') && node.initializer) {
      found.push(...(ts.isStringLiteral(node.initializer) ? [node.initializer] : ts.isJsxExpression(node.initializer) ? shownStrings(node.initializer.expression) : []));
    } else if (ts.isPropertyAssignment(node) && VISIBLE_NAME.test(nameOf(node.name) ?? '')) found.push(...shownStrings(node.initializer));
    else if (ts.isVariableDeclaration(node) && node.initializer && (LABEL_TABLE.test(nameOf(node.name) ?? '') || isTextTable(node.type))) found.push(...shownStrings(node.initializer));
    else if (ts.isReturnStatement(node) && LABEL_FUNCTION.test(functionName(node) ?? '')) found.push(...shownStrings(node.expression));
    else if (ts.isArrowFunction(node) && !ts.isBlock(node.body) && LABEL_FUNCTION.test(functionName(node.body) ?? '')) found.push(...shownStrings(node.body));
    else if (ts.isCallExpression(node) && /^(?:confirm|alert|toast)$/.test(nameOf(ts.isPropertyAccessExpression(node.expression) ? node.expression.name : node.expression) ?? '')) found.push(...node.arguments.flatMap(shownStrings));
    ts.forEachChild(node, visit);
  };
  visit(file);
  const seen = new Set<ts.Node>();
  return found
    .filter((node) => !seen.has(node) && seen.add(node) && !insideCode(node))
    .map((node) => ({ line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: textOf(node).replace(/\s+/g, ' ').trim() }))
    .filter((s) => s.text !== '');
}

/** The admin's source files (not tests, not this scanner): .ts and .tsx under `root`. */
export function adminSourceFiles(root: string, skip: (path: string) => boolean = () => false): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !skip(path)) out.push(path);
    }
  };
  walk(root);
  return out.sort();
}

/** Every visible string of the admin's sources under `root`, named by file (relative to `base`) and line. */
export function adminVisibleStrings(root: string, base: string, skip?: (path: string) => boolean): VisibleString[] {
  return adminSourceFiles(root, skip).flatMap((path) => visibleStringsOf(path, readFileSync(path, 'utf8')).map((s) => ({ file: relative(base, path), ...s })));
}
