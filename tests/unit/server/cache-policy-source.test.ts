/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// Every server-side cache policy lives in lib/server/cache/policy.ts (issue 27). This reads the source of app/ and lib/
// and fails, naming the file and line, on a Cache-Control written anywhere else: a directive in a string, a literal
// Cache-Control header value, or a cache lifetime written as a number (`revalidate: 300`). Pages' route segment
// `revalidate` must stay a literal for Next; tests/unit/server/page-revalidate.test.ts ties each to its policy.

const ROOT = path.resolve(__dirname, '../../..');
const SCANNED = ['app', 'lib'];
const EXEMPT: Record<string, string> = {
  'lib/server/cache/policy.ts': 'the one home of the policies',
  'lib/server/front/browser-cache-control.ts': 'reads the directives of a header to rewrite it for browsers; decides none',
};

const DIRECTIVE = /\b(max-age|s-maxage|stale-while-revalidate|stale-if-error|no-store|no-cache|must-revalidate|proxy-revalidate)\b/i;
const CACHE_HEADER = /^(cdn-)?cache-control$/i;
// HSTS also says max-age; it is a security header, not a cache policy.
const NOT_CACHING = /^(STRICT_TRANSPORT_SECURITY|strict-transport-security)$/i;
// A cookie's attribute (`; Max-Age=…`, after a semicolon, or `Max-Age=…` as a part of its own, capitalised as cookies
// write it) is not a Cache-Control directive (those are comma-separated and lower-case).
const COOKIE_MAX_AGE = /;\s*max-age=|^Max-Age=/gi;

type Finding = { line: number; what: string };

const textOf = (node: ts.Node): string | null =>
  ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node) ? node.text : null;

const nameOf = (node: ts.Node): string | null =>
  ts.isIdentifier(node) || ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node.text : null;

/** A value written out (a string, a template, a choice between them), as opposed to one asked of policy.ts. */
function isWrittenValue(node: ts.Expression): boolean {
  if (ts.isParenthesizedExpression(node)) return isWrittenValue(node.expression);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) return true;
  if (ts.isConditionalExpression(node)) return isWrittenValue(node.whenTrue) || isWrittenValue(node.whenFalse);
  if (ts.isBinaryExpression(node)) return isWrittenValue(node.left) || isWrittenValue(node.right);
  return false;
}

function isNumber(node: ts.Expression): boolean {
  if (ts.isParenthesizedExpression(node)) return isNumber(node.expression);
  if (ts.isNumericLiteral(node)) return true;
  return ts.isBinaryExpression(node) && (isNumber(node.left) || isNumber(node.right));
}

/** The path of an import (`../_support/no-store-redirect` names a file, it sets nothing). */
function isModulePath(node: ts.Node): boolean {
  const parent = node.parent;
  if (!parent) return false;
  if ((ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent)) && parent.moduleSpecifier === node) return true;
  return ts.isCallExpression(parent) && (parent.expression.kind === ts.SyntaxKind.ImportKeyword || nameOf(parent.expression) === 'require');
}

/** Inside the value of something that is not caching (HSTS)? */
function underNonCaching(node: ts.Node): boolean {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if ((ts.isVariableDeclaration(at) || ts.isPropertyAssignment(at)) && NOT_CACHING.test(nameOf(at.name) ?? '')) return true;
  }
  return false;
}

/** What in `source` (the text of `fileName`) decides caching outside policy.ts. */
function cacheDecisions(fileName: string, source: string): Finding[] {
  const kind = /\.tsx$/.test(fileName) ? ts.ScriptKind.TSX : /\.m?js$/.test(fileName) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const found: Finding[] = [];
  const add = (node: ts.Node, what: string) => found.push({ line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1, what });

  const visit = (node: ts.Node): void => {
    const text = isModulePath(node) ? null : textOf(node);
    if (text !== null && DIRECTIVE.test(text.replace(COOKIE_MAX_AGE, ';')) && !underNonCaching(node)) {
      add(node, `cache directive in a string: ${JSON.stringify(text)}`);
    }
    if (ts.isPropertyAssignment(node)) {
      const name = nameOf(node.name) ?? '';
      if (CACHE_HEADER.test(name) && isWrittenValue(node.initializer)) add(node, `${name} written out`);
      if (name === 'revalidate' && isNumber(node.initializer)) add(node, `revalidate written as a number: ${node.initializer.getText(file)}`);
    }
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && /^(set|append)$/.test(node.expression.name.text)) {
      const [header, value] = node.arguments;
      if (header && value && CACHE_HEADER.test(textOf(header) ?? '') && isWrittenValue(value)) add(node, 'Cache-Control set to a written value');
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(rel);
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) && !/\.d\.m?ts$/.test(entry.name) ? [rel] : [];
  });
}

describe('cacheDecisions: what the rule catches', () => {
  it.each([
    ["ok(x, undefined, { headers: { 'Cache-Control': 'private, no-store' } });", 'a header object'],
    ["new Response(body, { headers: { 'cache-control': `public, max-age=${ttl}` } });", 'a template'],
    ["ok(x, undefined, { headers: { 'Cache-Control': viewer ? 'private' : 'public' } });", 'a written choice without directives'],
    ["response.headers.set('Cache-Control', 'public');", 'a header set on a response'],
    ["const LONG = 'public, s-maxage=300, stale-while-revalidate=3600';", 'a constant of its own'],
    ["await fetch(url, { cache: 'no-store' });", "a fetch's cache mode"],
    ["cached(load, ['key'], { tags: [], revalidate: 600 });", 'a data-cache lifetime'],
    ["cached(load, ['key'], { tags: [], revalidate: 60 * 10 });", 'a computed number'],
  ])('%s (%s)', (source) => {
    expect(cacheDecisions('app/x/route.ts', source)).not.toEqual([]);
  });

  it.each([
    "ok(x, undefined, { cache: viewer ? 'private' : 'contest' });",
    "new Response(body, { headers: { 'Content-Type': 'text/plain', ...cacheHeaders('immutable') } });",
    "response.headers.set('Cache-Control', cacheControl('private'));",
    "cached(load, ['key'], { tags: [], revalidate: cachePolicy.person.revalidate });",
    "export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';",
    '// a comment may say s-maxage and no-store',
    "import { noStoreRedirect } from '../_support/no-store-redirect';",
    "const cookie = `${name}=${value}; Path=/; Max-Age=${days * DAY}`;",
  ])('lets %s through', (source) => {
    expect(cacheDecisions('app/x/route.ts', source)).toEqual([]);
  });
});

describe('cache policies have one home', () => {
  it('app/ and lib/ decide no caching outside lib/server/cache/policy.ts', () => {
    const files = SCANNED.flatMap(sourceFiles).filter((file) => !(file in EXEMPT));
    expect(files.length).toBeGreaterThan(500);
    const offenders = files.flatMap((file) =>
      cacheDecisions(file, readFileSync(path.join(ROOT, file), 'utf8')).map((f) => `${file}:${f.line} ${f.what}`),
    );
    expect(offenders).toEqual([]);
  });
});
