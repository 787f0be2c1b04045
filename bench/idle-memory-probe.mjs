// Loaded into the benched server (node --import) by bench/idle-memory.ts: on the IPC message
// 'measure' it collects garbage (twice) and answers process.memoryUsage() and V8's heap statistics;
// on { snapshot: file } it writes a heap snapshot there. Nothing else runs in the server.
import v8 from 'node:v8';
import vm from 'node:vm';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc');
v8.setFlagsFromString('--no-expose-gc');

process.on('message', (m) => {
  if (m === 'measure') {
    gc();
    gc();
    const spaces = Object.fromEntries(v8.getHeapSpaceStatistics().map((s) => [s.space_name, s.physical_space_size]));
    process.send?.({ memory: process.memoryUsage(), heap: v8.getHeapStatistics(), code: v8.getHeapCodeStatistics(), spaces });
  } else if (m && typeof m === 'object' && 'snapshot' in m) {
    process.send?.({ snapshot: v8.writeHeapSnapshot(m.snapshot) });
  }
});
// The IPC channel alone must not keep the server up after SIGTERM.
process.channel?.unref();
