import { Bitset } from './bitset';
import type { JobIndex } from './job-index';

interface Entry {
  docs: Uint32Array;
  /** documents [0, upTo) were checked */
  upTo: number;
}

const MAX_ENTRIES = 512;
const MAX_DOCS = 4_000_000; // 16 MB of document numbers at most

/**
 * Documents containing a multi-token phrase (adjacent pieces), computed by scanning token sequences and memoised
 * per index: popular queries ("นักพัฒนา" = นัก+พัฒนา, "software engineer") are answered from their posting list.
 * Documents appended after an entry was computed are checked on the next use; dead documents are skipped by callers.
 */
export class PhraseCache {
  private readonly entries = new Map<string, Entry>();
  private size = 0;

  /** `titleOnly`: the documents whose title holds the phrase (ranking: title hits) */
  constructor(
    private readonly ix: JobIndex,
    private readonly titleOnly = false,
  ) {}

  private scan(ids: readonly number[], from: number, out: number[]): void {
    const ix = this.ix;
    // candidates: documents holding every piece (intersection of posting lists)
    let cand: Bitset | null = null;
    for (const t of new Set(ids)) {
      const b = new Bitset(ix.n);
      if (this.titleOnly) ix.orTitlePostings(t, b);
      else ix.orPostings(t, b);
      cand = cand ? cand.and(b) : b;
    }
    if (!cand) return;
    const w = cand.words;
    for (let k = from >>> 5; k < w.length; k++) {
      let word = w[k];
      while (word !== 0) {
        const bit = word & -word;
        word ^= bit;
        const d = (k << 5) + 31 - Math.clz32(bit);
        if (d >= from && ix.alive[d] && ix.hasPhrase(d, ids, this.titleOnly)) out.push(d);
      }
    }
  }

  /** Adds the documents containing the phrase to `into`. */
  addTo(ids: readonly number[], into: Bitset): void {
    const key = ids.join(',');
    let e = this.entries.get(key);
    if (e) {
      this.entries.delete(key); // LRU: re-inserted below
      if (e.upTo < this.ix.n) {
        const extra: number[] = [];
        this.scan(ids, e.upTo, extra);
        const docs = new Uint32Array(e.docs.length + extra.length);
        docs.set(e.docs);
        docs.set(extra, e.docs.length);
        this.size += extra.length;
        e = { docs, upTo: this.ix.n };
      }
    } else {
      const found: number[] = [];
      this.scan(ids, 0, found);
      e = { docs: Uint32Array.from(found), upTo: this.ix.n };
      this.size += e.docs.length;
    }
    this.entries.set(key, e);
    for (const [k, old] of this.entries) {
      if (this.entries.size <= MAX_ENTRIES && this.size <= MAX_DOCS) break;
      this.entries.delete(k);
      this.size -= old.docs.length;
    }
    const docs = e.docs;
    for (let i = 0; i < docs.length; i++) into.set(docs[i]);
  }
}
