import {
  HIRE_TYPES as CONTRACT_HIRE_TYPES,
  WORK_TYPES as CONTRACT_WORK_TYPES,
  type HireType,
  type WorkType,
} from '@jobportal/contracts';
import { Bitset } from './bitset';
import { RAIL_CODES, RAIL_SLOTS, railNumber } from './rail-index';
import { tokenize } from './text';

/** One searchable job as loaded from the database. */
export interface IndexedJobRow {
  id: string;
  title: string;
  searchText: string;
  skills: readonly string[];
  provinceId: number;
  workType: string;
  hireType: string;
  educationLevelId: number | null;
  /** rail station codes near the job (at most 3 are indexed; unknown codes are not) */
  railStations?: readonly string[];
  salaryMin: number | null;
  salaryMax: number | null;
  postedAt: Date | null;
  createdAt: Date;
  validThrough: string | null;
}

export const WORK_TYPES: readonly WorkType[] = CONTRACT_WORK_TYPES;
export const HIRE_TYPES: readonly HireType[] = CONTRACT_HIRE_TYPES;

const NO_SALARY = -1;

function grow<T extends Uint8Array | Uint16Array | Uint32Array | Int32Array | Float64Array>(
  a: T,
  size: number,
): T {
  if (size <= a.length) return a;
  const next = new (a.constructor as new (n: number) => T)(Math.max(size, Math.ceil(a.length * 1.5) + 16));
  next.set(a);
  return next;
}

/**
 * In-process index of the searchable jobs (published, see loader): per-document filter attributes in typed arrays,
 * the token sequence of search_text (term ids; positions = array offsets, for phrase adjacency), and per-term posting
 * lists (ascending document numbers). Documents are append-only: an update marks the old document dead and appends
 * a new one; `compacted()` rebuilds without the dead ones.
 */
export class JobIndex {
  /** number of document slots (live and dead) */
  n = 0;
  live = 0;
  ids: string[] = [];
  readonly docOf = new Map<string, number>();
  alive = new Uint8Array(0);
  /** `alive` as a bitset (whole-index passes: 32 documents per word) */
  aliveWords = new Uint32Array(0);
  province = new Uint8Array(0);
  work = new Uint8Array(0);
  hire = new Uint8Array(0);
  /** 0 = no requirement */
  edu = new Uint8Array(0);
  /** up to 3 rail station numbers per document (rail-index.ts), 0 = none; doc d's are [3d, 3d + 3) */
  rail = new Uint8Array(0);
  /** salary used by minimum_salary: max, else min, else -1 */
  salary = new Int32Array(0);
  postedAt = new Float64Array(0);
  /** the latest postedAt of any document (bounds the recency term of the ranking) */
  maxPostedAt = -Infinity;
  /** end of the valid_through day (ms), Infinity when open-ended */
  validUntil = new Float64Array(0);
  skillStart = new Uint32Array(0);
  skillLen = new Uint8Array(0);
  skillArena = new Uint16Array(0);
  skillUsed = 0;
  seqStart = new Uint32Array(0);
  seqLen = new Uint32Array(0);
  titleLen = new Uint16Array(0);
  /** term ids; 16-bit while the vocabulary has fewer than 65536 terms, then 32-bit */
  seqArena: Uint16Array | Uint32Array = new Uint16Array(0);
  seqUsed = 0;
  titles: string[] = [];

  readonly termId = new Map<string, number>();
  readonly terms: string[] = [];
  /** compacted postings per term: gaps between ascending document numbers, LEB128 varints (about 1.2 bytes each) */
  base: (Uint8Array | null)[] = [];
  /** postings of terms in more than one document in 64 at build time: a bitset over the documents of then */
  dense: (Uint32Array | null)[] = [];
  /** postings appended after the last compaction */
  tail: (number[] | null)[] = [];
  /** postings of the title tokens only (ranking: title hits) */
  titleBase: (Uint32Array | null)[] = [];
  titleTail: (number[] | null)[] = [];
  /** document frequency (live and dead) */
  df: number[] = [];

  readonly skillId = new Map<string, number>();
  readonly skillSlugs: string[] = [];

  private ensure(size: number): void {
    if (size <= this.alive.length) return;
    this.alive = grow(this.alive, size);
    this.rail = grow(this.rail, this.alive.length * RAIL_SLOTS); // exactly as many slots as documents
    this.aliveWords = grow(this.aliveWords, (this.alive.length + 31) >>> 5);
    this.province = grow(this.province, size);
    this.work = grow(this.work, size);
    this.hire = grow(this.hire, size);
    this.edu = grow(this.edu, size);
    this.salary = grow(this.salary, size);
    this.postedAt = grow(this.postedAt, size);
    this.validUntil = grow(this.validUntil, size);
    this.skillStart = grow(this.skillStart, size);
    this.skillLen = grow(this.skillLen, size);
    this.seqStart = grow(this.seqStart, size);
    this.seqLen = grow(this.seqLen, size);
    this.titleLen = grow(this.titleLen, size);
  }

  term(t: string): number {
    let id = this.termId.get(t);
    if (id === undefined) {
      id = this.terms.length;
      t = (' ' + t).slice(1); // a flat copy: a slice would keep its whole search_text alive
      this.termId.set(t, id);
      this.terms.push(t);
      this.hashTerm(id, t);
      this.base.push(null);
      this.dense.push(null);
      this.tail.push(null);
      this.titleBase.push(null);
      this.titleTail.push(null);
      if (id === 65535 && this.seqArena instanceof Uint16Array) {
        const wide = new Uint32Array(this.seqArena.length);
        wide.set(this.seqArena);
        this.seqArena = wide;
      }
      this.df.push(0);
    }
    return id;
  }

  /**
   * The id of the term text[from, to) (added when new), found through an open-addressing table of the terms' FNV-1a
   * hashes without cutting the token out of the text: no string per token, which was most of the load's allocation.
   */
  termAt(text: string, from: number, to: number): number {
    let h = 0x811c9dc5;
    for (let i = from; i < to; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
    const table = this.termTable;
    const mask = table.length - 1;
    const len = to - from;
    for (let slot = h & mask; ; slot = (slot + 1) & mask) {
      const id = table[slot];
      if (id < 0) break;
      const t = this.terms[id];
      if (t.length !== len) continue;
      let same = true;
      for (let i = 0; i < len; i++)
        if (t.charCodeAt(i) !== text.charCodeAt(from + i)) {
          same = false;
          break;
        }
      if (same) return id;
    }
    return this.term(text.slice(from, to));
  }

  private termTable = new Int32Array(1024).fill(-1);

  private hashTerm(id: number, t: string): void {
    if ((this.terms.length + 1) * 2 > this.termTable.length) {
      this.termTable = new Int32Array(this.termTable.length * 2).fill(-1);
      for (let k = 0; k < this.terms.length; k++) if (k !== id) this.placeTerm(k, this.terms[k]);
    }
    this.placeTerm(id, t);
  }

  private placeTerm(id: number, t: string): void {
    let h = 0x811c9dc5;
    for (let i = 0; i < t.length; i++) h = Math.imul(h ^ t.charCodeAt(i), 0x01000193);
    const mask = this.termTable.length - 1;
    let slot = h & mask;
    while (this.termTable[slot] >= 0) slot = (slot + 1) & mask;
    this.termTable[slot] = id;
  }

  skill(slug: string): number {
    let id = this.skillId.get(slug);
    if (id === undefined) {
      id = this.skillSlugs.length;
      this.skillId.set(slug, id);
      this.skillSlugs.push(slug);
    }
    return id;
  }

  /** Adds documents in bulk (exact arena sizes, then postings as typed arrays). */
  static build(rows: readonly IndexedJobRow[]): JobIndex {
    let tokens = 0;
    for (const r of rows) tokens += countTokens(r.searchText || r.title);
    const ix = new JobIndex();
    ix.reserve(rows.length, tokens);
    for (const r of rows) ix.appendDoc(r);
    ix.buildPostings();
    return ix;
  }

  /** Pre-sizes the arrays for a bulk load of `docs` documents holding `tokens` tokens in total. */
  reserve(docs: number, tokens: number): void {
    this.ensure(docs);
    this.seqArena = grow(this.seqArena, tokens + 1024);
    this.skillArena = grow(this.skillArena, docs * 8 + 256);
  }

  /**
   * Gives back the token arena's unused reserve after a bulk load (a copy). Kept even when the reserve is small: the
   * large allocation also makes V8 collect the load's garbage (the streamed rows) at once; without it the API process
   * stayed at ~1.9 GB RSS after the 1M load instead of ~1.0-1.1 GB.
   */
  trim(): void {
    if (this.seqArena.length > this.seqUsed + 1024)
      this.seqArena = this.seqArena.slice(0, this.seqUsed + 1024);
  }

  /** Builds every posting list from the token sequences (after a bulk of appendDoc). */
  buildPostings(): void {
    const nt = this.terms.length;
    const prev = new Int32Array(nt).fill(-1);
    const bytes = new Uint32Array(nt);
    this.df.fill(0);
    // pass 1: document frequencies and encoded sizes (gaps between ascending document numbers, LEB128)
    for (let d = 0; d < this.n; d++) {
      const s = this.seqStart[d];
      for (let k = s; k < s + this.seqLen[d]; k++) {
        const t = this.seqArena[k];
        if (prev[t] === d) continue;
        bytes[t] += varintSize(d - prev[t]);
        prev[t] = d;
        this.df[t]++;
      }
    }
    // a term whose encoded list would be larger than a bitset is kept as a bitset (a broad word: OR of words)
    const words = (this.n + 31) >>> 5;
    for (let t = 0; t < nt; t++) {
      const isDense = bytes[t] > words * 4;
      this.base[t] = this.df[t] > 0 && !isDense ? new Uint8Array(bytes[t]) : null;
      this.dense[t] = isDense ? new Uint32Array(words) : null;
      this.tail[t] = null;
    }
    // pass 2: encode
    const pos = new Uint32Array(nt);
    prev.fill(-1);
    for (let d = 0; d < this.n; d++) {
      const s = this.seqStart[d];
      for (let k = s; k < s + this.seqLen[d]; k++) {
        const t = this.seqArena[k];
        if (prev[t] === d) continue;
        const bits = this.dense[t];
        if (bits) bits[d >>> 5] |= 1 << (d & 31);
        else pos[t] = writeVarint(this.base[t] as Uint8Array, pos[t], d - prev[t]);
        prev[t] = d;
      }
    }
    const titleLists: number[][] = this.terms.map(() => []);
    for (let d = 0; d < this.n; d++) {
      const s = this.seqStart[d];
      for (let k = s; k < s + this.titleLen[d]; k++) {
        const list = titleLists[this.seqArena[k]];
        if (list[list.length - 1] !== d) list.push(d);
      }
    }
    this.titleBase = titleLists.map((l) => (l.length > 0 ? Uint32Array.from(l) : null));
    this.titleTail = this.terms.map(() => null);
  }

  /** Appends one document (attributes + token sequence); postings are NOT updated (see add / buildPostings). */
  appendDoc(r: IndexedJobRow): number {
    const d = this.n++;
    this.ensure(this.n);
    const old = this.docOf.get(r.id);
    if (old !== undefined && this.alive[old]) {
      this.alive[old] = 0;
      this.aliveWords[old >>> 5] &= ~(1 << (old & 31));
      this.live--;
    }
    this.docOf.set(r.id, d);
    this.ids[d] = r.id;
    this.titles[d] = r.title;
    this.alive[d] = 1;
    this.aliveWords[d >>> 5] |= 1 << (d & 31);
    this.live++;
    this.province[d] = r.provinceId;
    this.work[d] = Math.max(0, WORK_TYPES.indexOf(r.workType as WorkType));
    this.hire[d] = Math.max(0, HIRE_TYPES.indexOf(r.hireType as HireType));
    this.edu[d] = r.educationLevelId ?? 0;
    let slot = d * RAIL_SLOTS;
    const railEnd = slot + RAIL_SLOTS;
    for (const code of r.railStations ?? []) {
      const n = railNumber(code); // 0: an unknown code, not indexed
      if (n > 0 && slot < railEnd) this.rail[slot++] = n;
    }
    while (slot < railEnd) this.rail[slot++] = 0;
    this.salary[d] = r.salaryMax ?? r.salaryMin ?? NO_SALARY;
    this.postedAt[d] = (r.postedAt ?? r.createdAt).getTime();
    if (this.postedAt[d] > this.maxPostedAt) this.maxPostedAt = this.postedAt[d];
    this.validUntil[d] = r.validThrough ? Date.parse(`${r.validThrough}T23:59:59.999+07:00`) : Infinity;

    this.skillArena = grow(this.skillArena, this.skillUsed + r.skills.length);
    this.skillStart[d] = this.skillUsed;
    this.skillLen[d] = Math.min(255, r.skills.length);
    for (let i = 0; i < this.skillLen[d]; i++) this.skillArena[this.skillUsed++] = this.skill(r.skills[i]);

    const text = r.searchText || tokenize(r.title).join(' ');
    // a text of L characters has at most L / 2 + 1 tokens: counted only when the arena might be short
    if (this.seqUsed + (text.length >>> 1) + 1 > this.seqArena.length)
      this.seqArena = grow(this.seqArena, this.seqUsed + countTokens(text));
    this.seqStart[d] = this.seqUsed;
    let len = 0;
    // tokens are separated by single spaces; no intermediate array (bulk loads allocate less)
    for (let from = 0; from <= text.length;) {
      let to = text.indexOf(' ', from);
      if (to < 0) to = text.length;
      if (to > from) {
        const t = this.termAt(text, from, to); // may widen seqArena: read the property after
        this.seqArena[this.seqUsed + len++] = t;
      }
      from = to + 1;
    }
    this.seqLen[d] = len;
    this.seqUsed += len;
    this.titleLen[d] = Math.min(len, titleTokenCount(r.title), 65535);
    return d;
  }

  /** Adds or replaces one document, updating postings. */
  add(r: IndexedJobRow): void {
    const d = this.appendDoc(r);
    const s = this.seqStart[d];
    const seen = new Set<number>();
    for (let k = s; k < s + this.seqLen[d]; k++) {
      const t = this.seqArena[k];
      if (seen.has(t)) continue;
      seen.add(t);
      this.df[t]++;
      (this.tail[t] ??= []).push(d);
    }
    let last = -1;
    for (let k = s; k < s + this.titleLen[d]; k++) {
      const t = this.seqArena[k];
      if (t === last) continue;
      last = t;
      const list = (this.titleTail[t] ??= []);
      if (list[list.length - 1] !== d) list.push(d);
    }
  }

  remove(id: string): void {
    const d = this.docOf.get(id);
    if (d === undefined) return;
    this.docOf.delete(id);
    if (this.alive[d]) {
      this.alive[d] = 0;
      this.aliveWords[d >>> 5] &= ~(1 << (d & 31));
      this.live--;
    }
  }

  /** Calls fn for each document containing term t (ascending). */
  postings(t: number, fn: (d: number) => void): void {
    const bits = this.dense[t];
    if (bits) new Bitset(0, bits).forEach(fn);
    const b = this.base[t];
    if (b) {
      let d = -1;
      for (let i = 0; i < b.length;) {
        let byte = b[i++];
        let v = byte & 0x7f;
        // gaps are below 2^28 (document numbers fit in 28 bits), so the shifts stay within 32-bit integers
        for (let shift = 7; byte & 0x80; shift += 7) {
          byte = b[i++];
          v |= (byte & 0x7f) << shift;
        }
        d += v;
        fn(d);
      }
    }
    const tl = this.tail[t];
    if (tl) for (let i = 0; i < tl.length; i++) fn(tl[i]);
  }

  /** Sets the bit of every document containing term t (the posting list decoded without a call per document). */
  orPostings(t: number, into: Bitset): void {
    const w = into.words;
    const bits = this.dense[t];
    if (bits) for (let i = 0; i < bits.length; i++) w[i] |= bits[i];
    const b = this.base[t];
    if (b) {
      let d = -1;
      for (let i = 0; i < b.length;) {
        let byte = b[i++];
        let v = byte & 0x7f;
        for (let shift = 7; byte & 0x80; shift += 7) {
          byte = b[i++];
          v |= (byte & 0x7f) << shift;
        }
        d += v;
        w[d >>> 5] |= 1 << (d & 31);
      }
    }
    const tl = this.tail[t];
    if (tl) for (let i = 0; i < tl.length; i++) w[tl[i] >>> 5] |= 1 << (tl[i] & 31);
  }

  /** Calls fn for each document whose title contains term t. */
  titlePostings(t: number, fn: (d: number) => void): void {
    const b = this.titleBase[t];
    if (b) for (let i = 0; i < b.length; i++) fn(b[i]);
    const tl = this.titleTail[t];
    if (tl) for (let i = 0; i < tl.length; i++) fn(tl[i]);
  }

  /** Sets the bit of every document whose title contains term t. */
  orTitlePostings(t: number, into: Bitset): void {
    const w = into.words;
    const b = this.titleBase[t];
    if (b) for (let i = 0; i < b.length; i++) w[b[i] >>> 5] |= 1 << (b[i] & 31);
    const tl = this.titleTail[t];
    if (tl) for (let i = 0; i < tl.length; i++) w[tl[i] >>> 5] |= 1 << (tl[i] & 31);
  }

  /** True when the document's tokens contain `phrase` at adjacent positions, within the title only if asked. */
  hasPhrase(d: number, phrase: readonly number[], titleOnly: boolean): boolean {
    const s = this.seqStart[d];
    const end = s + (titleOnly ? this.titleLen[d] : this.seqLen[d]) - phrase.length;
    const a = this.seqArena;
    const first = phrase[0];
    outer: for (let k = s; k <= end; k++) {
      if (a[k] !== first) continue;
      for (let j = 1; j < phrase.length; j++) if (a[k + j] !== phrase[j]) continue outer;
      return true;
    }
    return false;
  }

  /** The document as a row again (for compaction without a database round trip). */
  rowOf(d: number): IndexedJobRow {
    const seq = this.seqArena.subarray(this.seqStart[d], this.seqStart[d] + this.seqLen[d]);
    const skills = Array.from(
      this.skillArena.subarray(this.skillStart[d], this.skillStart[d] + this.skillLen[d]),
      (k) => this.skillSlugs[k],
    );
    return {
      id: this.ids[d],
      title: this.titles[d],
      searchText: Array.from(seq, (t) => this.terms[t]).join(' '),
      skills,
      provinceId: this.province[d],
      workType: WORK_TYPES[this.work[d]],
      hireType: HIRE_TYPES[this.hire[d]],
      educationLevelId: this.edu[d] || null,
      railStations: Array.from(this.rail.subarray(d * RAIL_SLOTS, d * RAIL_SLOTS + RAIL_SLOTS))
        .filter((n) => n > 0)
        .map((n) => RAIL_CODES[n]),
      salaryMin: null,
      salaryMax: this.salary[d] === NO_SALARY ? null : this.salary[d],
      postedAt: new Date(this.postedAt[d]),
      createdAt: new Date(this.postedAt[d]),
      validThrough: Number.isFinite(this.validUntil[d])
        ? new Date(this.validUntil[d]).toISOString().slice(0, 10)
        : null,
    };
  }

  /** A new index holding only the live documents. */
  compacted(): JobIndex {
    const rows: IndexedJobRow[] = [];
    for (let d = 0; d < this.n; d++) if (this.alive[d]) rows.push(this.rowOf(d));
    return JobIndex.build(rows);
  }

  deadRatio(): number {
    return this.n === 0 ? 0 : 1 - this.live / this.n;
  }

  /** Approximate bytes held by the typed arrays and posting lists. */
  memoryBytes(): number {
    let bytes = this.seqArena.byteLength + this.skillArena.byteLength;
    bytes += this.alive.length * (1 + 1 + 1 + 1 + 1 + 4 + 8 + 8 + 4 + 1 + 4 + 4 + 2) + this.rail.byteLength;
    for (const b of this.base) if (b) bytes += b.byteLength + 64;
    for (const b of this.dense) if (b) bytes += b.byteLength + 64;
    for (const b of this.titleBase) if (b) bytes += b.byteLength + 64;
    for (const t of this.tail) if (t) bytes += t.length * 8 + 64;
    return bytes;
  }
}

function varintSize(v: number): number {
  let n = 1;
  while (v >= 0x80) {
    v = Math.floor(v / 128);
    n++;
  }
  return n;
}

function writeVarint(buf: Uint8Array, at: number, v: number): number {
  while (v >= 0x80) {
    buf[at++] = (v & 0x7f) | 0x80;
    v = Math.floor(v / 128);
  }
  buf[at++] = v;
  return at;
}

/** Titles repeat (the same roles at many companies): their token counts are memoised. Bounded. */
const titleCounts = new Map<string, number>();
function titleTokenCount(title: string): number {
  let n = titleCounts.get(title);
  if (n === undefined) {
    n = tokenize(title).length;
    if (titleCounts.size >= 50_000) titleCounts.clear();
    titleCounts.set(title, n);
  }
  return n;
}

/** Tokens of these rows' search texts (sizing a bulk load). */
export function countTokensOf(rows: readonly IndexedJobRow[]): number {
  let n = 0;
  for (const r of rows) n += countTokens(r.searchText || r.title);
  return n;
}

function countTokens(text: string): number {
  let n = 1;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 32) n++;
  return n;
}
