import type { MatchFilter } from '@jobportal/contracts';
import {
  educationFit,
  LEVEL_FACTOR,
  locationFit,
  MAIN_SKILL_WEIGHT,
  salaryScore,
  seniorityFit,
} from './features';
import { CHANGER_YEARS, OFF_TARGET_PENALTY } from './career';
import { TopK } from './heap';
import { HIRE_TYPES, WORK_TYPES } from './match-index';
import type { MatchContext, PreparedProfile } from './matcher';
import { PREFERENCE_PENALTY, SALARY_TOLERANCE } from './preferences';
import { WEIGHTS } from './score';

/** The JobSearchFilter subset the matches accept (hard filters). */
export type { MatchFilter };

export interface RankOptions {
  limit: number;
  filter?: MatchFilter;
  /** job ids to leave out (e.g. already applied) */
  exclude?: ReadonlySet<string>;
}

export interface Ranked {
  doc: number;
  /** the match score (0..100) as explained */
  score: number;
  textScore: number;
  /** the order of the matches: the score minus the penalties of broken preferences and, for a career changer,
   * of a job outside the family they move into */
  rank: number;
}

export interface RankStats {
  touched: number;
  scored: number;
  textScored: number;
}

const RELATED_CAP = 0.8;
const GENERATE_MIN_CREDIT = 0.3;
const NONE = -1;
const REMOTE = WORK_TYPES.indexOf('remote');

const textWeight = (skillCount: number) => (skillCount > 0 ? WEIGHTS.text : WEIGHTS.text + WEIGHTS.skills);

/** Points of the structured features per attribute value for one profile (the scoring loop only looks them up). */
function featureTables(p: PreparedProfile) {
  const prof = p.profile;
  const seniority = new Float32Array(256);
  for (let y = 0; y < 256; y++)
    seniority[y] = WEIGHTS.seniority * seniorityFit(prof.yearsExperience, y).score;
  const location = new Float32Array(256);
  const locationBreak = new Float32Array(256);
  for (let id = 0; id < 256; id++) {
    const fit = locationFit(prof.provinceId, { provinceId: id, workType: 'onsite' });
    location[id] = WEIGHTS.location * fit.score;
    locationBreak[id] = fit.fit === false ? PREFERENCE_PENALTY : 0;
  }
  const changer = new Float32Array(256);
  for (let y = 0; y < 256; y++) changer[y] = WEIGHTS.seniority * seniorityFit(CHANGER_YEARS, y).score;
  const pref = <T>(prefs: readonly T[], v: T) => (prefs.length === 0 ? 0.75 : prefs.includes(v) ? 1 : 0);
  const work = Float32Array.from(WORK_TYPES, (w) => WEIGHTS.workType * pref(prof.preferredWorkTypes, w));
  const hire = Float32Array.from(HIRE_TYPES, (h) => WEIGHTS.hireType * pref(prof.preferredHireTypes, h));
  // penalty per attribute value when it breaks a stated preference (same rules as preferences.ts)
  const workBreak = Float32Array.from(WORK_TYPES, (w) =>
    pref(prof.preferredWorkTypes, w) === 0 ? PREFERENCE_PENALTY : 0,
  );
  const hireBreak = Float32Array.from(HIRE_TYPES, (h) =>
    pref(prof.preferredHireTypes, h) === 0 ? PREFERENCE_PENALTY : 0,
  );
  const education = new Float32Array(256);
  for (let e = 0; e < 256; e++)
    education[e] = WEIGHTS.education * educationFit(prof.educationLevelId, e || null).score;
  return { seniority, changer, location, locationBreak, work, hire, workBreak, hireBreak, education };
}

/** Per document: 1 when its title names a family a career changer moves into (null: not a career changer). */
function targetDocs(ctx: MatchContext, p: PreparedProfile): Uint8Array | null {
  if (p.change === null) return null;
  const ix = ctx.index;
  const out = new Uint8Array(ix.n);
  for (const t of p.change.targetTerms) {
    const id = ix.termIdOf(t);
    if (id !== undefined) ix.titlePostings.forEach(id, (d) => (out[d] = 1));
  }
  return out;
}

/** Best credit per index skill id that the profile brings (level-weighted, related skills capped). */
function skillCredits(ctx: MatchContext, p: PreparedProfile): Float32Array {
  const ix = ctx.index;
  const credits = new Float32Array(ix.skillSlugs.length);
  for (const [have, level] of p.skills) {
    const lf = LEVEL_FACTOR[level];
    const own = ix.skillId.get(have);
    if (own !== undefined) credits[own] = Math.max(credits[own], lf);
    for (const { slug, credit } of relatedTargets(ctx, have)) {
      const k = ix.skillId.get(slug);
      if (k !== undefined) credits[k] = Math.max(credits[k], Math.min(RELATED_CAP, credit) * lf);
    }
  }
  return credits;
}

/** Skills towards which `have` gives credit (credit(have, x) > 0). */
function relatedTargets(ctx: MatchContext, have: string): { slug: string; credit: number }[] {
  const out: { slug: string; credit: number }[] = [];
  for (const slug of ctx.index.skillSlugs) {
    if (slug === have) continue;
    const c = ctx.relations.credit(have, slug);
    if (c > 0) out.push({ slug, credit: c });
  }
  return out;
}

function compileFilter(ctx: MatchContext, f: MatchFilter | undefined): ((d: number) => boolean) | null {
  if (!f || Object.values(f).every((v) => v === undefined || (Array.isArray(v) && v.length === 0)))
    return null;
  const ix = ctx.index;
  const prov = f.location?.length ? new Set(f.location) : null;
  const work = f.workType?.length ? new Set(f.workType.map((w) => WORK_TYPES.indexOf(w))) : null;
  const hire = f.hireType?.length ? new Set(f.hireType.map((h) => HIRE_TYPES.indexOf(h))) : null;
  const edu = f.education?.length ? new Set(f.education) : null;
  const minSalary = f.minimum_salary;
  const tags = f.tag?.length
    ? new Set(f.tag.map((t) => ix.skillId.get(t)).filter((k): k is number => k !== undefined))
    : null;
  const noTagKnown = f.tag?.length ? tags?.size === 0 : false;
  return (d) => {
    if (noTagKnown) return false;
    if (prov && !prov.has(ix.province[d])) return false;
    if (work && !work.has(ix.work[d])) return false;
    if (hire && !hire.has(ix.hire[d])) return false;
    if (edu && !edu.has(ix.edu[d])) return false;
    if (minSalary !== undefined) {
      const s = ix.salMax[d] !== NONE ? ix.salMax[d] : ix.salMin[d];
      if (s === NONE || s < minSalary) return false;
    }
    if (tags) {
      let any = false;
      for (let k = ix.skillStart[d]; k < ix.skillStart[d] + ix.skillLen[d] && !any; k++)
        any = tags.has(ix.skillArena[k]);
      if (!any) return false;
    }
    return true;
  };
}

/**
 * Top jobs for a profile. 1) candidate generation: jobs in the postings of the profile's skills (and skills related
 * to them) and of its title terms (headline, experience titles); every job when that finds too few. 2) every
 * candidate gets the structured part of the score from typed arrays (same functions as the explanation).
 * 3) candidates in descending order of their upper bound (structured + full text points) get the text cosine until
 * the bound cannot beat the k-th best any more. Ties: newer posting first.
 */
export function rankJobs(
  ctx: MatchContext,
  p: PreparedProfile,
  opts: RankOptions,
  stats?: RankStats,
): Ranked[] {
  const ix = ctx.index;
  const credits = skillCredits(ctx, p);
  const mark = new Uint8Array(ix.n);
  let touched = 0;
  const touch = (d: number) => {
    if (mark[d] === 0) {
      mark[d] = 1;
      touched++;
    }
  };
  // weak (same-category) credits still score, but do not generate candidates on their own
  for (let k = 0; k < credits.length; k++)
    if (credits[k] >= GENERATE_MIN_CREDIT) ix.skillPostings.forEach(k, touch);
  for (const t of p.titleTerms) {
    const id = ix.termIdOf(t);
    if (id !== undefined) ix.titlePostings.forEach(id, touch);
  }
  if (touched < opts.limit * 5) {
    mark.fill(1);
    touched = ix.n;
  }

  const pass = compileFilter(ctx, opts.filter);
  const excluded = new Uint8Array(ix.n);
  for (const id of opts.exclude ?? []) {
    const d = ix.docOf.get(id);
    if (d !== undefined) excluded[d] = 1;
  }
  const t = featureTables(p);
  const target = targetDocs(ctx, p);
  const expected = p.profile.expectedSalary;
  const payFloor = expected !== null && expected > 0 ? SALARY_TOLERANCE * expected : -Infinity;
  // structured points (everything but text) of every generated candidate, and its penalty in the order
  const docs = new Int32Array(Math.min(touched, ix.n));
  const base = new Float32Array(docs.length);
  const penalty = new Float32Array(docs.length);
  let count = 0;
  const { alive, skillLen, skillStart, skillArena, years, work, hire, edu, province, salMin, salMax } = ix;
  for (let d = 0; d < ix.n; d++) {
    if (mark[d] === 0 || alive[d] === 0 || excluded[d] === 1 || (pass !== null && !pass(d))) continue;
    const len = skillLen[d];
    const s0 = skillStart[d];
    let got = 0;
    let total = 0;
    for (let i = 0; i < len; i++) {
      const w = i === 0 && len > 1 ? MAIN_SKILL_WEIGHT : 1;
      total += w;
      got += w * credits[skillArena[s0 + i]];
    }
    const onTarget = target !== null && target[d] === 1;
    let b = len > 0 ? (WEIGHTS.skills * got) / total : 0;
    b += (onTarget ? t.changer : t.seniority)[years[d]];
    b += t.work[work[d]] + t.hire[hire[d]] + t.education[edu[d]];
    b += work[d] === REMOTE ? WEIGHTS.location : t.location[province[d]];
    b += WEIGHTS.salary * salaryScore(expected, salMin[d], salMax[d]);
    let pen = t.workBreak[work[d]] + t.hireBreak[hire[d]];
    if (work[d] !== REMOTE) pen += t.locationBreak[province[d]];
    if (salMax[d] !== NONE && salMax[d] < payFloor) pen += PREFERENCE_PENALTY;
    if (target !== null && !onTarget) pen += OFF_TARGET_PENALTY;
    docs[count] = d;
    penalty[count] = pen;
    base[count++] = b;
  }

  const better = (a: Ranked, b: Ranked) =>
    a.rank > b.rank || (a.rank === b.rank && ix.postedAt[a.doc] > ix.postedAt[b.doc]);
  const top = new TopK<Ranked>(opts.limit, better);
  const done = new Uint8Array(count);
  let textScored = 0;
  const full = (i: number) => {
    const d = docs[i];
    const textScore = p.vector.score(d);
    textScored++;
    done[i] = 1;
    const score = Math.round((base[i] + textWeight(ix.skillLen[d]) * textScore) * 10) / 10;
    top.push({ doc: d, score, textScore, rank: score - penalty[i] });
  };
  // 1) the best structured candidates, fully scored, give a lower bound of the k-th best rank
  const key = (i: number) => base[i] - penalty[i];
  const seed = new TopK<number>(Math.min(count, opts.limit * 8), (a, b) => key(a) > key(b));
  for (let i = 0; i < count; i++) {
    const w = seed.worst();
    if (w === undefined || key(i) > key(w)) seed.push(i);
  }
  for (const i of seed.sorted()) full(i);
  // 2) every other candidate whose structured points plus full text points could still enter the top k
  const kth = top.worst()?.rank ?? -Infinity;
  for (let i = 0; i < count; i++) {
    const bound = key(i) + textWeight(ix.skillLen[docs[i]]);
    if (done[i] || bound < kth) continue;
    const worst = top.worst();
    if (worst && bound < worst.rank) continue;
    full(i);
  }

  if (stats) {
    stats.touched = touched;
    stats.scored = count;
    stats.textScored = textScored;
  }
  return top.sorted();
}
