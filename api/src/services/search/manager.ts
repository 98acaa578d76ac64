import type { Tx } from '../../db/types';
import { JobIndex } from './job-index';
import { jobWriteCounter, latestJobUpdate, loadChanged, loadSearchable, searchableStats } from './loader';
import { Corrector } from './matcher';
import { getDefaultTaxonomy, type SearchTaxonomy } from './taxonomy';

/** How often a search may trigger a background check for job writes made by other processes. */
const SYNC_INTERVAL_MS = Number(process.env.SEARCH_SYNC_INTERVAL_MS ?? 1000);
const COMPACT_DEAD_RATIO = 0.25;

/**
 * Owns the in-process index of one database: loads it on first use, applies job writes (same process: ids passed to
 * notifyJobsChanged, applied before the next search; other processes: a background poll of the table's write counter
 * then `updated_at > last seen`), and compacts when many documents are dead.
 */
export class SearchIndexManager {
  private ix = new JobIndex();
  private corrector: Corrector | null = null;
  private loaded: Promise<void> | null = null;
  private since: string | null = null;
  private counter = '';
  private lastCheck = 0;
  private syncing: Promise<void> | null = null;
  private readonly pending = new Set<string>();

  constructor(
    private readonly db: Tx,
    readonly taxonomy: SearchTaxonomy = getDefaultTaxonomy(),
  ) {}

  private async load(): Promise<void> {
    const started = Date.now();
    this.counter = await jobWriteCounter(this.db).catch(() => '');
    this.since = await latestJobUpdate(this.db);
    const stats = await searchableStats(this.db);
    const ix = new JobIndex();
    ix.reserve(stats.n, stats.tokens);
    await loadSearchable(this.db, (rows) => {
      for (const r of rows) ix.appendDoc(r);
    });
    ix.buildPostings();
    this.ix = ix;
    this.corrector = new Corrector(ix, this.taxonomy);
    this.lastCheck = Date.now();
    this.loadMs = Date.now() - started;
  }

  loadMs = 0;

  /** The index, loaded and with this process's pending writes applied. */
  async current(): Promise<{ ix: JobIndex; corrector: Corrector }> {
    if (!this.loaded) {
      this.loaded = this.load();
      this.loaded.catch(() => {
        this.loaded = null;
      });
    }
    await this.loaded;
    if (this.pending.size > 0) {
      const ids = [...this.pending];
      this.pending.clear();
      await this.apply(await loadChanged(this.db, null, ids), false);
    }
    if (Date.now() - this.lastCheck >= SYNC_INTERVAL_MS && !this.syncing) {
      this.lastCheck = Date.now();
      this.syncing = this.sync()
        .catch(() => undefined)
        .finally(() => {
          this.syncing = null;
        });
    }
    return { ix: this.ix, corrector: this.corrector as Corrector };
  }

  /** Waits for a running background sync (tests, shutdown). */
  async idle(): Promise<void> {
    await this.loaded?.catch(() => undefined);
    await this.syncing;
  }

  markChanged(ids: readonly string[]): void {
    for (const id of ids) this.pending.add(id);
  }

  /** Applies writes made since the last sync (cheap no-op when the table's write counter did not move). */
  async sync(): Promise<void> {
    const counter = await jobWriteCounter(this.db);
    if (counter === this.counter && counter !== '') return;
    const rows = await loadChanged(this.db, this.since, []);
    await this.apply(rows, true);
    // a full batch means more rows are waiting: keep the counter stale so the next check loads them
    this.counter = rows.length >= 5000 ? '' : counter;
  }

  private async apply(rows: Awaited<ReturnType<typeof loadChanged>>, advance: boolean): Promise<void> {
    for (const r of rows) {
      if (r.searchable) this.ix.add(r);
      else this.ix.remove(r.id);
    }
    const last = rows.at(-1)?.updatedAt;
    if (advance && last) this.since = last;
    if (this.ix.n > 1000 && this.ix.deadRatio() > COMPACT_DEAD_RATIO) {
      this.ix = this.ix.compacted();
      this.corrector = new Corrector(this.ix, this.taxonomy);
    }
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

/** Tell the search index that these jobs were written (call after the transaction commits). */
export function notifyJobsChanged(db: Tx, jobIds: readonly string[]): void {
  indexFor(db).markChanged(jobIds);
}

/** Loads the index now (e.g. when the server starts) instead of on the first search. */
export async function warmSearchIndex(db: Tx): Promise<void> {
  await indexFor(db).current();
}
