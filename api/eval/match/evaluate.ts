/**
 * The matching evaluation: every profile (match/profiles.ts, hand-written, and match/generated-profiles.ts) is judged
 * against every job of one generated pool (match/judge.ts) and ranked by the matcher and each baseline
 * (match/systems.ts); per profile we keep NDCG@10, recall@20, P@10 and MRR@10 of each system.
 */
import { buildPool } from './dataset';
import { generatedProfiles } from './generated-profiles';
import { judgeAll } from './judge';
import { mean, ndcgAt, precisionAt, reciprocalRank, recallAt } from './metrics';
import { EVAL_PROFILES, type EvalProfile } from './profiles';
import { pairedBootstrap, signTest } from './stats';
import { buildSystems, SYSTEMS, type System } from './systems';

export const METRICS = ['ndcg10', 'recall20', 'p10', 'mrr'] as const;
export type Metric = (typeof METRICS)[number];
export type Scores = Record<Metric, number[]>;

export interface ProfileOutcome {
  ep: EvalProfile;
  judged: number;
  relevant: number;
  ids: Record<System, string[]>;
}

export interface Evaluation {
  pool: number;
  profiles: EvalProfile[];
  outcomes: ProfileOutcome[];
  /** per system, per metric, one value per outcome (same order) */
  scores: Record<System, Scores>;
  judgements: Record<string, number>[];
}

export function allProfiles(): EvalProfile[] {
  return [...EVAL_PROFILES, ...generatedProfiles()];
}

export function runEvaluation(generatedJobs: number, profiles = allProfiles()): Evaluation {
  const pool = buildPool(generatedJobs);
  const systems = buildSystems(pool);
  const scores = Object.fromEntries(
    SYSTEMS.map((s) => [s, { ndcg10: [], recall20: [], p10: [], mrr: [] } as Scores]),
  ) as Record<System, Scores>;
  const outcomes: ProfileOutcome[] = [];
  const judgements: Record<string, number>[] = [];
  for (const ep of profiles) {
    const j = judgeAll(ep, pool.jobs);
    const relevant = Object.values(j).filter((g) => g >= 2).length;
    // a profile with no good fit in the pool says nothing about the ranking
    if (relevant === 0) continue;
    const ids = {} as Record<System, string[]>;
    for (const s of SYSTEMS) {
      ids[s] = systems[s](ep.profile, 20);
      scores[s].ndcg10.push(ndcgAt(ids[s], j, 10));
      scores[s].recall20.push(recallAt(ids[s], j, 20));
      scores[s].p10.push(precisionAt(ids[s], j, 10));
      scores[s].mrr.push(reciprocalRank(ids[s], j, 10));
    }
    outcomes.push({ ep, judged: Object.keys(j).length, relevant, ids });
    judgements.push(j);
  }
  return { pool: pool.jobs.length, profiles, outcomes, scores, judgements };
}

/** The scores of the outcomes that pass `keep` (e.g. one language). */
export function subset(ev: Evaluation, keep: (o: ProfileOutcome) => boolean): Record<System, Scores> {
  const idx = ev.outcomes.flatMap((o, i) => (keep(o) ? [i] : []));
  return Object.fromEntries(
    SYSTEMS.map((s) => [
      s,
      Object.fromEntries(METRICS.map((m) => [m, idx.map((i) => ev.scores[s][m][i])])) as Scores,
    ]),
  ) as Record<System, Scores>;
}

export function means(scores: Record<System, Scores>): Record<System, Record<Metric, number>> {
  return Object.fromEntries(
    SYSTEMS.map((s) => [s, Object.fromEntries(METRICS.map((m) => [m, mean(scores[s][m])]))]),
  ) as Record<System, Record<Metric, number>>;
}

/** The baseline with the best mean of `metric` (the one the matcher has to beat). */
export function bestBaseline(scores: Record<System, Scores>, metric: Metric = 'ndcg10'): System {
  return SYSTEMS.filter((s) => s !== 'matcher').reduce((best, s) =>
    mean(scores[s][metric]) > mean(scores[best][metric]) ? s : best,
  );
}

/** Matcher minus `baseline` on `metric`: mean difference, bootstrap 95% interval and sign test. */
export function margin(scores: Record<System, Scores>, baseline: System, metric: Metric = 'ndcg10') {
  return {
    ...pairedBootstrap(scores.matcher[metric], scores[baseline][metric]),
    sign: signTest(scores.matcher[metric], scores[baseline][metric]),
  };
}

export interface Thresholds {
  /** floors of the matcher's means */
  ndcg10: number;
  recall20: number;
  /** the matcher's NDCG@10 may be at most this much below the best baseline's */
  maxDeficitVsBest: number;
}

export function regressions(scores: Record<System, Scores>, t: Thresholds): string[] {
  const m = means(scores).matcher;
  const best = bestBaseline(scores);
  const gap = mean(scores[best].ndcg10) - m.ndcg10;
  const out: string[] = [];
  if (m.ndcg10 < t.ndcg10) out.push(`NDCG@10 ${m.ndcg10.toFixed(3)} < ${t.ndcg10}`);
  if (m.recall20 < t.recall20) out.push(`recall@20 ${m.recall20.toFixed(3)} < ${t.recall20}`);
  if (gap > t.maxDeficitVsBest)
    out.push(`NDCG@10 ${gap.toFixed(3)} below the best baseline (${best}), more than ${t.maxDeficitVsBest}`);
  return out;
}
