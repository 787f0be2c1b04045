// Loaded into the server process by bench/subscriptions.ts (`node --expose-gc --import tsx --import
// bench/heap-probe.ts server/main.ts`, with an IPC channel): on the bench's message it runs a full
// garbage collection and answers the V8 heap still in use (the retained heap, steadier than RSS,
// which also counts garbage not yet collected and memory the allocator keeps), or writes a heap
// snapshot (v8.writeHeapSnapshot). Bench only: the server itself has no such hook.
import v8 from 'node:v8';

export type ProbeRequest = { type: 'heap' } | { type: 'snapshot'; path: string };
export type ProbeReply =
  | { type: 'heap'; heapUsed: number; external: number; arrayBuffers: number; rss: number }
  | { type: 'snapshot'; path: string };

const gc = (globalThis as { gc?: () => void }).gc;
const turn = () => new Promise((r) => setImmediate(r));

process.on('message', async (m: ProbeRequest) => {
  if (m.type === 'heap') {
    if (!gc) throw new Error('heap-probe needs node --expose-gc');
    // Twice, a turn apart: weak callbacks and finalizers run between the two.
    gc();
    await turn();
    gc();
    const { heapUsed, external, arrayBuffers, rss } = process.memoryUsage();
    process.send?.({ type: 'heap', heapUsed, external, arrayBuffers, rss } satisfies ProbeReply);
  } else if (m.type === 'snapshot') {
    process.send?.({ type: 'snapshot', path: v8.writeHeapSnapshot(m.path) } satisfies ProbeReply);
  }
});
// The channel does not keep the server running: it ends on SIGTERM as it would without the probe.
process.channel?.unref();
