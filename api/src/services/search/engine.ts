import { RAIL_LINE_IDS, type FacetCount, type JobSearchResult } from '@jobportal/contracts';
import { Bitset } from './bitset';
import { HIRE_TYPES, type JobIndex, WORK_TYPES } from './job-index';
import { RAIL_CODES, RAIL_LINE_BITS, RAIL_SLOTS, railMask } from './rail-index';
import { type ClauseMatch, type Corrector, estimateClause, matchClause } from './matcher';
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
  /** rail station codes and line ids: jobs near any of the stations or near any station of the lines (one filter) */
  stations?: readonly string[];
  lines?: readonly string[];
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

/** recency: up to +0.5 for today, half of it after 30 days */
export function recency(now: number, postedAt: number): number {
  return 0.5 * Math.exp(-(now - postedAt) / (30 * DAY * 1.4427));
}

/**
 * The k best documents by `better` (a min-heap of size k). `key` orders documents first (better => key not lower):
 * a document whose key is below the worst kept one is rejected without calling `better`.
 */
class TopK {
  private readonly heap: number[] = [];

  constructor(
    private readonly k: number,
    private readonly key: ArrayLike<number>,
    private readonly better: (a: number, b: number) => boolean,
  ) {}

  full(): boolean {
    return this.heap.length >= this.k;
  }

  /** the worst document kept (when full) */
  worst(): number {
    return this.heap[0];
  }

  offer(d: number): void {
    const heap = this.heap;
    if (heap.length < this.k) {
      heap.push(d);
      let i = heap.length - 1;
      while (i > 0) {
        const p = (i - 1) >> 1;
        if (!this.better(heap[p], heap[i])) break;
        [heap[i], heap[p]] = [heap[p], heap[i]];
        i = p;
      }
      return;
    }
    if (this.k === 0 || this.key[d] < this.key[heap[0]] || !this.better(d, heap[0])) return;
    heap[0] = d;
    for (let i = 0; ;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < heap.length && this.better(heap[m], heap[l])) m = l;
      if (r < heap.length && this.better(heap[m], heap[r])) m = r;
      if (m === i) return;
      [heap[i], heap[m]] = [heap[m], heap[i]];
      i = m;
    }
  }

  /** best first */
  sorted(): number[] {
    return this.heap.sort((a, b) => (this.better(a, b) ? -1 : this.better(b, a) ? 1 : 0));
  }
}

// per-query work arrays, reused (a search runs synchronously): no allocation and zeroing of 4-8 MB per search at 1M
let hitsScratch = new Uint32Array(0);
let scoreScratch = new Float64Array(0);
function scratchHits(size: number): Uint32Array {
  if (hitsScratch.length < size) hitsScratch = new Uint32Array(size);
  return hitsScratch;
}
function scratchScores(size: number): Float64Array {
  if (scoreScratch.length < size) scoreScratch = new Float64Array(size);
  return scoreScratch;
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
  const tagMask = new Uint8Array(ix.skillSlugs.length);
  for (const t of q.tags) {
    const k = ix.skillId.get(t);
    if (k !== undefined) tagMask[k] = 1;
  }
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
  const railSelected = railMask(q.stations ?? [], q.lines ?? []);
  const anyRail = railSelected !== null;
  const railSel = railSelected ?? new Uint8Array(RAIL_CODES.length);
  const noFilter = !anyTag && !anyLoc && !anyWork && !anyHire && !anyEdu && !anyRail;
  const minSalary = q.minimumSalary ?? -Infinity;
  const cutoff = q.datePosted ? q.now - q.datePosted * DAY : -Infinity;
  const now = q.now;

  const tagCounts = new Uint32Array(ix.skillSlugs.length);
  const locCounts = new Uint32Array(78);
  const workCounts = new Uint32Array(WORK_TYPES.length);
  const hireCounts = new Uint32Array(HIRE_TYPES.length);
  const eduCounts = new Uint32Array(256);
  const stationCounts = new Uint32Array(RAIL_CODES.length);
  const lineCounts = new Uint32Array(RAIL_LINE_IDS.length);
  const hits = scratchHits(q.within ? q.within.count() : text ? ix.live : ix.n);
  let total = 0;
  let maxPosted = -Infinity;
  const { validUntil, postedAt, salary, skillStart, skillLen, skillArena, province } = ix;
  const workOf = ix.work;
  const hireOf = ix.hire;
  const eduOf = ix.edu;
  const railOf = ix.rail;
  // a job's stations and lines counted in the rail facets (a job near two stations of a line counts once for it)
  const countRail = (r0: number, r1: number, r2: number): void => {
    stationCounts[r0]++;
    stationCounts[r1]++;
    stationCounts[r2]++;
    for (
      let bits = RAIL_LINE_BITS[r0] | RAIL_LINE_BITS[r1] | RAIL_LINE_BITS[r2];
      bits !== 0;
      bits &= bits - 1
    )
      lineCounts[31 - Math.clz32(bits & -bits)]++;
  };

  // one loop over the words of the matching documents (all live documents without text), the per-document work
  // inline: no call per match, the counters in locals
  const source = q.within ? (text ? text.and(q.within) : q.within) : text;
  const words = source ? source.words : ix.aliveWords;
  const aliveWords = ix.aliveWords;
  const nWords = Math.min(words.length, aliveWords.length);
  for (let wi = 0; wi < nWords; wi++) {
    let word = words[wi] & aliveWords[wi];
    while (word !== 0) {
      const bit = word & -word;
      word ^= bit;
      const d = (wi << 5) + 31 - Math.clz32(bit);
      if (validUntil[d] < now || postedAt[d] < cutoff || salary[d] < minSalary) continue;
      const s = skillStart[d];
      const sEnd = s + skillLen[d];
      const p = province[d];
      const w = workOf[d];
      const h = hireOf[d];
      const e = eduOf[d];
      const r0 = railOf[d * RAIL_SLOTS];
      const r1 = railOf[d * RAIL_SLOTS + 1];
      const r2 = railOf[d * RAIL_SLOTS + 2];
      if (noFilter) {
        for (let k = s; k < sEnd; k++) tagCounts[skillArena[k]]++;
        locCounts[p]++;
        workCounts[w]++;
        hireCounts[h]++;
        eduCounts[e]++; // [0] (no requirement) is not a facet value: cleared below
        if (r0 !== 0) countRail(r0, r1, r2); // stationCounts[0] (no station) is cleared below
        if (postedAt[d] > maxPosted) maxPosted = postedAt[d];
        hits[total++] = d;
        continue;
      }
      let fTag = !anyTag;
      if (anyTag) for (let k = s; k < sEnd; k++) if (tagMask[skillArena[k]] === 1) fTag = true;
      const fLoc = !anyLoc || loc[p] === 1;
      const fWork = !anyWork || work[w];
      const fHire = !anyHire || hire[h];
      const fEdu = !anyEdu || edu[e] === 1;
      const fRail = !anyRail || (railSel[r0] | railSel[r1] | railSel[r2]) === 1;
      if (fLoc && fWork && fHire && fEdu && fRail) for (let k = s; k < sEnd; k++) tagCounts[skillArena[k]]++;
      if (fTag && fWork && fHire && fEdu && fRail) locCounts[p]++;
      if (fTag && fLoc && fHire && fEdu && fRail) workCounts[w]++;
      if (fTag && fLoc && fWork && fEdu && fRail) hireCounts[h]++;
      if (fTag && fLoc && fWork && fHire && fRail && e > 0) eduCounts[e]++;
      if (fTag && fLoc && fWork && fHire && fEdu && r0 !== 0) countRail(r0, r1, r2);
      if (fTag && fLoc && fWork && fHire && fEdu && fRail) {
        if (postedAt[d] > maxPosted) maxPosted = postedAt[d];
        hits[total++] = d;
      }
    }
  }
  eduCounts[0] = 0;
  stationCounts[0] = 0;

  // 3. order and page
  const want = q.offset + q.limit;
  let page: number[];
  const boosts =
    q.orderBy === 'relevance' && total > 0 ? (q.boosts ?? []).map((c) => matchClause(ix, c, null, text)) : [];
  if (q.orderBy === 'newest' || matches.length + boosts.length === 0) {
    const top = new TopK(
      want,
      postedAt,
      (a, b) => postedAt[a] > postedAt[b] || (postedAt[a] === postedAt[b] && a > b),
    );
    for (let i = 0; i < total; i++) {
      const d = hits[i];
      if (top.full() && postedAt[d] < postedAt[top.worst()]) continue;
      top.offer(d);
    }
    page = top.sorted();
  } else {
    const score = scratchScores(ix.n);
    const idf = matches.map((m) => Math.log(1 + ix.live / (1 + m.count)));
    const titleWords = matches.map((m) => m.title.words);
    const skillMasks = matches.map((m) => {
      const mask = new Uint8Array(ix.skillSlugs.length);
      for (const k of m.skillIds) mask[k] = 1;
      return m.skillIds.length > 0 ? mask : null;
    });
    const better = (a: number, b: number): boolean =>
      score[a] > score[b] ||
      (score[a] === score[b] && (postedAt[a] > postedAt[b] || (postedAt[a] === postedAt[b] && a > b)));
    const top = new TopK(want + RERANK_EXTRA, score, better);
    // the recency of the newest match bounds everyone's: a document whose score without recency plus that bound is
    // below the worst of a full top-k cannot enter it, and its recency (Math.exp) is not computed
    const maxRecency = recency(now, maxPosted) * (1 + 1e-9);
    for (let i = 0; i < total; i++) {
      const d = hits[i];
      let sc = 0;
      for (let c = 0; c < matches.length; c++) {
        const tw = titleWords[c];
        const mask = skillMasks[c];
        let skill = 0;
        if (mask !== null)
          for (let k = skillStart[d], e = k + skillLen[d]; k < e; k++)
            if (mask[skillArena[k]] === 1) {
              skill = 1;
              break;
            }
        sc += idf[c] * (1 + ((tw[d >>> 5] & (1 << (d & 31))) !== 0 ? 2 : 0) + skill);
      }
      for (let c = 0; c < boosts.length; c++) {
        const m = boosts[c];
        if (m.docs.has(d)) sc += BOOST_WEIGHT * (1 + (m.title.has(d) ? 2 : 0));
      }
      if (top.full() && sc + maxRecency < score[top.worst()]) continue;
      score[d] = sc + recency(now, postedAt[d]);
      top.offer(d);
    }
    const candidates = top.sorted();
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

  const stations = q.stations ?? [];
  const station: FacetCount[] = [];
  stationCounts.forEach((c, n) => {
    if (n > 0 && (c > 0 || stations.includes(RAIL_CODES[n])))
      station.push({ value: RAIL_CODES[n], count: c });
  });
  station.sort((a, b) => b.count - a.count); // stable: line order among equals

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
      station,
      line: facetList(Array.from(lineCounts), (i) => RAIL_LINE_IDS[i], q.lines ?? []),
    },
  };
}
