/**
 * `npm run eval:search [-- --verbose] [-- --jobs N]`: the search evaluation (evaluate.ts) on the seeded data set;
 * prints precision@10, MRR and the zero-result rate for the engine and the baselines, overall and per language,
 * and exits with 1 when the engine falls below the committed thresholds (thresholds.json, key "full").
 */
import fs from 'node:fs';
import path from 'node:path';
import { regressions, runEvaluation, SYSTEMS, type Metrics, type Thresholds } from './evaluate';

const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const jobsArg = args.indexOf('--jobs');
const jobs = jobsArg >= 0 ? Number(args[jobsArg + 1]) : 5000;

const started = Date.now();
const { metrics, byLang, outcomes, skipped } = runEvaluation(jobs);
const fmt = (m: Metrics): string =>
  `P@10 ${m.precisionAt10.toFixed(3)}  MRR ${m.mrr.toFixed(3)}  zero ${(m.zeroResultRate * 100).toFixed(1)}%`;

if (verbose)
  for (const o of outcomes) {
    const line = SYSTEMS.map((s) => `${s} ${o.totals[s]} (P@10 ${o.precision[s].toFixed(1)})`).join(' | ');
    console.log(`${o.q.q.padEnd(36)} relevant ${String(o.relevantCount).padStart(4)} | ${line}`);
  }
console.log(
  `search evaluation: ${outcomes.length} judged queries on ${jobs} generated jobs (${Date.now() - started} ms)`,
);
if (skipped.length > 0) console.log(`  no relevant job in the data (not scored): ${skipped.join(', ')}`);
for (const s of SYSTEMS) console.log(`  ${s.padEnd(15)} ${fmt(metrics[s])}`);
for (const [lang, m] of byLang)
  console.log(`  [${lang.padEnd(5)}] engine ${fmt(m.engine)}  | plain ${fmt(m.plain)}`);

const thresholds = JSON.parse(fs.readFileSync(path.join(__dirname, 'thresholds.json'), 'utf8')) as Record<
  string,
  Thresholds
>;
const failed = regressions(metrics.engine, thresholds.full);
if (failed.length > 0) {
  console.error(`FAIL (thresholds.json "full"): ${failed.join('; ')}`);
  process.exit(1);
}
console.log('OK: at or above thresholds.json "full"');
