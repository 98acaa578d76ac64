import {
  HIRE_TYPES as CONTRACT_HIRE_TYPES,
  WORK_TYPES as CONTRACT_WORK_TYPES,
  type HireType,
  type WorkType,
} from '@jobportal/contracts';
import { tokenize } from '../search/text';
import { type Canonicalizer, skillTerm } from './canonical';
import { grow, Postings } from './growable';
import type { MatchJob } from './types';

/** A job as the matcher loads it (a `job` row of an open job, or an evaluation/bench job). */
export interface MatchIndexRow extends MatchJob {
  /** the search service's token text (services/search/indexing.ts); empty = tokenise the title */
  searchText: string;
  postedAt: Date | null;
  updatedAt?: Date;
}

export const WORK_TYPES: readonly WorkType[] = CONTRACT_WORK_TYPES;
export const HIRE_TYPES: readonly HireType[] = CONTRACT_HIRE_TYPES;
/** Unique canonical terms kept per job (title and skills first, then the body in order). */
export const MAX_DOC_TERMS = 120;
/** A title term weighs this much more than a body term. */
export const TITLE_BOOST = 2.5;
const NONE = -1;

/** Canonical terms of a job: unique title terms, and the unique terms of title, skills and text (capped). */
export function jobTerms(
  canon: Canonicalizer,
  r: Pick<MatchIndexRow, 'title' | 'skills' | 'searchText'>,
): { title: string[]; all: Set<string> } {
  const title = [...new Set(canon.terms(r.title))].slice(0, 255);
  const all = new Set<string>(title);
  for (const s of r.skills) all.add(skillTerm(s));
  const tokens = r.searchText ? r.searchText.split(' ') : tokenize(r.title);
  for (const t of canon.termsOfTokens(tokens)) {
    if (all.size >= MAX_DOC_TERMS) break;
    all.add(t);
  }
  return { title, all };
}

/**
 * In-process index of the open jobs for matching. Per job: filter and feature attributes in typed arrays, skill ids,
 * canonical title terms and the unique canonical terms of the whole text (ids into one vocabulary), its TF-IDF norm.
 * Postings: skill id -> jobs, title term id -> jobs (candidate generation). Append-only: an update tombstones the old
 * document and appends the new one; the owner rebuilds when the dead share grows (see store.ts).
 */
export class MatchIndex {
  n = 0;
  live = 0;
  ids: string[] = [];
  readonly docOf = new Map<string, number>();
  alive = new Uint8Array(0);
  province = new Uint8Array(0);
  work = new Uint8Array(0);
  hire = new Uint8Array(0);
  edu = new Uint8Array(0);
  years = new Uint8Array(0);
  salMin = new Int32Array(0);
  salMax = new Int32Array(0);
  postedAt = new Float64Array(0);
  norm = new Float32Array(0);
  skillStart = new Uint32Array(0);
  skillLen = new Uint8Array(0);
  skillArena = new Uint16Array(0);
  skillUsed = 0;
  titleStart = new Uint32Array(0);
  titleLen = new Uint8Array(0);
  titleArena = new Uint32Array(0);
  titleUsed = 0;
  termStart = new Uint32Array(0);
  termLen = new Uint8Array(0);
  termArena = new Uint32Array(0);
  termUsed = 0;
  titles: string[] = [];

  readonly vocab = new Map<string, number>();
  readonly terms: string[] = [];
  df = new Int32Array(0);
  readonly skillId = new Map<string, number>();
  readonly skillSlugs: string[] = [];
  skillDf = new Int32Array(0);
  skillPostings = new Postings();
  titlePostings = new Postings();

  constructor(readonly canon: Canonicalizer) {}

  private ensure(size: number): void {
    if (size <= this.alive.length) return;
    this.alive = grow(this.alive, size);
    this.province = grow(this.province, size);
    this.work = grow(this.work, size);
    this.hire = grow(this.hire, size);
    this.edu = grow(this.edu, size);
    this.years = grow(this.years, size);
    this.salMin = grow(this.salMin, size);
    this.salMax = grow(this.salMax, size);
    this.postedAt = grow(this.postedAt, size);
    this.norm = grow(this.norm, size);
    this.skillStart = grow(this.skillStart, size);
    this.skillLen = grow(this.skillLen, size);
    this.titleStart = grow(this.titleStart, size);
    this.titleLen = grow(this.titleLen, size);
    this.termStart = grow(this.termStart, size);
    this.termLen = grow(this.termLen, size);
  }

  termIdOf(t: string): number | undefined {
    return this.vocab.get(t);
  }

  private term(t: string): number {
    let id = this.vocab.get(t);
    if (id === undefined) {
      id = this.terms.length;
      this.vocab.set(t, id);
      this.terms.push(t);
      this.df = grow(this.df, id + 1);
    }
    return id;
  }

  private skill(slug: string): number {
    let id = this.skillId.get(slug);
    if (id === undefined) {
      id = this.skillSlugs.length;
      this.skillId.set(slug, id);
      this.skillSlugs.push(slug);
      this.skillDf = grow(this.skillDf, id + 1);
    }
    return id;
  }

  /** BM25-style idf (always > 0); terms never seen count as rare. */
  idf(termId: number | undefined): number {
    const df = termId === undefined ? 0 : this.df[termId];
    return Math.log(1 + (this.live - df + 0.5) / (df + 0.5));
  }

  /** Adds rows in bulk (postings built compacted). */
  static build(canon: Canonicalizer, rows: Iterable<MatchIndexRow>): MatchIndex {
    const ix = new MatchIndex(canon);
    for (const r of rows) ix.append(r);
    ix.finish();
    return ix;
  }

  /** Appends one document's attributes and terms; postings and norms wait for finish() or add(). */
  append(r: MatchIndexRow): number {
    const d = this.n++;
    this.ensure(this.n);
    const old = this.docOf.get(r.id);
    if (old !== undefined && this.alive[old]) this.kill(old);
    this.docOf.set(r.id, d);
    this.ids[d] = r.id;
    this.titles[d] = r.title;
    this.alive[d] = 1;
    this.live++;
    this.province[d] = r.provinceId;
    this.work[d] = Math.max(0, WORK_TYPES.indexOf(r.workType));
    this.hire[d] = Math.max(0, HIRE_TYPES.indexOf(r.hireType));
    this.edu[d] = r.educationLevelId ?? 0;
    this.years[d] = Math.min(255, r.yearsExperienceMin);
    this.salMin[d] = r.salaryMin ?? NONE;
    this.salMax[d] = r.salaryMax ?? NONE;
    this.postedAt[d] = r.postedAt ? r.postedAt.getTime() : 0;

    const skills = [...new Set(r.skills)].slice(0, 255);
    this.skillArena = grow(this.skillArena, this.skillUsed + skills.length);
    this.skillStart[d] = this.skillUsed;
    this.skillLen[d] = skills.length;
    for (const s of skills) {
      const k = this.skill(s);
      this.skillArena[this.skillUsed++] = k;
      this.skillDf[k]++;
    }

    const { title: titleTerms, all } = jobTerms(this.canon, r);
    this.titleArena = grow(this.titleArena, this.titleUsed + titleTerms.length);
    this.titleStart[d] = this.titleUsed;
    this.titleLen[d] = titleTerms.length;
    for (const t of titleTerms) this.titleArena[this.titleUsed++] = this.term(t);
    this.termArena = grow(this.termArena, this.termUsed + all.size);
    this.termStart[d] = this.termUsed;
    this.termLen[d] = all.size;
    for (const t of all) {
      const id = this.term(t);
      this.termArena[this.termUsed++] = id;
      this.df[id]++;
    }
    return d;
  }

  private kill(d: number): void {
    this.alive[d] = 0;
    this.live--;
    for (let k = this.termStart[d]; k < this.termStart[d] + this.termLen[d]; k++)
      this.df[this.termArena[k]]--;
    for (let k = this.skillStart[d]; k < this.skillStart[d] + this.skillLen[d]; k++)
      this.skillDf[this.skillArena[k]]--;
  }

  /** Builds the compacted postings and every norm (after bulk appends). */
  finish(): void {
    const skillCounts = new Uint32Array(this.skillSlugs.length);
    const titleCounts = new Uint32Array(this.terms.length);
    for (let d = 0; d < this.n; d++) {
      for (let k = this.skillStart[d]; k < this.skillStart[d] + this.skillLen[d]; k++)
        skillCounts[this.skillArena[k]]++;
      for (let k = this.titleStart[d]; k < this.titleStart[d] + this.titleLen[d]; k++)
        titleCounts[this.titleArena[k]]++;
    }
    this.skillPostings = Postings.build(skillCounts, (push) => {
      for (let d = 0; d < this.n; d++)
        for (let k = this.skillStart[d]; k < this.skillStart[d] + this.skillLen[d]; k++)
          push(this.skillArena[k], d);
    });
    this.titlePostings = Postings.build(titleCounts, (push) => {
      for (let d = 0; d < this.n; d++)
        for (let k = this.titleStart[d]; k < this.titleStart[d] + this.titleLen[d]; k++)
          push(this.titleArena[k], d);
    });
    for (let d = 0; d < this.n; d++) this.norm[d] = this.computeNorm(d);
    this.trim();
  }

  /** Drops the spare capacity of the growable arrays (the index is mostly read after a build). */
  private trim(): void {
    this.skillArena = this.skillArena.slice(0, this.skillUsed);
    this.titleArena = this.titleArena.slice(0, this.titleUsed);
    this.termArena = this.termArena.slice(0, this.termUsed);
    this.df = this.df.slice(0, this.terms.length);
    this.skillDf = this.skillDf.slice(0, this.skillSlugs.length);
  }

  /** Adds or replaces one document after the build (postings in the tails). */
  upsert(r: MatchIndexRow): void {
    const d = this.append(r);
    for (let k = this.skillStart[d]; k < this.skillStart[d] + this.skillLen[d]; k++)
      this.skillPostings.add(this.skillArena[k], d);
    for (let k = this.titleStart[d]; k < this.titleStart[d] + this.titleLen[d]; k++)
      this.titlePostings.add(this.titleArena[k], d);
    this.norm[d] = this.computeNorm(d);
  }

  remove(id: string): void {
    const d = this.docOf.get(id);
    if (d === undefined) return;
    this.docOf.delete(id);
    if (this.alive[d]) this.kill(d);
  }

  /** Weight of a term in a document: idf, boosted when the title has it. */
  private computeNorm(d: number): number {
    let s = 0;
    const titleEnd = this.titleStart[d] + this.titleLen[d];
    for (let k = this.termStart[d]; k < this.termStart[d] + this.termLen[d]; k++) {
      const t = this.termArena[k];
      let w = this.idf(t);
      for (let j = this.titleStart[d]; j < titleEnd; j++) if (this.titleArena[j] === t) w *= TITLE_BOOST;
      s += w * w;
    }
    return Math.sqrt(s) || 1;
  }

  /** The job of document d in the engine's shape (for full scoring and explanations). */
  jobOf(d: number): MatchJob {
    return {
      id: this.ids[d],
      title: this.titles[d],
      skills: Array.from(
        this.skillArena.subarray(this.skillStart[d], this.skillStart[d] + this.skillLen[d]),
        (k) => this.skillSlugs[k],
      ),
      provinceId: this.province[d],
      workType: WORK_TYPES[this.work[d]],
      hireType: HIRE_TYPES[this.hire[d]],
      educationLevelId: this.edu[d] || null,
      yearsExperienceMin: this.years[d],
      salaryMin: this.salMin[d] === NONE ? null : this.salMin[d],
      salaryMax: this.salMax[d] === NONE ? null : this.salMax[d],
    };
  }

  deadRatio(): number {
    return this.n === 0 ? 0 : 1 - this.live / this.n;
  }

  /** Approximate bytes of the typed arrays and postings (strings and maps not counted). */
  memoryBytes(): number {
    let b = this.alive.length * (1 + 1 + 1 + 1 + 1 + 1 + 4 + 4 + 8 + 4 + 4 + 1 + 4 + 1 + 4 + 1);
    b +=
      this.skillArena.byteLength +
      this.titleArena.byteLength +
      this.termArena.byteLength +
      this.df.byteLength;
    return b + this.skillPostings.bytes() + this.titlePostings.bytes();
  }
}
