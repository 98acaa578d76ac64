import type { FacetCount, JobSearchResult } from '@jobportal/contracts';
import { Bitset } from './bitset';
import { HIRE_TYPES, type JobIndex, WORK_TYPES } from './job-index';
import { type ClauseMatch, type Corrector, estimateClause, hasSkill, matchClause } from './matcher';
import type { Clause } from './query';
import { similarity, trigrams } from './trigram';

export interface EngineQuery {
  clauses: Clause[];
  /** normalised main_input, for the title trigram signal */
  text: string;
  tags: readonly string[];
  locations: readonly number[];
  workTypes: readonly string[];
  hireTypes: readonly string[];
  education: readonly number[];
  minimumSalary?: number;
  datePosted?: number;
  orderBy: 'relevance' | 'newest';
  offset: number;
  limit: number;
  now: number;
  /** Only these documents (saved-search matching of new jobs); the text is still matched over the whole index. */
  within?: Bitset;
  /** The AND of the clauses' documents, already computed (a caller running many queries memoises clause matches). */
  textDocs?: Bitset;
  /** Optional clauses that only add to the relevance (seniority words understood from the text). */
  boosts?: Clause[];
  /** Correct words the vocabulary has too (the retry of a query that found nothing). */
  forceCorrect?: boolean;
}

export interface EngineResult {
  ids: string[];
  total: number;
  facets: JobSearchResult['facets'];
  /** per clause (evaluation order): documents left after it and the misspelling correction used */
  clauses: { clause: Clause; count: number; corrected: string | null }[];
}

const DAY = 86_400_000;
const TAG_FACET_SIZE = 30;
/** candidates re-ranked with the title trigram similarity, beyond the requested page */
const RERANK_EXTRA = 100;
/** a seniority word in the title (x3) outweighs one text clause of average rarity */
const BOOST_WEIGHT = 2;

/** Indices of the k best documents by `better` (a min-heap of size k), best first. */
function topK(
  docs: ArrayLike<number>,
  count: number,
  k: number,
  better: (a: number, b: number) => boolean,
): number[] {
  const heap: number[] = [];
  const worse = (a: number, b: number): boolean => better(b, a);
  const up = (i: number): void => {
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!worse(heap[i], heap[p])) break;
      [heap[i], heap[p]] = [heap[p], heap[i]];
      i = p;
    }
  };
  const down = (i: number): void => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < heap.length && worse(heap[l], heap[m])) m = l;
      if (r < heap.length && worse(heap[r], heap[m])) m = r;
      if (m === i) return;
      [heap[i], heap[m]] = [heap[m], heap[i]];
      i = m;
    }
  };
  for (let i = 0; i < count; i++) {
    const d = docs[i];
    if (heap.length < k) {
      heap.push(d);
      up(heap.length - 1);
    } else if (k > 0 && better(d, heap[0])) {
      heap[0] = d;
      down(0);
    }
  }
  return heap.sort((a, b) => (better(a, b) ? -1 : better(b, a) ? 1 : 0));
}

function facetList(
  counts: Map<string, number> | number[],
  keyOf: (i: number) => string,
  selected: readonly string[],
): FacetCount[] {
  const out: FacetCount[] = [];
  if (Array.isArray(counts)) {
    counts.forEach((c, i) => {
      if (c > 0 || selected.includes(keyOf(i))) out.push({ value: keyOf(i), count: c });
    });
  } else {
    for (const [value, count] of counts) out.push({ value, count });
  }
  return out;
}

export function runSearch(ix: JobIndex, q: EngineQuery, corrector: Corrector | null): EngineResult {
  // 1. text: AND of clauses
  let text: Bitset | null = q.textDocs ?? null;
  const matches: ClauseMatch[] = [];
  const ordered = q.textDocs
    ? []
    : q.clauses.map((c) => ({ c, est: estimateClause(ix, c) })).sort((a, b) => a.est - b.est);
  for (const { c } of ordered) {
    const m = matchClause(ix, c, corrector, text, q.forceCorrect);
    matches.push(m);
    text = text ? text.and(m.docs) : new Bitset(ix.n).or(m.docs);
  }

  // 2. filters + disjunctive facets in one pass
  const tagIds = new Set(q.tags.map((t) => ix.skillId.get(t) ?? -1));
  const loc = new Uint8Array(256);
  for (const p of q.locations) if (p > 0 && p < 256) loc[p] = 1;
  const work = WORK_TYPES.map((w) => q.workTypes.includes(w));
  const hire = HIRE_TYPES.map((h) => q.hireTypes.includes(h));
  const edu = new Uint8Array(256);
  for (const e of q.education) if (e > 0 && e < 256) edu[e] = 1;
  const anyTag = q.tags.length > 0;
  const anyLoc = q.locations.length > 0;
  const anyWork = q.workTypes.length > 0;
  const anyHire = q.hireTypes.length > 0;
  const anyEdu = q.education.length > 0;
  const minSalary = q.minimumSalary ?? null;
  const cutoff = q.datePosted ? q.now - q.datePosted * DAY : -Infinity;

  const tagCounts = new Uint32Array(ix.skillSlugs.length);
  const locCounts = new Uint32Array(78);
  const workCounts = new Uint32Array(WORK_TYPES.length);
  const hireCounts = new Uint32Array(HIRE_TYPES.length);
  const eduCounts = new Uint32Array(256);
  const hits = new Uint32Array(q.within ? q.within.count() : text ? ix.live : ix.n);
  let total = 0;

  const visit = (d: number): void => {
    if (!ix.alive[d] || ix.validUntil[d] < q.now || ix.postedAt[d] < cutoff) return;
    if (minSalary !== null && ix.salary[d] < minSalary) return;
    const s = ix.skillStart[d];
    const sl = ix.skillLen[d];
    let fTag = !anyTag;
    if (anyTag) for (let k = s; k < s + sl; k++) if (tagIds.has(ix.skillArena[k])) fTag = true;
    const p = ix.province[d];
    const fLoc = !anyLoc || loc[p] === 1;
    const w = ix.work[d];
    const fWork = !anyWork || work[w];
    const h = ix.hire[d];
    const fHire = !anyHire || hire[h];
    const e = ix.edu[d];
    const fEdu = !anyEdu || edu[e] === 1;
    if (fLoc && fWork && fHire && fEdu) for (let k = s; k < s + sl; k++) tagCounts[ix.skillArena[k]]++;
    if (fTag && fWork && fHire && fEdu) locCounts[p]++;
    if (fTag && fLoc && fHire && fEdu) workCounts[w]++;
    if (fTag && fLoc && fWork && fEdu) hireCounts[h]++;
    if (fTag && fLoc && fWork && fHire && e > 0) eduCounts[e]++;
    if (fTag && fLoc && fWork && fHire && fEdu) hits[total++] = d;
  };
  if (q.within) (text ? text.and(q.within) : q.within).forEach(visit);
  else if (text) text.forEach(visit);
  else for (let d = 0; d < ix.n; d++) visit(d);

  // 3. order and page
  const want = q.offset + q.limit;
  let page: number[];
  const boosts =
    q.orderBy === 'relevance' && total > 0 ? (q.boosts ?? []).map((c) => matchClause(ix, c, null, text)) : [];
  if (q.orderBy === 'newest' || matches.length + boosts.length === 0) {
    page = topK(
      hits,
      total,
      want,
      (a, b) => ix.postedAt[a] > ix.postedAt[b] || (ix.postedAt[a] === ix.postedAt[b] && a > b),
    );
  } else {
    const score = new Float64Array(ix.n);
    const idf = matches.map((m) => Math.log(1 + ix.live / (1 + m.count)));
    for (let i = 0; i < total; i++) {
      const d = hits[i];
      let sc = 0;
      for (let c = 0; c < matches.length; c++) {
        const m = matches[c];
        sc += idf[c] * (1 + (m.title.has(d) ? 2 : 0) + (hasSkill(ix, d, m.skillIds) ? 1 : 0));
      }
      for (let c = 0; c < boosts.length; c++) {
        const m = boosts[c];
        if (m.docs.has(d)) sc += BOOST_WEIGHT * (1 + (m.title.has(d) ? 2 : 0));
      }
      // recency: up to +0.5 for today, half of it after 30 days
      sc += 0.5 * Math.exp(-(q.now - ix.postedAt[d]) / (30 * DAY * 1.4427));
      score[d] = sc;
    }
    const better = (a: number, b: number): boolean =>
      score[a] > score[b] ||
      (score[a] === score[b] &&
        (ix.postedAt[a] > ix.postedAt[b] || (ix.postedAt[a] === ix.postedAt[b] && a > b)));
    const candidates = topK(hits, total, want + RERANK_EXTRA, better);
    // trigram similarity between the query and the title: a misspelt or partial query still ranks close titles first
    const qg = trigrams(q.text);
    for (const d of candidates) score[d] += similarity(qg, trigrams(ix.titles[d].toLowerCase()));
    page = candidates.sort((a, b) => (better(a, b) ? -1 : better(b, a) ? 1 : 0)).slice(0, want);
  }
  const ids = page.slice(q.offset, want).map((d) => ix.ids[d]);

  const tagFacet: FacetCount[] = [];
  tagCounts.forEach((c, k) => {
    if (c > 0) tagFacet.push({ value: ix.skillSlugs[k], count: c });
  });
  tagFacet.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
  const topTags = tagFacet.slice(0, TAG_FACET_SIZE);
  for (const t of q.tags)
    if (!topTags.some((f) => f.value === t))
      topTags.push(tagFacet.find((f) => f.value === t) ?? { value: t, count: 0 });

  const location: FacetCount[] = [];
  locCounts.forEach((c, p) => {
    if (c > 0 || (p > 0 && q.locations.includes(p))) location.push({ value: String(p), count: c });
  });
  location.sort((a, b) => b.count - a.count || Number(a.value) - Number(b.value));
  const education: FacetCount[] = [];
  eduCounts.forEach((c, e) => {
    if (c > 0 || (e > 0 && q.education.includes(e))) education.push({ value: String(e), count: c });
  });

  return {
    ids,
    total,
    clauses: matches.map((m) => ({ clause: m.clause, count: m.count, corrected: m.corrected })),
    facets: {
      tag: topTags,
      location,
      workType: facetList(Array.from(workCounts), (i) => WORK_TYPES[i], q.workTypes),
      hireType: facetList(Array.from(hireCounts), (i) => HIRE_TYPES[i], q.hireTypes),
      education,
    },
  };
}
