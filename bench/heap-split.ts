// What a heap snapshot holds that an earlier one of the same process did not (bench/subscriptions.ts
// writes both with BENCH_HEAP_SNAPSHOT): the new objects grouped by constructor (closures by function
// name), their count and self size, with each group's commonest retainers. Node ids are kept across
// snapshots of one process, so "new" is an id the first snapshot did not have.
//
//   npx tsx bench/heap-split.ts idle.heapsnapshot owners-1000.heapsnapshot [per=1000] [top=40]
import fs from 'node:fs';

type Snapshot = {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]]; edge_fields: string[]; edge_types: [string[]] } };
  nodes: number[];
  edges: number[];
  strings: string[];
};
const [before, after, perArg, topArg] = process.argv.slice(2);
if (!before || !after) throw new Error('usage: heap-split.ts before.heapsnapshot after.heapsnapshot [per] [top]');
const per = Number(perArg ?? 1000);
const top = Number(topArg ?? 40);
const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Snapshot;

const old = read(before);
const nf = old.snapshot.meta.node_fields.length;
const oldIds = new Set<number>();
for (let i = 0; i < old.nodes.length; i += nf) oldIds.add(old.nodes[i + old.snapshot.meta.node_fields.indexOf('id')]);
old.nodes = [];
old.strings = [];

const s = read(after);
const meta = s.snapshot.meta;
const F = Object.fromEntries(meta.node_fields.map((f, i) => [f, i]));
const E = Object.fromEntries(meta.edge_fields.map((f, i) => [f, i]));
const ef = meta.edge_fields.length;
const nodeTypes = meta.node_types[0];
const edgeTypes = meta.edge_types[0];
const count = s.nodes.length / nf;
const typeOf = (n: number) => nodeTypes[s.nodes[n * nf + F.type]];
const nameOf = (n: number) => s.strings[s.nodes[n * nf + F.name]];
const group = (n: number) => {
  const t = typeOf(n);
  if (t === 'object' || t === 'native') return nameOf(n);
  if (t === 'closure') return `closure ${nameOf(n) || '(anonymous)'}`;
  if (t === 'string' || t === 'concatenated string' || t === 'sliced string') return '(string)';
  return `(${t}) ${t === 'hidden' || t === 'array' || t === 'code' ? nameOf(n).slice(0, 40) : ''}`.trim();
};

// Retainers: the first strong edge into each node, from a node that is not a system internal.
const retainer = new Int32Array(count).fill(-1);
const retainerEdge = new Array<string>(count);
let e = 0;
for (let n = 0; n < count; n++) {
  const edges = s.nodes[n * nf + F.edge_count];
  for (let k = 0; k < edges; k++, e += ef) {
    const type = edgeTypes[s.edges[e + E.type]];
    if (type === 'weak' || type === 'shortcut') continue;
    const to = s.edges[e + E.to_node] / nf;
    if (retainer[to] !== -1) continue;
    retainer[to] = n;
    const nameOrIndex = s.edges[e + E.name_or_index];
    retainerEdge[to] = type === 'element' || type === 'hidden' ? `[${nameOrIndex}]` : s.strings[nameOrIndex];
  }
}

const groups = new Map<string, { count: number; size: number; retainers: Map<string, number> }>();
let total = 0;
for (let n = 0; n < count; n++) {
  if (oldIds.has(s.nodes[n * nf + F.id])) continue;
  const size = s.nodes[n * nf + F.self_size];
  total += size;
  const g = group(n);
  const entry = groups.get(g) ?? { count: 0, size: 0, retainers: new Map<string, number>() };
  groups.set(g, entry);
  entry.count++;
  entry.size += size;
  const r = retainer[n];
  const by = r < 0 ? '(root)' : `${group(r)}.${retainerEdge[n]}`;
  entry.retainers.set(by, (entry.retainers.get(by) ?? 0) + 1);
}
console.log(`new in ${after}: ${(total / 1024 / 1024).toFixed(1)} MB self size, ${(total / per / 1024).toFixed(2)} kB per ${per}`);
console.log('group | count per | kB per | commonest retainers (group.edge: count per)');
for (const [g, v] of [...groups].sort((a, b) => b[1].size - a[1].size).slice(0, top)) {
  const rs = [...v.retainers].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([k, c]) => `${k}: ${(c / per).toFixed(1)}`);
  console.log(`${g} | ${(v.count / per).toFixed(1)} | ${(v.size / per / 1024).toFixed(3)} | ${rs.join('; ')}`);
}
