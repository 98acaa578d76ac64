// Preloaded into the API process by bench/notification-streams.ts only (node --expose-gc --require): on SIGUSR2 it
// collects garbage and writes process.memoryUsage() to MEMORY_PROBE_FILE, so the bench reads the live heap.
const fs = require('node:fs');

process.on('SIGUSR2', () => {
  globalThis.gc?.();
  globalThis.gc?.();
  fs.writeFileSync(process.env.MEMORY_PROBE_FILE, JSON.stringify(process.memoryUsage()));
});
