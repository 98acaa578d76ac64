import type { JobSearchFilter, JobSearchResult } from '@jobportal/contracts';
import type { Tx } from '../../db/types';
import { favouriteIds, guestJobCardsByIds } from '../jobs/cards';
import type { EngineQuery } from './engine';
import type { SearchTaxonomy } from './taxonomy';
import { indexFor } from './manager';
import { filterKey } from './response-cache';
import { parseQuery, type Clause } from './query';
import { normalize, tokenize } from './text';
import { understand, type Understanding } from './understand';
import { SENIORITY_FORMS } from './lexicon';
import { answerSearch } from './answer';
import { pageDeps, type PageDeps } from './page-deps';
import type { JobIndex } from './job-index';
import type { Corrector } from './matcher';

export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 50;
export const MAX_OFFSET = 10_000;

/** Who is searching: a signed-in candidate gets is_favourite filled. The API passes `{ uid }`. */
export type SearchViewer = { candidateUid?: string | null; uid?: string | null } | null | undefined;

const list = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const union = <T>(a: T[], b: T[]): T[] => [...new Set([...a, ...b])];

function clampInt(v: unknown, min: number, max: number, fallback: number): number {
  const n = Number(v);
  return Number.isFinite(n) ? Math.min(max, Math.max(min, Math.trunc(n))) : fallback;
}

/** A seniority understood from the text: an optional clause of all its forms (a relevance boost). */
function seniorityClause(key: string, text: string): Clause {
  return { text, phrases: (SENIORITY_FORMS[key] ?? []).map((f) => tokenize(f)), skillSlugs: [], known: true };
}

/** The engine's query for a search filter and what was understood from its text. */
export function planSearch(
  filter: JobSearchFilter,
  taxonomy: SearchTaxonomy,
  now = Date.now(),
): { query: EngineQuery; understanding: Understanding } {
  const input = (filter.main_input ?? '').trim();
  const u = understand(input);
  const clauses = u.text ? parseQuery(u.text, taxonomy) : [];
  const boosts = u.parts.filter((p) => p.kind === 'seniority').map((p) => seniorityClause(p.value, p.text));
  const explicitSalary =
    filter.minimum_salary === undefined || filter.minimum_salary === null
      ? undefined
      : Number(filter.minimum_salary);
  const salaries = [explicitSalary, u.minimumSalary].filter(
    (v): v is number => v !== undefined && Number.isFinite(v),
  );
  return {
    understanding: u,
    query: {
      clauses,
      boosts,
      text: normalize(u.text),
      tags: list(filter.tag).map(String),
      locations: union(list(filter.location).map(Number), u.locations),
      workTypes: union(list(filter.workType).map(String), u.workTypes),
      hireTypes: union(list(filter.hireType).map(String), u.hireTypes),
      education: list(filter.education).map(Number),
      stations: list(filter.station).map(String),
      lines: list(filter.line).map(String),
      minimumSalary: salaries.length > 0 ? Math.max(...salaries) : undefined,
      datePosted: filter.datePosted ? Number(filter.datePosted) : undefined,
      orderBy: filter.orderBy ?? (clauses.length + boosts.length > 0 ? 'relevance' : 'newest'),
      offset: clampInt(filter.offset, 0, MAX_OFFSET, 0),
      limit: clampInt(filter.limit, 1, MAX_LIMIT, DEFAULT_LIMIT),
      now,
    },
  };
}

/** The engine's query for a search filter (also used to match saved searches against new jobs). */
export function engineQuery(
  filter: JobSearchFilter,
  taxonomy: SearchTaxonomy,
  now = Date.now(),
): EngineQuery {
  return planSearch(filter, taxonomy, now).query;
}

/** The search on an index, without the SQL cards (the API, the evaluation and its test): job ids in page order. */
export function searchIndex(
  ix: JobIndex,
  corrector: Corrector | null,
  taxonomy: SearchTaxonomy,
  filter: JobSearchFilter,
  now = Date.now(),
): Omit<JobSearchResult, 'items'> & { ids: string[] } {
  return searchIndexWithDeps(ix, corrector, taxonomy, filter, now).response;
}

/** searchIndex and what its page depends on (which job writes can change it: page-deps.ts). */
export function searchIndexWithDeps(
  ix: JobIndex,
  corrector: Corrector | null,
  taxonomy: SearchTaxonomy,
  filter: JobSearchFilter,
  now = Date.now(),
): { response: Omit<JobSearchResult, 'items'> & { ids: string[] }; deps: PageDeps } {
  const { query, understanding, result, relaxed, suggestion, related, volatile } = answerSearch(
    ix,
    corrector,
    taxonomy,
    filter,
    now,
    planSearch,
  );
  const deps = pageDeps(ix, query, result, {
    relaxed: relaxed.length > 0,
    suggestion: suggestion !== null || volatile,
  });
  return {
    response: {
      ids: result.ids,
      total: result.total,
      offset: query.offset,
      limit: query.limit,
      facets: result.facets,
      understood: { text: understanding.filterText, parts: understanding.parts },
      suggestion,
      relaxed,
      related,
    },
    deps,
  };
}

/** A cached search page: the result shared by every viewer and, once a route has sent it, its serialised body. */
export interface SearchPage {
  result: JobSearchResult;
  /** Which job writes can change the page (the cache keeps it through the others). */
  deps?: PageDeps;
  /** The route's JSON body of `{ data: result }`, UTF-8 (serialised and encoded once per cached page, then sent as it is). */
  body?: Buffer;
}

/**
 * The candidate job search (spec "candidate search filter"): Thai-aware text with alias/role expansion and
 * misspelling correction, query understanding (places, work modes, hire types, salaries, seniority typed in the
 * box), filters, relevance or newest order, paging, total and disjunctive facets; a query that finds nothing is
 * retried with its least important parts left out (relax.ts).
 * Text, filters, facets and ordering run on the in-process index (see README.md); the page's cards come from SQL
 * (one query by ids). Whole pages are cached per index version (response-cache.ts); favourites are read per viewer.
 * `page` is the shared cached page; `shared` says whether `result` is exactly that page (no favourite of the viewer
 * on it), so its serialised body can be sent as it is; `hit` whether the page came from the cache.
 */
export async function searchJobsPage(
  db: Tx,
  filter: JobSearchFilter,
  viewer?: SearchViewer,
): Promise<{ page: SearchPage; result: JobSearchResult; shared: boolean; hit: boolean }> {
  const manager = indexFor(db);
  const { ix, corrector, version } = await manager.current();
  const { value: page, hit } = await manager.cache.through(version, filterKey(filter), async () => {
    const now = Date.now();
    const { response, deps } = searchIndexWithDeps(ix, corrector, manager.taxonomy, filter, now);
    const { ids, ...rest } = response;
    return { result: { items: await guestJobCardsByIds(db, ids), ...rest }, deps };
  });
  const items = page.result.items;
  const viewerUid = viewer?.candidateUid ?? viewer?.uid ?? null;
  if (!viewerUid || items.length === 0) return { page, result: page.result, shared: true, hit };
  const liked = await favouriteIds(
    db,
    viewerUid,
    items.map((c) => c.id),
  );
  if (liked.size === 0) return { page, result: page.result, shared: true, hit };
  const result = { ...page.result, items: items.map((c) => ({ ...c, is_favourite: liked.has(c.id) })) };
  return { page, result, shared: false, hit };
}

/** The candidate job search as a result object (see searchJobsPage). */
export async function searchJobs(
  db: Tx,
  filter: JobSearchFilter,
  viewer?: SearchViewer,
): Promise<JobSearchResult> {
  return (await searchJobsPage(db, filter, viewer)).result;
}
