// Summarises a V8 .cpuprofile (node --cpu-prof): the top functions by self time and by total time
// (the share of samples with the function on the stack), and self time by package. A window
// (seconds from the profile's start, e.g. 7-16) leaves out start-up and keeps the part measured.
//   npx tsx bench/cpuprofile-top.ts file.cpuprofile [rows] [from-to]
import fs from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
const [file, rowsArg, windowArg] = process.argv.slice(2);
if (!file) throw new Error('usage: bench/cpuprofile-top.ts file.cpuprofile [rows] [from-to seconds]');
const [from, to] = (windowArg ?? '0-Infinity').split('-').map((s) => Number(s) * 1e6);
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
const rows = Number(rowsArg ?? 25);
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

const shortUrl = (url: string) => url.replace(/^file:\/\//, '').replace(/^.*node_modules\//, '').replace(/^.*\/wt\d+\w*\//, '');
const key = (n: ProfileNode) => `${n.callFrame.functionName || '(anonymous)'} ${shortUrl(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;
const pkg = (n: ProfileNode) => {
  const url = n.callFrame.url;
  if (!url) return n.callFrame.functionName.startsWith('(') ? n.callFrame.functionName : '(native)';
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return m[1];
  if (url.startsWith('node:')) return 'node: core';
  return `app: ${shortUrl(url).split('/').slice(0, 2).join('/')}`;
};

const self = new Map<string, number>();
const total = new Map<string, number>();
const packages = new Map<string, number>();
let all = 0;
let idle = 0;
let elapsed = 0;
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i] ?? 0;
  elapsed += dt;
  const node = byId.get(id);
  if (!node || elapsed < from || elapsed > to) return;
  all += dt;
  if (node.callFrame.functionName === '(idle)') {
    idle += dt;
    return;
  }
  self.set(key(node), (self.get(key(node)) ?? 0) + dt);
  packages.set(pkg(node), (packages.get(pkg(node)) ?? 0) + dt);
  const seen = new Set<string>();
  for (let n: ProfileNode | undefined = node; n; n = byId.get(parent.get(n.id) ?? -1)) seen.add(key(n));
  for (const k of seen) total.set(k, (total.get(k) ?? 0) + dt);
});
const busy = all - idle;
const pct = (v: number) => `${((100 * v) / busy).toFixed(1).padStart(5)}%`;
const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n);
console.log(`${(all / 1e6).toFixed(1)} s profiled, ${(busy / 1e6).toFixed(1)} s busy (percentages of busy time)`);
console.log('\nself time by package:');
for (const [k, v] of top(packages, 20)) console.log(`  ${pct(v)}  ${k}`);
console.log('\nself time by function:');
for (const [k, v] of top(self, rows)) console.log(`  ${pct(v)}  ${k}`);
console.log('\ntotal time (on the stack) by function:');
for (const [k, v] of top(total, rows * 2)) console.log(`  ${pct(v)}  ${k}`);
