/**
 * The search engine in process, without HTTP nor the card fetch: `tsx bench/search-engine.ts` (in api/).
 * Loads the index from DATABASE_URL (default postgres://postgres@127.0.0.1:5432/jp_bench; filled by bench/search.ts)
 * like the API does, prints the load time with its phases and the index memory, then runs the 200 searches of
 * bench/queries.ts BENCH_ROUNDS (3) times and prints the engine's median / p95 / max over the last round.
 * BENCH_OUT=<file> writes every answer (ids, total, facets, understood, suggestion, relaxed) as JSON, at a fixed clock
 * (BENCH_NOW, ms; default 2026-11-24T00:00Z), so that two commits can be compared answer by answer (`cmp`).
 * CPU profile: `node --cpu-prof --import tsx bench/search-engine.ts`.
 */
import fs from 'node:fs';
import { openDb } from '../src/db/client';
import { indexFor } from '../src/services/search/manager';
import { searchIndex } from '../src/services/search/search';
import { benchmarkQueries } from './queries';

const DATABASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/jp_bench';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const NOW = Number(process.env.BENCH_NOW ?? Date.UTC(2026, 10, 24));

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function main(): Promise<void> {
  const handle = await openDb({ databaseUrl: DATABASE_URL, pgliteDir: '' });
  try {
    const manager = indexFor(handle.db);
    const t0 = performance.now();
    const { ix, corrector } = await manager.current();
    const loadMs = performance.now() - t0;
    const mem = process.memoryUsage();
    const mb = (v: number) => Math.round(v / 2 ** 20);
    const rss = `${mb(mem.rss)} MB (V8 heap ${mb(mem.heapUsed)} MB, array buffers ${mb(mem.arrayBuffers)} MB)`;
    const stats = manager.stats();
    console.log(
      `index: ${stats.live} searchable jobs, ${stats.terms} terms, ${Math.round(stats.bytes / 2 ** 20)} MB typed ` +
        `arrays, load ${(loadMs / 1000).toFixed(1)} s, RSS ${rss}`,
    );
    // with node --expose-gc: the RSS once the load's garbage is collected (what the index itself holds)
    const gc = (globalThis as { gc?: () => void }).gc;
    if (gc) {
      gc();
      console.log(`after a full collection: RSS ${mb(process.memoryUsage().rss)} MB`);
    }
    const queries = benchmarkQueries();
    const answers: unknown[] = [];
    let times: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      times = [];
      for (const f of queries) {
        const t = performance.now();
        const r = searchIndex(ix, corrector, manager.taxonomy, f, NOW);
        times.push(performance.now() - t);
        if (round === 0) answers.push({ filter: f, ...r });
      }
    }
    const slowest = times
      .map((ms, i) => ({ ms, q: JSON.stringify(queries[i]) }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 8);
    times.sort((a, b) => a - b);
    console.log(
      `engine over ${times.length} searches (round ${ROUNDS}): median ${percentile(times, 50).toFixed(1)} ms, ` +
        `p95 ${percentile(times, 95).toFixed(1)} ms, max ${times[times.length - 1].toFixed(1)} ms`,
    );
    for (const s of slowest) console.log(`  ${s.ms.toFixed(1)} ms  ${s.q}`);
    if (process.env.BENCH_OUT) fs.writeFileSync(process.env.BENCH_OUT, JSON.stringify(answers, null, 1));
    await manager.stop();
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
