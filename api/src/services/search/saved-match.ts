import type { JobSearchFilter } from '@jobportal/contracts';
import type { Tx } from '../../db/types';
import { Bitset } from './bitset';
import { runSearch, type EngineQuery } from './engine';
import { indexFor } from './manager';
import { matchClause } from './matcher';
import type { Clause } from './query';
import { engineQuery } from './search';

/**
 * At most this many new jobs (the newest) per saved search and run: as many as a digest lists (DIGEST_MAX_JOBS),
 * which links to the search for the rest; a filter that matches nearly everything must not write a row per job for
 * each of its copies (the written rows were most of bench:alerts' time at 50).
 */
export const MAX_PER_FILTER = 20;

function maxDefined(a: number | undefined, b: number | undefined): number | undefined {
  return a === undefined ? b : b === undefined ? a : Math.max(a, b);
}

/** The common elements of two ascending lists. */
function intersectSorted(a: readonly number[], b: readonly number[]): number[] {
  const out: number[] = [];
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i] === b[j]) {
      out.push(a[i]);
      i++;
      j++;
    } else if (a[i] < b[j]) i++;
    else j++;
  }
  return out;
}

/**
 * Which of these jobs each filter finds: the job search itself (same query parsing, clause matching over the whole
 * index with the same misspelling correction, same filters and expiry), restricted to the given jobs.
 * Many filters share words: a query's parse and a clause's documents (restricted to the jobs) are computed once per
 * call, and filters with the same content are evaluated once, so memory stays bounded by the distinct clauses.
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
  const parsed = new Map<string, EngineQuery>();
  const clauseDocs = new Map<string, number[]>();
  const memo = new Map<string, string[]>();
  const scratch = new Bitset(ix.n);

  const docsOf = (c: Clause): number[] => {
    const key = JSON.stringify(c);
    let docs = clauseDocs.get(key);
    if (!docs) {
      const found: number[] = [];
      matchClause(ix, c, corrector)
        .docs.and(within)
        .forEach((d) => void found.push(d));
      docs = found;
      clauseDocs.set(key, docs);
    }
    return docs;
  };

  return filters.map((filter) => {
    const key = JSON.stringify(filter);
    const seen = memo.get(key);
    if (seen) return seen;
    const text = filter.main_input?.trim() ?? '';
    let fromText = parsed.get(text);
    if (!fromText) {
      fromText = engineQuery({ main_input: text }, manager.taxonomy, now);
      parsed.set(text, fromText);
    }
    const clauses = fromText.clauses;
    // places, work modes, hire types and salaries typed in the text are filters here too (as in the search)
    const own = engineQuery({ ...filter, main_input: undefined }, manager.taxonomy, now);
    const q = {
      ...own,
      locations: [...new Set([...own.locations, ...fromText.locations])],
      workTypes: [...new Set([...own.workTypes, ...fromText.workTypes])],
      hireTypes: [...new Set([...own.hireTypes, ...fromText.hireTypes])],
      minimumSalary: maxDefined(own.minimumSalary, fromText.minimumSalary),
    };
    let ids: string[] = [];
    let textDocs: number[] | null = null;
    for (const c of clauses) {
      const docs = docsOf(c);
      textDocs = textDocs ? intersectSorted(textDocs, docs) : docs;
      if (textDocs.length === 0) break;
    }
    if (textDocs === null || textDocs.length > 0) {
      if (textDocs) for (const d of textDocs) scratch.set(d);
      ids = runSearch(
        ix,
        {
          ...q,
          orderBy: 'newest',
          offset: 0,
          limit: Math.min(count, MAX_PER_FILTER),
          within,
          textDocs: textDocs ? scratch : undefined,
        },
        corrector,
      ).ids;
      // runSearch narrowed the scratch set to the jobs; clear what this filter set
      if (textDocs) for (const d of textDocs) scratch.words[d >>> 5] = 0;
    }
    memo.set(key, ids);
    return ids;
  });
}
