import fs from 'node:fs';
import { createRequire } from 'node:module';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

type Exports = Record<string, unknown> & { __internal: Record<string, unknown> };
const require = createRequire(import.meta.url);
const hooks: Record<string, unknown> = require('react-relay/hooks');
const runtime: Exports = require('relay-runtime');
// The entries are JavaScript (react-relay's modules have no types), imported by address so TypeScript does not look for any.
const entries = ['react-relay.js', 'relay-runtime.js'];
const load = (entry: string) => import(new URL(entry, import.meta.url).href);
const reactRelayEntry: Record<string, unknown> = await load('react-relay.js');
const runtimeEntry: Exports = await load('relay-runtime.js');

const isRequire = (node: ts.Node): node is ts.CallExpression =>
  ts.isCallExpression(node) &&
  ts.isIdentifier(node.expression) &&
  node.expression.text === 'require' &&
  node.arguments.length === 1 &&
  ts.isStringLiteral(node.arguments[0]);

/**
 * What a CommonJS module of Relay reads from `require('relay-runtime')` (its index, which the build replaces with
 * ./relay-runtime.js), as `name` or `__internal.name`, and the modules of the library it requires by relative path.
 * Babel writes these reads as `var _require = require('relay-runtime'), x = _require.x` (or `_require.__internal.x`,
 * through a variable too); any other use of the index (passed on whole, read by a computed key) is returned in
 * `unread`, since which names it reads cannot be known.
 */
function scan(file: string) {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const bound = new Map<string, 'runtime' | 'internal'>();
  const kindOf = (node: ts.Node): 'runtime' | 'internal' | undefined => {
    if (isRequire(node)) return (node.arguments[0] as ts.StringLiteral).text === 'relay-runtime' ? 'runtime' : undefined;
    if (ts.isIdentifier(node)) return bound.get(node.text);
    if (ts.isPropertyAccessExpression(node) && node.name.text === '__internal' && kindOf(node.expression) === 'runtime') return 'internal';
    return undefined;
  };
  const visit = (node: ts.Node, each: (node: ts.Node) => void) => {
    each(node);
    node.forEachChild((child) => visit(child, each));
  };
  // Variables may be used above their declaration (in functions), so bindings are gathered first.
  for (let size = -1; size !== bound.size; ) {
    size = bound.size;
    visit(source, (node) => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
        const kind = kindOf(node.initializer);
        if (kind) bound.set(node.name.text, kind);
      }
    });
  }
  const reads = new Set<string>();
  const unread: string[] = [];
  const requires: string[] = [];
  visit(source, (node) => {
    if (isRequire(node)) {
      const specifier = (node.arguments[0] as ts.StringLiteral).text;
      if (specifier.startsWith('.')) requires.push(createRequire(file).resolve(specifier));
    }
    const kind = kindOf(node);
    if (!kind || (ts.isIdentifier(node) && ts.isVariableDeclaration(node.parent) && node.parent.name === node)) return;
    const { parent } = node;
    if (ts.isPropertyAccessExpression(parent) && parent.expression === node) {
      reads.add(kind === 'runtime' ? parent.name.text : `__internal.${parent.name.text}`);
    } else if (!(ts.isVariableDeclaration(parent) && parent.initializer === node)) {
      unread.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${parent.getText()}`);
    }
  });
  return { reads, unread, requires };
}

/** The modules of react-relay and relay-runtime the two entries bring into the bundle, and what they read from the index. */
function reachable() {
  const pending = entries.flatMap((entry) =>
    [...fs.readFileSync(new URL(entry, import.meta.url), 'utf8').matchAll(/from '((?:react-relay|relay-runtime)\/lib\/[^']+)'/g)].map((match) =>
      require.resolve(match[1]),
    ),
  );
  const modules = new Set<string>();
  const reads = new Set<string>();
  const unread: string[] = [];
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (modules.has(file)) continue;
    modules.add(file);
    const found = scan(file);
    for (const name of found.reads) reads.add(name);
    unread.push(...found.unread);
    pending.push(...found.requires);
  }
  return { modules, reads, unread };
}

describe("the app's Relay entries (vite/relay/, aliased in vite.config.ts)", () => {
  it('are made of the libraries’ own functions and objects', () => {
    const { __internal, ...rest } = runtimeEntry;
    const own: [name: string, entry: unknown, library: unknown][] = [
      ...Object.entries(reactRelayEntry).map(([name, value]): [string, unknown, unknown] => [name, value, hooks[name]]),
      ...Object.entries(rest).map(([name, value]): [string, unknown, unknown] => [name, value, runtime[name]]),
      ...Object.entries(__internal).map(([name, value]): [string, unknown, unknown] => [`__internal.${name}`, value, runtime.__internal[name]]),
    ];
    for (const [name, value, library] of own) {
      expect(value, name).toBeDefined();
      expect(value, name).toBe(library);
    }
  });

  it('hold every name of relay-runtime that the bundled modules of react-relay and relay-runtime read', () => {
    const { modules, reads, unread } = reachable();
    expect(unread).toEqual([]);
    // The scan sees the hooks' modules and their reads (so this test can fail).
    expect([...modules].some((file) => file.endsWith('useFragmentInternal_CURRENT.js'))).toBe(true);
    expect(reads).toContain('getFragmentIdentifier');
    expect(reads).toContain('__internal.fetchQuery');
    const missing = [...reads].filter((name) =>
      name.startsWith('__internal.') ? runtimeEntry.__internal[name.slice('__internal.'.length)] === undefined : runtimeEntry[name] === undefined,
    );
    expect(missing).toEqual([]);
  });
});
