import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/types';
import type { IndexedJobRow } from './job-index';

/**
 * Jobs a candidate can find: published, not past valid_through (expiry is re-checked at query time), not held nor
 * removed by moderation, of a company that is not suspended. A moderation change is a job update (the job_change
 * feed drops the job); a suspension touches the company's jobs (services/moderation/actions.ts).
 */
export const SEARCHABLE = sql`status = 'published' and moderation = 'clear' and (valid_through is null or valid_through >= current_date)
  and not exists (select 1 from company c_mod where c_mod.id = job.company_id and c_mod.status <> 'active')`;

interface RawRow {
  id: string;
  title: string;
  search_text: string;
  skills: string[] | string;
  province_id: number;
  work_type: string;
  hire_type: string;
  education_level_id: number | null;
  rail_stations: string[] | string;
  salary_min: number | null;
  salary_max: number | null;
  posted_at: string | Date | null;
  created_at: string | Date;
  valid_through: string | Date | null;
  updated_at: string;
  searchable: boolean;
}

const LOAD_COLUMNS = `id, title, search_text, skills, province_id, work_type, hire_type, education_level_id, rail_stations,
  salary_min, salary_max, posted_at, created_at, valid_through::text as valid_through`;
const COLUMNS = sql.raw(`${LOAD_COLUMNS}, updated_at::text as updated_at`);

function rowsOf(res: unknown): RawRow[] {
  return (res as { rows: RawRow[] }).rows;
}

function toDate(v: string | Date): Date {
  return v instanceof Date ? v : new Date(v);
}

function parseArray(v: string[] | string): string[] {
  if (Array.isArray(v)) return v;
  const inner = v.replace(/^\{|\}$/g, '');
  return inner ? inner.split(',').map((s) => s.replace(/^"|"$/g, '')) : [];
}

export function toIndexedRow(r: RawRow): IndexedJobRow {
  return {
    id: r.id,
    title: r.title,
    searchText: r.search_text,
    skills: parseArray(r.skills),
    provinceId: Number(r.province_id),
    workType: r.work_type,
    hireType: r.hire_type,
    educationLevelId: r.education_level_id === null ? null : Number(r.education_level_id),
    railStations: parseArray(r.rail_stations),
    salaryMin: r.salary_min === null ? null : Number(r.salary_min),
    salaryMax: r.salary_max === null ? null : Number(r.salary_max),
    postedAt: r.posted_at === null ? null : toDate(r.posted_at),
    createdAt: toDate(r.created_at),
    validThrough: r.valid_through === null ? null : String(r.valid_through).slice(0, 10),
  };
}

/**
 * The number of searchable jobs, for pre-sizing the index arrays. (Counting their tokens in SQL, a replace() over
 * every search_text, took 15 s at 1M jobs: the token arena is sized from the first rows instead.)
 */
export async function searchableCount(db: Tx): Promise<number> {
  const res = await db.execute(sql`select count(*)::int as n from job where ${SEARCHABLE}`);
  return Number((rowsOf(res)[0] as unknown as { n: number }).n);
}

/**
 * Streams the searchable jobs in id order, `batch` rows at a time (bounded memory). The next batch is asked for
 * before this one is indexed, and indexing yields every `slice` rows, so that PostgreSQL reads and sends the next
 * rows (on the other core) while this process tokenises: the load takes the longer of the two, not their sum.
 */
export async function loadSearchable(
  db: Tx,
  onBatch: (rows: IndexedJobRow[]) => void,
  batch = 500,
  slice = 250,
): Promise<void> {
  const fetchAfter = async (after: string | null): Promise<RawRow[]> => {
    const cond: SQL = after ? sql`${SEARCHABLE} and id > ${after}` : SEARCHABLE;
    return rowsOf(
      await db.execute(
        sql`select ${sql.raw(LOAD_COLUMNS)} from job where ${cond} order by id limit ${batch}`,
      ),
    );
  };
  let next: Promise<RawRow[]> | null = fetchAfter(null);
  while (next) {
    const rows: RawRow[] = await next;
    next = rows.length === batch ? fetchAfter(rows[rows.length - 1].id) : null;
    next?.catch(() => undefined); // a failure is thrown by the await above on the next turn, not reported unhandled
    for (let i = 0; i < rows.length; i += slice) {
      if (i > 0) await new Promise((r) => setImmediate(r));
      onBatch(rows.slice(i, i + slice).map(toIndexedRow));
    }
  }
}

/** The current rows of these jobs (any status); `searchable` says whether to index or drop them. Missing = deleted. */
export async function loadChanged(
  db: Tx,
  ids: readonly string[],
): Promise<(IndexedJobRow & { searchable: boolean; updatedAt: string })[]> {
  if (ids.length === 0) return [];
  const res = await db.execute(
    sql`select ${COLUMNS}, (${SEARCHABLE}) as searchable from job where id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
  return rowsOf(res).map((r) => ({
    ...toIndexedRow(r),
    searchable: r.searchable === true || (r.searchable as unknown) === 't',
    updatedAt: r.updated_at,
  }));
}
