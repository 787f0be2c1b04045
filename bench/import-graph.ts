// The shape of the code (#49), from dependency-cruiser's graph (.dependency-cruiser.cjs: tests, generated
// code and type declarations left out): import circles in server/ and client/ (strongly connected
// groups of two or more modules), pairs of domains that import each other, import lines from one
// domain into another, and what server/http.ts and server/services.ts import from the domains.
//   npx tsx bench/import-graph.ts          (prints the figures)
//   npx tsx bench/import-graph.ts --list   (also names the circles, the pairs and the lines)
import { execFileSync } from 'node:child_process';

interface Module {
  source: string;
  dependencies: { resolved: string; coreModule?: boolean; couldNotResolve?: boolean; dependencyTypes: string[] }[];
}

const list = process.argv.includes('--list');
const json = execFileSync('npx', ['depcruise', 'server', 'client', 'common', '--output-type', 'json'], { maxBuffer: 256 * 1024 * 1024 }).toString();
const modules = (JSON.parse(json) as { modules: Module[] }).modules.filter((m) => /^(server|client|common)\//.test(m.source));
const known = new Set(modules.map((m) => m.source));
const edges = new Map(modules.map((m) => [m.source, m.dependencies.filter((d) => known.has(d.resolved)).map((d) => d.resolved)]));

/** Tarjan's strongly connected components of the module graph under `root`. */
function circles(root: string): string[][] {
  const nodes = [...edges.keys()].filter((s) => s.startsWith(root));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const on = new Set<string>();
  const out: string[][] = [];
  let n = 0;
  const visit = (v: string) => {
    index.set(v, n);
    low.set(v, n++);
    stack.push(v);
    on.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!w.startsWith(root)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v) as number, index.get(w) as number));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop() as string;
        on.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) out.push(group.sort());
    }
  };
  for (const v of nodes) if (!index.has(v)) visit(v);
  return out.sort((a, b) => b.length - a.length);
}

const domainOf = (path: string) => /^server\/domains\/([^/]+)\//.exec(path)?.[1] ?? null;
const lines: [string, string][] = [];
for (const [from, tos] of edges) {
  const a = domainOf(from);
  if (!a) continue;
  for (const to of tos) {
    const b = domainOf(to);
    if (b && b !== a) lines.push([from, to]);
  }
}
const pairs = new Set<string>();
const directed = new Set(lines.map(([f, t]) => `${domainOf(f)}>${domainOf(t)}`));
for (const d of directed) {
  const [a, b] = d.split('>');
  if (directed.has(`${b}>${a}`) && a < b) pairs.add(`${a} ⇄ ${b}`);
}
const fromFile = (file: string) => (edges.get(file) ?? []).filter((to) => domainOf(to));

const server = circles('server/');
const client = circles('client/');
const rows: [string, string | number][] = [
  ['import circles in server/ (largest, modules)', `${server.length} (${server[0]?.length ?? 0})`],
  ['import circles in client/ (largest, modules)', `${client.length} (${client[0]?.length ?? 0})`],
  ['pairs of domains importing each other', pairs.size],
  ['domain-to-domain import lines', lines.length],
  ['server/http.ts imports of domain modules', fromFile('server/http.ts').length],
  ['server/services.ts imports of domain modules', fromFile('server/services.ts').length],
];
for (const [label, value] of rows) console.log(`${label.padEnd(48)} ${value}`);
if (list) {
  for (const c of [...server, ...client]) console.log(`\ncircle of ${c.length}:\n  ${c.join('\n  ')}`);
  console.log(`\npairs:\n  ${[...pairs].sort().join('\n  ')}`);
  const byPair = new Map<string, number>();
  for (const [f, t] of lines) byPair.set(`${domainOf(f)} → ${domainOf(t)}`, (byPair.get(`${domainOf(f)} → ${domainOf(t)}`) ?? 0) + 1);
  console.log(`\nlines by direction:\n  ${[...byPair].sort((a, b) => b[1] - a[1]).map(([k, v]) => `${v} ${k}`).join('\n  ')}`);
}
