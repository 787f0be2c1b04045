// What the new objects of a heap snapshot keep alive, by the dominator tree (Cooper, Harvey and Kennedy's
// iterative algorithm; weak edges left out): the new objects whose immediate dominator is older (the tops of
// the new structures), grouped by constructor (plain objects and closure scopes by their first keys), with
// their retained size; given a group's label, what that group dominates. Same inputs as heap-split.ts.
//
//   npx tsx bench/heap-retained.ts idle.heapsnapshot owners-1000.heapsnapshot [per=1000] ['label to open']
import fs from 'node:fs';
const [before, after, perArg, filter] = process.argv.slice(2);
const per = Number(perArg ?? 1000);
const read = (f: string) => JSON.parse(fs.readFileSync(f, 'utf8'));
const old = read(before);
const nf = old.snapshot.meta.node_fields.length;
const oldIds = new Set<number>();
for (let i = 0; i < old.nodes.length; i += nf) oldIds.add(old.nodes[i + 2]);
const s = read(after);
const meta = s.snapshot.meta;
const ef = meta.edge_fields.length;
const nodeTypes = meta.node_types[0];
const edgeTypes = meta.edge_types[0];
const N = s.nodes.length / nf;
const firstEdge = new Int32Array(N + 1);
for (let n = 0, e = 0; n < N; n++) { firstEdge[n] = e; e += s.nodes[n * nf + 4] * ef; }
firstEdge[N] = s.edges.length;
const weakT = edgeTypes.indexOf('weak'), shortT = edgeTypes.indexOf('shortcut');
const type = (n: number) => nodeTypes[s.nodes[n * nf]];
const name = (n: number) => s.strings[s.nodes[n * nf + 1]];
// post order DFS from root 0
const post = new Int32Array(N).fill(-1); const order: number[] = [];
const stack: number[] = [0]; const iter = new Int32Array(N); const visited = new Uint8Array(N); visited[0] = 1; iter[0] = firstEdge[0];
while (stack.length) {
  const n = stack[stack.length - 1];
  if (iter[n] < firstEdge[n + 1]) {
    const e = iter[n]; iter[n] += ef;
    const t = s.edges[e]; if (t === weakT || t === shortT) continue;
    const to = s.edges[e + 2] / nf;
    if (!visited[to]) { visited[to] = 1; iter[to] = firstEdge[to]; stack.push(to); }
  } else { stack.pop(); post[n] = order.length; order.push(n); }
}
// predecessors
const predCount = new Int32Array(N + 1);
for (let n = 0; n < N; n++) if (visited[n]) for (let e = firstEdge[n]; e < firstEdge[n + 1]; e += ef) { const t = s.edges[e]; if (t === weakT || t === shortT) continue; predCount[s.edges[e + 2] / nf + 1]++; }
for (let i = 1; i <= N; i++) predCount[i] += predCount[i - 1];
const preds = new Int32Array(predCount[N]); const fill = predCount.slice();
for (let n = 0; n < N; n++) if (visited[n]) for (let e = firstEdge[n]; e < firstEdge[n + 1]; e += ef) { const t = s.edges[e]; if (t === weakT || t === shortT) continue; const to = s.edges[e + 2] / nf; preds[fill[to]++] = n; }
const idom = new Int32Array(N).fill(-1); idom[0] = 0;
const intersect = (a: number, b: number) => { while (a !== b) { while (post[a] < post[b]) a = idom[a]; while (post[b] < post[a]) b = idom[b]; } return a; };
let changed = true, rounds = 0;
while (changed) { changed = false; rounds++;
  for (let i = order.length - 2; i >= 0; i--) { const n = order[i]; let nd = -1;
    for (let p = predCount[n]; p < predCount[n + 1]; p++) { const q = preds[p]; if (idom[q] === -1) continue; nd = nd === -1 ? q : intersect(q, nd); }
    if (nd !== idom[n]) { idom[n] = nd; changed = true; } } }
const retained = new Float64Array(N);
for (const n of order) { retained[n] += s.nodes[n * nf + 3]; if (n !== 0 && idom[n] >= 0) retained[idom[n]] += retained[n]; }
const isNew = (n: number) => !oldIds.has(s.nodes[n * nf + 2]);
const ctxVars = (n: number) => { const out: string[] = []; for (let e = firstEdge[n]; e < firstEdge[n + 1] && out.length < 6; e += ef) if (edgeTypes[s.edges[e]] === 'context') out.push(s.strings[s.edges[e + 1]]); return out.join(','); };
const props = (n: number) => { const out: string[] = []; for (let e = firstEdge[n]; e < firstEdge[n + 1] && out.length < 5; e += ef) if (edgeTypes[s.edges[e]] === 'property') out.push(s.strings[s.edges[e + 1]]); return out.join(','); };
const label = (n: number) => { const t = type(n); if (t === 'object' && (name(n) === 'Object' || name(n) === 'system / Context')) return `${name(n)}{${props(n)}${name(n)==='system / Context' ? ctxVars(n) : ''}}`; return t === 'object' || t === 'native' ? name(n) : t === 'closure' ? `closure ${name(n)}` : `(${t}) ${name(n).slice(0, 30)}`; };
// group new nodes whose immediate dominator is old: top-level new structures
const groups = new Map<string, { c: number; r: number; doms: Map<string, number> }>();
for (const n of order) { if (!isNew(n) || idom[n] < 0) continue; const d = idom[n]; if (isNew(d)) continue;
  const g = label(n); const v = groups.get(g) ?? { c: 0, r: 0, doms: new Map() }; v.c++; v.r += retained[n]; const dl = label(d); v.doms.set(dl, (v.doms.get(dl) ?? 0) + 1); groups.set(g, v); }
let tot = 0; for (const v of groups.values()) tot += v.r;
console.log(`rounds ${rounds}; new retained total ${(tot / per / 1024).toFixed(2)} kB per ${per}`);
for (const [g, v] of [...groups].sort((a, b) => b[1].r - a[1].r).slice(0, 30)) console.log(`${g} | ${(v.c / per).toFixed(2)} | ${(v.r / per / 1024).toFixed(2)} kB | dominated by ${[...v.doms].sort((a, b) => b[1] - a[1]).slice(0, 2).map(([k, c]) => `${k} ${(c / per).toFixed(1)}`).join('; ')}`);
// second level: for a filter label, break its retained into children groups
if (filter) { const kids = new Map<string, { c: number; r: number }>();
  for (const n of order) { const d = idom[n]; if (d < 0 || !isNew(n) || !isNew(d) || label(d) !== filter) continue; const g = label(n); const v = kids.get(g) ?? { c: 0, r: 0 }; v.c++; v.r += retained[n]; kids.set(g, v); }
  console.log(`--- dominated by ${filter}`);
  for (const [g, v] of [...kids].sort((a, b) => b[1].r - a[1].r).slice(0, 25)) console.log(`${g} | ${(v.c / per).toFixed(2)} | ${(v.r / per / 1024).toFixed(2)} kB`); }
