// Loaded into the server process by bench/subscriptions.ts (`node --expose-gc --import tsx --import
// bench/heap-probe.ts server/main.ts`, with an IPC channel): on the bench's message it runs a full
// garbage collection (unless asked not to) and answers the V8 heap still in use (the retained heap, steadier than RSS,
// which also counts garbage not yet collected and memory the allocator keeps), or writes a heap
// snapshot (v8.writeHeapSnapshot). Bench only: the server itself has no such hook.
import fs from 'node:fs';
import v8 from 'node:v8';

export type ProbeRequest = { type: 'heap'; gc?: false } | { type: 'snapshot'; path: string };
export type ProbeReply =
  | {
      type: 'heap';
      heapUsed: number;
      /** V8's heap as committed (heapUsed plus the free space of its pages). */
      heapTotal: number;
      external: number;
      arrayBuffers: number;
      rss: number;
      /** What V8 itself holds through malloc (outside its heap pages). */
      malloced: number;
      /** Anonymous (not file-backed) memory of the process in kB, from /proc/self/smaps_rollup: the heap, malloc's arenas, stacks. */
      anonKb: number;
    }
  | { type: 'snapshot'; path: string };

const gc = (globalThis as { gc?: () => void }).gc;
const turn = () => new Promise((r) => setImmediate(r));

process.on('message', async (m: ProbeRequest) => {
  if (m.type === 'heap') {
    if (!gc) throw new Error('heap-probe needs node --expose-gc');
    // Twice, a turn apart: weak callbacks and finalizers run between the two. `gc: false`: the heap as the server left it.
    if (m.gc !== false) {
      gc();
      await turn();
      gc();
    }
    const { heapUsed, heapTotal, external, arrayBuffers, rss } = process.memoryUsage();
    const malloced = v8.getHeapStatistics().malloced_memory;
    const anonKb = Number(/^Anonymous:\s+(\d+)/m.exec(fs.readFileSync('/proc/self/smaps_rollup', 'utf8'))?.[1] ?? Number.NaN);
    process.send?.({ type: 'heap', heapUsed, heapTotal, external, arrayBuffers, rss, malloced, anonKb } satisfies ProbeReply);
  } else if (m.type === 'snapshot') {
    process.send?.({ type: 'snapshot', path: v8.writeHeapSnapshot(m.path) } satisfies ProbeReply);
  }
});
// The channel does not keep the server running: it ends on SIGTERM as it would without the probe.
process.channel?.unref();
