import type { JobSearchFilter } from '@jobportal/contracts';
import type { Tx } from '../../db/types';
import { Bitset } from './bitset';
import { runSearch } from './engine';
import { indexFor } from './manager';
import { engineQuery } from './search';

/**
 * Which of these jobs each filter finds: the job search itself (same query parsing, text over the whole index,
 * same filters and expiry), restricted to the given jobs. Filters with the same content are evaluated once.
 */
export async function matchJobsToFilters(
  db: Tx,
  jobIds: readonly string[],
  filters: readonly JobSearchFilter[],
): Promise<string[][]> {
  const manager = indexFor(db);
  const { ix, corrector } = await manager.current();
  const within = new Bitset(ix.n);
  let count = 0;
  for (const id of jobIds) {
    const d = ix.docOf.get(id);
    if (d !== undefined) {
      within.set(d);
      count++;
    }
  }
  if (count === 0) return filters.map(() => []);
  const now = Date.now();
  const memo = new Map<string, string[]>();
  return filters.map((filter) => {
    const key = JSON.stringify(filter);
    let ids = memo.get(key);
    if (!ids) {
      const q = { ...engineQuery(filter, manager.taxonomy, now), orderBy: 'newest' as const, offset: 0 };
      ids = runSearch(ix, { ...q, limit: count, within }, corrector).ids;
      memo.set(key, ids);
    }
    return ids;
  });
}
