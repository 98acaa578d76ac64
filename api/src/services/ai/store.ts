import { and, asc, gt, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { job } from '../../db/schema';
import { openJobWhere } from '../jobs/cards';
import { getDefaultCanonicalizer, type Canonicalizer } from './canonical';
import { MatchIndex, type MatchIndexRow } from './match-index';

/**
 * The match index of the open jobs of one database, loaded lazily and kept fresh:
 * - first use: built from the database (keyset pages of LOAD_BATCH rows, so the load never holds every row);
 * - afterwards, at most every `checkIntervalMs` (env AI_INDEX_CHECK_MS, default 5000): one query reads
 *   max(updated_at) of all jobs and the number of open jobs. Jobs updated since the last watermark are re-read and
 *   upserted (or removed when no longer open); when the open count still differs (a valid_through passed), too many
 *   rows changed, or a quarter of the documents are dead, the index is rebuilt in the background while the current
 *   one keeps serving.
 */
const LOAD_BATCH = 5000;
const MAX_DELTA = 5000;
const MAX_DEAD_RATIO = 0.25;

const columns = {
  id: job.id,
  title: job.title,
  skills: job.skills,
  provinceId: job.provinceId,
  workType: job.workType,
  hireType: job.hireType,
  educationLevelId: job.educationLevelId,
  yearsExperienceMin: job.yearsExperienceMin,
  salaryMin: job.salaryMin,
  salaryMax: job.salaryMax,
  postedAt: job.postedAt,
  updatedAt: job.updatedAt,
  searchText: job.searchText,
};

const isOpen = sql<boolean>`(${openJobWhere})`;

export async function buildIndexFromDb(
  db: Db,
  canon: Canonicalizer = getDefaultCanonicalizer(),
): Promise<MatchIndex> {
  const index = new MatchIndex(canon);
  let after: string | null = null;
  for (;;) {
    const rows: MatchIndexRow[] = await db
      .select(columns)
      .from(job)
      .where(and(openJobWhere, after ? gt(job.id, after) : undefined))
      .orderBy(asc(job.id))
      .limit(LOAD_BATCH);
    for (const r of rows) index.append(r);
    if (rows.length < LOAD_BATCH) break;
    after = rows[rows.length - 1].id;
  }
  index.finish();
  return index;
}

interface DbState {
  maxUpdated: number;
  open: number;
}

async function readState(db: Db): Promise<DbState> {
  const [r] = await db
    .select({
      maxUpdated: sql<string | null>`max(${job.updatedAt})::text`,
      open: sql<number>`count(*) filter (where ${isOpen})::int`,
    })
    .from(job);
  return { maxUpdated: r?.maxUpdated ? Date.parse(r.maxUpdated) : 0, open: Number(r?.open ?? 0) };
}

export class MatchIndexStore {
  private index: MatchIndex | null = null;
  private watermark = 0;
  private lastCheck = 0;
  private building: Promise<MatchIndex> | null = null;
  private checking: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly opts: { checkIntervalMs: number; canon?: Canonicalizer },
  ) {}

  /** The current index (built on first use; refreshed as described above). */
  async get(): Promise<MatchIndex> {
    if (!this.index) return this.rebuild();
    if (Date.now() - this.lastCheck >= this.opts.checkIntervalMs) {
      this.checking ??= this.refresh().finally(() => (this.checking = null));
      await this.checking;
    }
    return this.index;
  }

  private rebuild(): Promise<MatchIndex> {
    this.building ??= (async () => {
      try {
        const state = await readState(this.db);
        const index = await buildIndexFromDb(this.db, this.opts.canon);
        this.index = index;
        this.watermark = state.maxUpdated;
        this.lastCheck = Date.now();
        return index;
      } finally {
        this.building = null;
      }
    })();
    return this.building;
  }

  private async refresh(): Promise<void> {
    const index = this.index;
    if (!index || this.building) return;
    this.lastCheck = Date.now();
    const state = await readState(this.db);
    if (state.maxUpdated > this.watermark) {
      const changed = await this.db
        .select({ ...columns, open: isOpen })
        .from(job)
        .where(gte(job.updatedAt, new Date(this.watermark)))
        .limit(MAX_DELTA + 1);
      if (changed.length > MAX_DELTA) {
        void this.rebuild().catch(() => undefined);
        return;
      }
      for (const r of changed) {
        if (r.open) index.upsert(r);
        else index.remove(r.id);
      }
      this.watermark = state.maxUpdated;
    }
    if (state.open !== index.live || index.deadRatio() > MAX_DEAD_RATIO)
      void this.rebuild().catch(() => undefined);
  }
}

const stores = new WeakMap<Db, MatchIndexStore>();

/** One store per database handle (the API has one; every test database gets its own). */
export function matchIndexStore(db: Db): MatchIndexStore {
  let s = stores.get(db);
  if (!s) {
    const env = Number(process.env.AI_INDEX_CHECK_MS);
    s = new MatchIndexStore(db, {
      checkIntervalMs: Number.isFinite(env) && env >= 0 && process.env.AI_INDEX_CHECK_MS !== '' ? env : 5000,
    });
    stores.set(db, s);
  }
  return s;
}
