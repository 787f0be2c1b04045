// The chunks each route of the app needs, written beside the build (route-preloads.json) so the server can name them
// in the document it answers for that address (<link rel="modulepreload">): they download with the entry's own
// chunks, instead of after the entry has downloaded and run and the router has matched the address.
// Figures: bench/results/README.md, "Issue 32, 2026-11-27 night".
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { Plugin, Rolldown } from 'vite';
import { ROUTE_PRELOADS_FILE, type RoutePreload } from '../common/route-preloads.js';

/** One address of the route table, with the modules its routes import (outer routes first, as written). */
export type RouteModules = { path: string; modules: string[] };

function resolveModule(from: string, specifier: string) {
  const base = path.resolve(path.dirname(from), specifier);
  const found = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((file) => fs.statSync(file, { throwIfNoEntry: false })?.isFile());
  if (!found) throw new Error(`${from}: cannot resolve import('${specifier}')`);
  return found;
}

/**
 * Reads the route table of `file` (the array given to createBrowserRouter): each route object with a `path`, and
 * the modules its code comes from (every `import('…')` in the object and in the objects around it, not in its
 * children). A route table written in a way this does not read stops the build rather than preloading wrongly.
 */
export function routesOf(file: string): RouteModules[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const fail = (node: ts.Node, what: string): never => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    throw new Error(`${file}:${line + 1}: ${what}`);
  };
  let table: ts.ArrayLiteralExpression | undefined;
  const find = (node: ts.Node) => {
    if (ts.isCallExpression(node) && node.expression.getText() === 'createBrowserRouter') {
      const [first] = node.arguments;
      if (!first || !ts.isArrayLiteralExpression(first)) fail(node, 'createBrowserRouter is not given an array literal');
      table = first as ts.ArrayLiteralExpression;
    }
    ts.forEachChild(node, find);
  };
  find(source);
  if (!table) throw new Error(`${file}: no createBrowserRouter([...]) found`);

  const importsIn = (node: ts.Node): string[] => {
    if (ts.isPropertyAssignment(node) && node.name.getText() === 'children') return [];
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      if (!specifier || !ts.isStringLiteral(specifier)) fail(node, 'an import() of something other than a string literal');
      return [resolveModule(file, (specifier as ts.StringLiteral).text)];
    }
    const found: string[] = [];
    ts.forEachChild(node, (child) => {
      found.push(...importsIn(child));
    });
    return found;
  };
  const routes: RouteModules[] = [];
  const visit = (array: ts.ArrayLiteralExpression, outer: string[]) => {
    for (const element of array.elements) {
      if (!ts.isObjectLiteralExpression(element)) fail(element, 'a route that is not an object literal');
      const route = element as ts.ObjectLiteralExpression;
      const modules = [...outer, ...importsIn(route)];
      for (const property of route.properties) {
        if (!ts.isPropertyAssignment(property)) continue;
        const name = property.name.getText();
        if (name === 'path') {
          if (!ts.isStringLiteral(property.initializer)) fail(property, 'a path that is not a string literal');
          routes.push({ path: (property.initializer as ts.StringLiteral).text, modules });
        } else if (name === 'children') {
          if (!ts.isArrayLiteralExpression(property.initializer)) fail(property, 'children that are not an array literal');
          visit(property.initializer as ts.ArrayLiteralExpression, modules);
        }
      }
    }
  };
  visit(table, []);
  return routes;
}

/**
 * For each route of `router`: the chunks of its modules and their static imports, loaders first, less what the
 * app's entry imports (its document preloads those already). `signedIn` marks the routes inside `guard` (the route
 * that sends a signed-out visitor to sign in): their chunks are named only to a request with a session cookie, and
 * begin with the chunks of `signedInModules`, which the app loads itself (import()) for a signed-in person's first route.
 */
export function routePreloads(options: { router: string; guard: RegExp; signedInModules: RegExp }): Plugin {
  return {
    name: 'launchpad-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry && chunk.name === 'index');
      if (!entry) return;
      const chunkOf = new Map<string, Rolldown.OutputChunk>();
      for (const chunk of chunks) {
        for (const id of chunk.moduleIds) if (!chunkOf.has(id)) chunkOf.set(id, chunk);
        if (chunk.facadeModuleId) chunkOf.set(chunk.facadeModuleId, chunk);
      }
      const closure = (fileName: string, into: Set<string>) => {
        if (into.has(fileName)) return;
        into.add(fileName);
        const chunk = bundle[fileName];
        if (chunk?.type === 'chunk') for (const imported of chunk.imports) closure(imported, into);
      };
      const preloadedByEntry = new Set<string>();
      closure(entry.fileName, preloadedByEntry);
      const signedInModules = [...chunkOf.keys()].filter((id) => options.signedInModules.test(id));
      if (signedInModules.length === 0) throw new Error(`no module matches ${options.signedInModules}`);
      const routes: RoutePreload[] = routesOf(path.resolve(options.router)).map(({ path: routePath, modules }) => {
        const files = new Set<string>();
        const signedIn = modules.some((id) => options.guard.test(id));
        // A route's loaders (React Router's lazy `loader` export) start its queries: they and what they import come first.
        const loaders = modules.filter((id) => chunkOf.get(id)?.exports.includes('loader'));
        const ordered = [...(signedIn ? signedInModules : []), ...loaders, ...modules.filter((id) => !loaders.includes(id))];
        for (const id of ordered) {
          const chunk = chunkOf.get(id);
          if (!chunk) throw new Error(`route ${routePath}: no chunk holds ${id}`);
          closure(chunk.fileName, files);
        }
        return {
          path: routePath,
          signedIn,
          files: [...files].filter((file) => !preloadedByEntry.has(file)).map((file) => `/${file}`),
        };
      });
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: `${JSON.stringify(routes, null, 1)}\n` });
    },
  };
}
