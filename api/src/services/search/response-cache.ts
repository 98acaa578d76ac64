/**
 * A bounded LRU of search responses for one index version: many people run the same popular searches. When the index
 * version moves, `advance` keeps the entries a change cannot affect (the caller decides which); a version that moves
 * without `advance` empties the cache. Entries are also dropped when older than `ttlMs` (a company's logo or
 * verified badge on the cards can change without a job write; "now" moves for expiry and date_posted; `through`
 * answers with such a page once more while it computes the next) and beyond `max` entries (least recently used
 * first). Concurrent misses of one key share one computation (`through`).
 */
export class ResponseCache<V> {
  private readonly map = new Map<string, { value: V; at: number }>();
  private readonly inflight = new Map<string, Promise<V>>();
  private version = -1;
  hits = 0;
  misses = 0;

  constructor(
    private readonly max = Number(process.env.SEARCH_CACHE_MAX ?? 2000),
    private readonly ttlMs = Number(process.env.SEARCH_CACHE_TTL_MS ?? 60_000),
  ) {}

  /** Moves from index version `from` to `to`, dropping the entries `drop` says; all of them if not on `from`. */
  advance(from: number, to: number, drop: (value: V) => boolean): number {
    let dropped = this.map.size;
    if (this.version !== from) this.map.clear();
    else for (const [key, e] of this.map) if (drop(e.value)) this.map.delete(key);
    dropped -= this.map.size;
    this.version = to;
    return dropped;
  }

  /** A newer version empties the cache; an older one (a request that read the index before a change) bypasses it. */
  private onVersion(version: number): boolean {
    if (version > this.version) {
      this.map.clear();
      this.version = version;
    }
    return version === this.version;
  }

  get(version: number, key: string, now = Date.now()): V | undefined {
    if (!this.onVersion(version)) {
      this.misses++;
      return undefined;
    }
    const e = this.map.get(key);
    if (!e || now - e.at > this.ttlMs) {
      if (e) this.map.delete(key);
      this.misses++;
      return undefined;
    }
    this.map.delete(key);
    this.map.set(key, e); // most recently used last
    this.hits++;
    return e.value;
  }

  set(version: number, key: string, value: V, now = Date.now()): void {
    if (version < this.version || this.max <= 0) return; // computed on an older index: never stored
    if (version > this.version) {
      this.map.clear();
      this.version = version;
    }
    this.map.delete(key);
    this.map.set(key, { value, at: now });
    while (this.map.size > this.max) this.map.delete(this.map.keys().next().value as string);
  }

  /**
   * The cached value of `key` on this index version, else `compute()`'s, stored; requests that miss the same key of
   * the same version while it is computed wait for that one computation (a popular search after an index change is
   * computed once, not once per waiting connection). A page past its TTL but younger than twice the TTL, still in
   * the cache (no job write since could change it), is still answered while one background computation replaces it: the TTL
   * is for what moves without a job write (logos, badges, the clock), and a request should not wait for that.
   * `hit` says whether the answer came from the cache.
   */
  async through(
    version: number,
    key: string,
    compute: () => Promise<V>,
    now = Date.now(),
  ): Promise<{ value: V; hit: boolean }> {
    if (!this.onVersion(version)) {
      this.misses++;
      return { value: await compute(), hit: false };
    }
    const e = this.map.get(key);
    if (e) {
      const age = now - e.at;
      if (age <= 2 * this.ttlMs) {
        this.map.delete(key);
        this.map.set(key, e); // most recently used last
        this.hits++;
        if (age > this.ttlMs) this.compute(version, key, compute, now).catch(() => undefined);
        return { value: e.value, hit: true };
      }
      this.map.delete(key);
    }
    this.misses++;
    if (this.max <= 0) return { value: await compute(), hit: false };
    return { value: await this.compute(version, key, compute, now), hit: false };
  }

  /** One computation per (version, key) at a time; its value is stored when the version has not moved. */
  private compute(version: number, key: string, compute: () => Promise<V>, now: number): Promise<V> {
    const flight = `${version}|${key}`;
    let p = this.inflight.get(flight);
    if (!p) {
      p = compute().then(
        (value) => {
          this.inflight.delete(flight);
          this.set(version, key, value, now);
          return value;
        },
        (err: unknown) => {
          this.inflight.delete(flight);
          throw err;
        },
      );
      this.inflight.set(flight, p);
    }
    return p;
  }

  get size(): number {
    return this.map.size;
  }
}

/** A stable key for a search filter: keys sorted, empty values dropped, arrays sorted (order does not matter). */
export function filterKey(filter: object): string {
  const out: [string, unknown][] = [];
  for (const k of Object.keys(filter).sort()) {
    let v = (filter as Record<string, unknown>)[k];
    if (v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0)) continue;
    if (Array.isArray(v)) v = v.map(String).sort();
    else if (k === 'main_input') v = String(v).trim().replace(/\s+/g, ' ');
    out.push([k, v]);
  }
  return JSON.stringify(out);
}
