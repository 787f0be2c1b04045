// cn() joins classes and does not merge them (tailwind-merge cost every route 8 kB). So no two classes it
// joins may set the same thing: this test reads every cn() call and every className given to a component
// that passes it to cn(), and asks tailwind-merge (here only) whether it would drop any of them.
import fs from 'node:fs';
import path from 'node:path';
import { twMerge } from 'tailwind-merge';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === '__generated__' ? [] : sourceFiles(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

const files = sourceFiles(root).map((file) => ({
  file: path.relative(root, file),
  source: ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX),
}));

/** Top-level constants (a class string or an object of them) by file and name; an imported one by its name. */
const constants = new Map<string, ts.Expression>();
for (const { file, source } of files) {
  source.forEachChild((node) => {
    if (!ts.isVariableStatement(node)) return;
    const exported = node.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    for (const d of node.declarationList.declarations) {
      if (!ts.isIdentifier(d.name) || !d.initializer) continue;
      constants.set(`${file}#${d.name.text}`, d.initializer);
      if (exported) constants.set(d.name.text, d.initializer);
    }
  });
}

/** The class strings an expression can be, one of them at a time ('' where it can be none). */
function alternatives(e: ts.Expression, depth = 0): string[] {
  const file = fileOf(e);
  if (depth > 8) return [''];
  if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return [e.text];
  if (ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isSatisfiesExpression(e)) return alternatives(e.expression, depth + 1);
  if (ts.isConditionalExpression(e)) return [...alternatives(e.whenTrue, depth + 1), ...alternatives(e.whenFalse, depth + 1)];
  if (ts.isBinaryExpression(e) && (e.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken || e.operatorToken.kind === ts.SyntaxKind.BarBarToken)) {
    return ['', ...alternatives(e.right, depth + 1)];
  }
  if (ts.isIdentifier(e)) {
    const value = constants.get(`${file}#${e.text}`) ?? constants.get(e.text);
    return value ? alternatives(value, depth + 1) : [''];
  }
  if (ts.isObjectLiteralExpression(e)) {
    return e.properties.flatMap((p) => (ts.isPropertyAssignment(p) ? alternatives(p.initializer, depth + 1) : ['']));
  }
  if (ts.isElementAccessExpression(e) || ts.isPropertyAccessExpression(e)) return alternatives(e.expression, depth + 1);
  if (ts.isTemplateExpression(e)) {
    // Each substitution's alternatives in turn, with the text around them (`${inputFrame} w-full px-3`).
    return e.templateSpans.reduce(
      (heads, span) => heads.flatMap((head) => alternatives(span.expression, depth + 1).map((alt) => `${head}${alt}${span.literal.text}`)),
      [e.head.text],
    );
  }
  if (ts.isCallExpression(e) && isCn(e)) return e.arguments.flatMap((a) => alternatives(a, depth + 1));
  return [''];
}

const fileOf = (e: ts.Node) => path.relative(root, e.getSourceFile().fileName);
const isCn = (e: ts.CallExpression) => ts.isIdentifier(e.expression) && e.expression.text === 'cn';

interface Place {
  where: string;
  parts: string[][];
}

const places: Place[] = [];
/** Components that pass their className prop to cn(): the classes it is joined with. */
const bases = new Map<string, string[][]>();

function componentName(node: ts.Node): string | undefined {
  for (let n: ts.Node | undefined = node; n; n = n.parent) {
    if (ts.isFunctionDeclaration(n) && n.name) return n.name.text;
    if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name)) return n.name.text;
  }
}

for (const { file, source } of files) {
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && isCn(node)) {
      const where = `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
      const parts = node.arguments.filter((a) => !(ts.isIdentifier(a) && a.text === 'className')).map((a) => alternatives(a));
      places.push({ where, parts });
      const name = componentName(node);
      if (name && node.arguments.some((a) => ts.isIdentifier(a) && a.text === 'className')) bases.set(name, [...(bases.get(name) ?? []), ...parts]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}
for (const { file, source } of files) {
  const visit = (node: ts.Node) => {
    if ((ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) && ts.isIdentifier(node.tagName)) {
      const base = bases.get(node.tagName.text);
      const attr = node.attributes.properties.find((p) => ts.isJsxAttribute(p) && p.name.getText() === 'className') as ts.JsxAttribute | undefined;
      if (base && attr?.initializer) {
        const value = ts.isJsxExpression(attr.initializer) ? attr.initializer.expression : attr.initializer;
        if (value) {
          const where = `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} <${node.tagName.text}>`;
          places.push({ where, parts: [...base, alternatives(value as ts.Expression)] });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

/** Where tailwind-merge would drop a class: within one string, or between two of the joined parts. */
function conflicts({ where, parts }: Place): string[] {
  const found: string[] = [];
  const dropped = (classes: string) => {
    const joined = classes.split(/\s+/).filter(Boolean).join(' ');
    return twMerge(joined) !== joined;
  };
  for (const alts of parts) for (const a of alts) if (dropped(a)) found.push(`${where}: "${a}"`);
  for (let i = 0; i < parts.length; i++) {
    for (let j = i + 1; j < parts.length; j++) {
      for (const a of parts[i]) for (const b of parts[j]) if (dropped(`${a} ${b}`)) found.push(`${where}: "${a}" + "${b}"`);
    }
  }
  return found;
}

describe('cn()', () => {
  it('finds the calls and the components it checks', () => {
    expect(places.length).toBeGreaterThan(50);
    expect([...bases.keys()]).toEqual(expect.arrayContaining(['Button', 'Card', 'CardContent']));
    // An imported constant built from another (Select's inputClass, `${inputFrame} w-full px-3`) is read whole.
    const select = places.find((p) => p.where.startsWith('ui/Select.tsx') && p.parts.length === 2);
    expect(select?.parts[0]).toEqual([expect.stringMatching(/^block h-11 .* w-full px-3$/)]);
  });

  it('joins no two classes that set the same thing', () => {
    expect([...new Set(places.flatMap(conflicts))]).toEqual([]);
  });

  it('is caught by this test when it would have merged', () => {
    expect(conflicts({ where: 'x', parts: [['p-5 pt-0'], ['pt-5']] })).toEqual(['x: "p-5 pt-0" + "pt-5"']);
    expect(conflicts({ where: 'x', parts: [['bg-white'], ['', 'bg-slate-50']] })).toHaveLength(1);
  });
});
