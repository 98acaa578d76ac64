import type { Tx } from '../../db/types';
import { FEED_BATCH, FeedCursor, latestChangeSeq, listenForChanges, pruneChanges } from './change-feed';
import { countTokensOf, JobIndex } from './job-index';
import { loadChanged, loadSearchable, searchableCount } from './loader';
import { Corrector } from './matcher';
import { pageAffected } from './page-deps';
import { ResponseCache } from './response-cache';
import { getDefaultTaxonomy, type SearchTaxonomy } from './taxonomy';
import type { SearchPage } from './search';
import { collectGarbage } from './collect-garbage';

/** How often the change feed is read without a NOTIFY (a NOTIFY is lost while the listening connection is down). */
const SYNC_INTERVAL_MS = Number(process.env.SEARCH_SYNC_INTERVAL_MS ?? 1000);
const PRUNE_INTERVAL_MS = 600_000;
const COMPACT_DEAD_RATIO = 0.25;

/**
 * Owns the in-process index of one database: loads it on first use, applies job writes (same process: ids passed to
 * notifyJobsChanged, applied before the next search; every process: the job_change feed, read on NOTIFY, every
 * second and before a search when a second has passed), and compacts when many documents are dead. `version` moves
 * with every applied change; the response cache is keyed by it.
 */
export class SearchIndexManager {
  private ix = new JobIndex();
  private corrector: Corrector | null = null;
  private loaded: Promise<void> | null = null;
  private cursor: FeedCursor | null = null;
  private lastCheck = 0;
  private lastPrune = Date.now();
  private syncing: Promise<void> | null = null;
  private again = false;
  private readonly pending = new Set<string>();
  private stopFeed: (() => Promise<void>) | null = null;
  private timer: NodeJS.Timeout | null = null;
  version = 0;
  loadMs = 0;
  readonly cache = new ResponseCache<SearchPage>();

  constructor(
    private readonly db: Tx,
    readonly taxonomy: SearchTaxonomy = getDefaultTaxonomy(),
  ) {}

  private async load(): Promise<void> {
    const started = Date.now();
    // read the feed position first: changes committed while loading are applied again (idempotent)
    this.cursor = new FeedCursor(await latestChangeSeq(this.db));
    const n = await searchableCount(this.db);
    const ix = new JobIndex();
    await loadSearchable(this.db, (rows) => {
      // the token arena: the first rows' average x the count, +10 % (it grows if that was short, and is trimmed)
      if (ix.n === 0) ix.reserve(n, Math.ceil((countTokensOf(rows) / Math.max(1, rows.length)) * n * 1.1));
      for (const r of rows) ix.appendDoc(r);
    });
    ix.trim();
    ix.buildPostings();
    this.ix = ix;
    this.corrector = new Corrector(ix, this.taxonomy);
    collectGarbage();
    this.version++;
    this.lastCheck = Date.now();
    this.loadMs = Date.now() - started;
  }

  private ensureLoaded(): Promise<void> {
    if (!this.loaded) {
      this.loaded = this.load();
      this.loaded.catch(() => {
        this.loaded = null;
      });
    }
    return this.loaded;
  }

  /** The index, loaded and with this process's pending writes applied. */
  async current(): Promise<{ ix: JobIndex; corrector: Corrector; version: number }> {
    await this.ensureLoaded();
    if (this.pending.size > 0) {
      const ids = [...this.pending];
      this.pending.clear();
      await this.applyIds(ids);
    }
    if (Date.now() - this.lastCheck >= SYNC_INTERVAL_MS) this.wake();
    return { ix: this.ix, corrector: this.corrector as Corrector, version: this.version };
  }

  /** Reads the change feed in the background (coalesced: one read at a time, one more if woken meanwhile). */
  wake(): void {
    if (!this.loaded) return;
    if (this.syncing) {
      this.again = true;
      return;
    }
    this.lastCheck = Date.now();
    this.syncing = this.sync()
      .catch(() => undefined)
      .finally(() => {
        this.syncing = null;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  /**
   * Keeps the index fresh without waiting for searches: LISTEN job_change (PostgreSQL) and a read every
   * SYNC_INTERVAL_MS. The server calls it once; stop with stopFeed().
   */
  async startFeed(): Promise<void> {
    if (this.timer) return;
    await this.ensureLoaded();
    this.timer = setInterval(() => this.wake(), SYNC_INTERVAL_MS);
    this.timer.unref();
    this.stopFeed = await listenForChanges(this.db, () => this.wake());
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.stopFeed?.();
    this.stopFeed = null;
    await this.idle();
  }

  /** Waits for a running background sync (tests, shutdown). */
  async idle(): Promise<void> {
    await this.loaded?.catch(() => undefined);
    while (this.syncing) await this.syncing;
  }

  markChanged(ids: readonly string[]): void {
    for (const id of ids) this.pending.add(id);
  }

  /** Applies the feed's rows newer than this index (a full batch: reads again at once). */
  async sync(): Promise<void> {
    await this.ensureLoaded();
    const cursor = this.cursor as FeedCursor;
    for (;;) {
      const changes = await cursor.read(this.db);
      if (changes.length > 0) await this.applyIds([...new Set(changes.map((c) => c.jobId))]);
      if (changes.length < FEED_BATCH) break;
    }
    if (Date.now() - this.lastPrune > PRUNE_INTERVAL_MS) {
      this.lastPrune = Date.now();
      await pruneChanges(this.db).catch(() => undefined);
    }
  }

  /**
   * Re-reads these jobs: indexed when searchable, dropped when not (closed, expired, draft) or gone (hard delete).
   * Cached pages that the jobs' old or new documents can affect are dropped (page-deps.ts), the others kept.
   */
  private async applyIds(ids: string[]): Promise<void> {
    const rows = await loadChanged(this.db, ids);
    const docs: number[] = [];
    // the job's document before and after the change (dead documents keep their tokens and attributes)
    const docOfJob = (id: string) => {
      const d = this.ix.docOf.get(id);
      if (d !== undefined) docs.push(d);
    };
    const found = new Set<string>();
    for (const r of rows) {
      found.add(r.id);
      docOfJob(r.id);
      if (r.searchable) {
        this.ix.add(r);
        docOfJob(r.id);
      } else this.ix.remove(r.id);
    }
    for (const id of ids)
      if (!found.has(id)) {
        docOfJob(id);
        this.ix.remove(id);
      }
    const from = this.version++;
    if (this.ix.n > 1000 && this.ix.deadRatio() > COMPACT_DEAD_RATIO) {
      this.ix = this.ix.compacted();
      this.corrector = new Corrector(this.ix, this.taxonomy);
      this.cache.advance(from, this.version, () => true); // document numbers changed
      return;
    }
    const ix = this.ix;
    this.cache.advance(
      from,
      this.version,
      (page) => !page.deps || pageAffected(ix, page.deps, docs, ids.length),
    );
  }

  /** The last change-feed seq applied (null before the index is loaded). */
  get appliedSeq(): number | null {
    return this.cursor?.last ?? null;
  }

  stats(): { documents: number; live: number; terms: number; bytes: number; loadMs: number } {
    return {
      documents: this.ix.n,
      live: this.ix.live,
      terms: this.ix.terms.length,
      bytes: this.ix.memoryBytes(),
      loadMs: this.loadMs,
    };
  }
}

const managers = new WeakMap<object, SearchIndexManager>();

export function indexFor(db: Tx): SearchIndexManager {
  let m = managers.get(db);
  if (!m) {
    m = new SearchIndexManager(db);
    managers.set(db, m);
  }
  return m;
}

/** The last change-feed seq the search index of this process applied; null when it has no index loaded. */
export function appliedFeedSeq(db: Tx): number | null {
  return managers.get(db)?.appliedSeq ?? null;
}

/** Tell the search index that these jobs were written (call after the transaction commits). */
export function notifyJobsChanged(db: Tx, jobIds: readonly string[]): void {
  indexFor(db).markChanged(jobIds);
}

/** Loads the index now (e.g. when the server starts) instead of on the first search. */
export async function warmSearchIndex(db: Tx): Promise<void> {
  await indexFor(db).current();
}

/** Loads the index and keeps it fed by the job change feed (server start-up); returns stop(). */
export async function startSearchFeed(db: Tx): Promise<() => Promise<void>> {
  const m = indexFor(db);
  await m.startFeed();
  return () => m.stop();
}
