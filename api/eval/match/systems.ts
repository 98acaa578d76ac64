/**
 * The rankings compared by the matching evaluation: the matcher (as the API ranks, services/ai/rank.ts) and the
 * strongest simple baselines we could build, each given the same profile and the same pool:
 *  - bm25: BM25 over each job's words (title, description, qualifications, skill names), queried with the
 *    profile's headline and skill names;
 *  - bm25-all-text: the same queried with all of the profile's free text (the previous evaluation's baseline);
 *  - jaccard: |profile skills ∩ job skills| / |union|;
 *  - skill-overlap: the same with each skill weighted by its idf over the pool (rare skills count more);
 *  - search-engine: the project's own job search (services/search, in process, query understanding, correction
 *    and relaxation), queried with the headline, then with the headline and the skill names;
 *  - bm25+overlap: bm25 scaled to 0..1 by the best job plus skill-overlap;
 *  - ...+filters: the same keeping only the jobs that pass the filters a candidate sets in the job search from
 *    their profile: their province or remote, their work and hire types, pay reaching their expectation (the job's
 *    maximum, else minimum, as the search's minimum_salary), at most their years of experience asked.
 * Ties are broken by the newest posting, then id.
 */
import { SKILL_BY_SLUG } from '../../src/seed/data/skills';
import { matchContext, prepareProfile } from '../../src/services/ai/matcher';
import { rankJobs } from '../../src/services/ai/rank';
import type { MatchProfile } from '../../src/services/ai/types';
import { searchIndex } from '../../src/services/search/search';
import { getDefaultTaxonomy } from '../../src/services/search/taxonomy';
import { Bm25 } from './bm25';
import { EVAL_NOW, type MatchPool } from './dataset';

export const SYSTEMS = [
  'matcher',
  'bm25',
  'bm25-all-text',
  'jaccard',
  'skill-overlap',
  'search-engine',
  'search-engine+skills',
  'bm25+overlap',
  'skill-overlap+filters',
  'bm25+overlap+filters',
  'search-engine+filters',
] as const;
export type System = (typeof SYSTEMS)[number];

const skillName = (slug: string) => SKILL_BY_SLUG.get(slug)?.name ?? slug;
const stripHtml = (html: string) => html.replace(/<[^>]+>/g, ' ');

export type Ranker = (profile: MatchProfile, k: number) => string[];

export function buildSystems(pool: MatchPool): Record<System, Ranker> {
  const taxonomy = getDefaultTaxonomy();
  const ctx = matchContext(pool.match);
  const bm25 = new Bm25(
    pool.jobs.map((j) => ({
      id: j.id,
      text: [
        j.title,
        stripHtml(j.descriptionHtml),
        stripHtml(j.qualificationsHtml),
        ...j.skills.map(skillName),
      ].join(' '),
    })),
  );
  const df = new Map<string, number>();
  for (const j of pool.jobs) for (const s of j.skills) df.set(s, (df.get(s) ?? 0) + 1);
  const idf = (s: string) => Math.log(1 + pool.jobs.length / (df.get(s) ?? 0.5));
  const posted = new Map(pool.jobs.map((j) => [j.id, j.postedAt?.getTime() ?? 0]));

  const top = (scores: Map<string, number>, k: number): string[] =>
    [...scores.entries()]
      .filter(([, s]) => s > 0)
      .sort((a, b) => b[1] - a[1] || posted.get(b[0])! - posted.get(a[0])! || a[0].localeCompare(b[0]))
      .slice(0, k)
      .map(([id]) => id);

  const overlap = (p: MatchProfile, weight: (s: string) => number): Map<string, number> => {
    const have = new Set(p.skills.map((s) => s.slug));
    const haveWeight = [...have].reduce((s, x) => s + weight(x), 0);
    const out = new Map<string, number>();
    for (const j of pool.jobs) {
      let inter = 0;
      let jobOnly = 0;
      for (const s of new Set(j.skills)) {
        if (have.has(s)) inter += weight(s);
        else jobOnly += weight(s);
      }
      if (inter > 0) out.set(j.id, inter / (haveWeight + jobOnly));
    }
    return out;
  };

  const byId = pool.byId;
  const filtered = (p: MatchProfile, scores: Map<string, number>): Map<string, number> => {
    const out = new Map<string, number>();
    for (const [id, v] of scores) {
      const j = byId.get(id)!;
      if (p.provinceId !== null && j.workType !== 'remote' && j.provinceId !== p.provinceId) continue;
      if (p.preferredWorkTypes.length > 0 && !p.preferredWorkTypes.includes(j.workType)) continue;
      if (p.preferredHireTypes.length > 0 && !p.preferredHireTypes.includes(j.hireType)) continue;
      const pay = j.salaryMax ?? j.salaryMin;
      if (p.expectedSalary !== null && pay !== null && pay < p.expectedSalary) continue;
      if (j.yearsExperienceMin > p.yearsExperience) continue;
      out.set(id, v);
    }
    return out;
  };
  const combined = (p: MatchProfile): Map<string, number> => {
    const b = bm25.scores(headlineAndSkills(p));
    const o = overlap(p, idf);
    const maxB = Math.max(1e-9, ...b.values());
    const maxO = Math.max(1e-9, ...o.values());
    const sum = new Map<string, number>();
    for (const [id, s] of b) sum.set(id, s / maxB);
    for (const [id, s] of o) sum.set(id, (sum.get(id) ?? 0) + s / maxO);
    return sum;
  };

  const headlineAndSkills = (p: MatchProfile) =>
    [p.headline, ...p.skills.map((s) => skillName(s.slug))].join(' ');
  const allText = (p: MatchProfile) =>
    [
      p.headline,
      ...p.experiences.flatMap((e) => [e.title, e.description]),
      p.about,
      ...p.skills.map((s) => skillName(s.slug)),
    ].join(' ');
  const engine = (query: string, k: number) =>
    query.trim() === ''
      ? []
      : searchIndex(pool.search, pool.corrector, taxonomy, { main_input: query, limit: k }, EVAL_NOW).ids;

  return {
    matcher: (p, k) => rankJobs(ctx, prepareProfile(ctx, p), { limit: k }).map((r) => pool.match.ids[r.doc]),
    bm25: (p, k) => top(bm25.scores(headlineAndSkills(p)), k),
    'bm25-all-text': (p, k) => top(bm25.scores(allText(p)), k),
    jaccard: (p, k) =>
      top(
        overlap(p, () => 1),
        k,
      ),
    'skill-overlap': (p, k) => top(overlap(p, idf), k),
    'search-engine': (p, k) => engine(p.headline, k),
    'search-engine+skills': (p, k) => engine(headlineAndSkills(p), k),
    'bm25+overlap': (p, k) => top(combined(p), k),
    'skill-overlap+filters': (p, k) => top(filtered(p, overlap(p, idf)), k),
    'bm25+overlap+filters': (p, k) => top(filtered(p, combined(p)), k),
    'search-engine+filters': (p, k) =>
      p.headline.trim() === ''
        ? []
        : searchIndex(
            pool.search,
            pool.corrector,
            taxonomy,
            {
              main_input: p.headline,
              limit: k,
              ...(p.provinceId !== null ? { location: [p.provinceId] } : {}),
              ...(p.preferredWorkTypes.length > 0 ? { workType: [...p.preferredWorkTypes] } : {}),
              ...(p.preferredHireTypes.length > 0 ? { hireType: [...p.preferredHireTypes] } : {}),
              ...(p.expectedSalary !== null ? { minimum_salary: p.expectedSalary } : {}),
            },
            EVAL_NOW,
          ).ids,
  };
}
