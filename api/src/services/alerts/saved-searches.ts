import { ALERT_LIMITS, type Frequency, type JobSearchFilter, type SavedSearch } from '@jobportal/contracts';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { savedSearch } from '../../db/schema';
import { ApiError, validationError } from '../../errors/api-error';
import { unknownStationFields } from '../search/rail-index';
import type { Locale } from './kinds';

export const MAX_SAVED_SEARCHES = ALERT_LIMITS.savedSearchesMax;
export type { Frequency };

export type SavedSearchDto = SavedSearch;

type Row = typeof savedSearch.$inferSelect;

const toDto = (r: Row): SavedSearchDto => ({
  id: r.id,
  name: r.name,
  filter: r.filter as JobSearchFilter,
  frequency: r.frequency,
  paused: r.paused,
  locale: r.locale,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

/** Paging and order are not part of what is saved: the alert is about which jobs, not which page. */
function storedFilter(filter: JobSearchFilter): JobSearchFilter {
  const unknownStations = unknownStationFields(filter.station).map((f) => ({
    ...f,
    field: `filter.${f.field}`,
  }));
  if (unknownStations.length > 0) throw validationError(unknownStations);
  const { offset: _o, limit: _l, orderBy: _b, uid: _u, ...rest } = filter;
  return rest;
}

/** A transaction-scoped lock on the candidate's saved searches. */
const sqlLock = (uid: string) => sql`select pg_advisory_xact_lock(hashtext(${'saved_search:' + uid}))`;

export async function listSavedSearches(db: Db, uid: string): Promise<SavedSearchDto[]> {
  const rows = await db
    .select()
    .from(savedSearch)
    .where(eq(savedSearch.candidateUid, uid))
    .orderBy(asc(savedSearch.createdAt));
  return rows.map(toDto);
}

export async function createSavedSearch(
  db: Db,
  uid: string,
  input: { name: string; filter: JobSearchFilter; frequency: Frequency },
  locale: Locale,
): Promise<SavedSearchDto> {
  return db.transaction(async (tx) => {
    // serialise the count check per candidate (two saves at once cannot both be the 20th)
    await tx.execute(sqlLock(uid));
    const [{ n }] = await tx
      .select({ n: count() })
      .from(savedSearch)
      .where(eq(savedSearch.candidateUid, uid));
    if (Number(n) >= MAX_SAVED_SEARCHES) throw new ApiError('SAVED_SEARCH_LIMIT');
    const [row] = await tx
      .insert(savedSearch)
      .values({
        candidateUid: uid,
        name: input.name.trim(),
        filter: storedFilter(input.filter) as Record<string, unknown>,
        frequency: input.frequency,
        locale,
      })
      .returning();
    return toDto(row);
  });
}

export async function updateSavedSearch(
  db: Db,
  uid: string,
  id: string,
  patch: { name?: string; frequency?: Frequency; paused?: boolean },
): Promise<SavedSearchDto> {
  const [row] = await db
    .update(savedSearch)
    .set({
      ...(patch.name !== undefined ? { name: patch.name.trim() } : {}),
      ...(patch.frequency !== undefined ? { frequency: patch.frequency } : {}),
      ...(patch.paused !== undefined ? { paused: patch.paused } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(savedSearch.id, id), eq(savedSearch.candidateUid, uid)))
    .returning();
  if (!row) throw new ApiError('NOT_FOUND');
  return toDto(row);
}

export async function deleteSavedSearch(db: Db, uid: string, id: string): Promise<void> {
  const rows = await db
    .delete(savedSearch)
    .where(and(eq(savedSearch.id, id), eq(savedSearch.candidateUid, uid)))
    .returning({ id: savedSearch.id });
  if (rows.length === 0) throw new ApiError('NOT_FOUND');
}
