import type { JobSearchFilter, JobSearchResult } from '@jobportal/contracts';
import type { Tx } from '../../db/types';
import { jobCardsByIds } from '../jobs/cards';
import { runSearch, type EngineQuery } from './engine';
import type { SearchTaxonomy } from './taxonomy';
import { indexFor } from './manager';
import { parseQuery } from './query';
import { normalize } from './text';

export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 50;
export const MAX_OFFSET = 10_000;

/** Who is searching: a signed-in candidate gets is_favourite filled. The API passes `{ uid }`. */
export type SearchViewer = { candidateUid?: string | null; uid?: string | null } | null | undefined;

const list = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

function clampInt(v: unknown, min: number, max: number, fallback: number): number {
  const n = Number(v);
  return Number.isFinite(n) ? Math.min(max, Math.max(min, Math.trunc(n))) : fallback;
}

/** The engine's query for a search filter (also used to match saved searches against new jobs). */
export function engineQuery(
  filter: JobSearchFilter,
  taxonomy: SearchTaxonomy,
  now = Date.now(),
): EngineQuery {
  const text = (filter.main_input ?? '').trim();
  const clauses = text ? parseQuery(text, taxonomy) : [];
  const minimumSalary =
    filter.minimum_salary === undefined || filter.minimum_salary === null
      ? undefined
      : Number(filter.minimum_salary);
  return {
    clauses,
    text: normalize(text),
    tags: list(filter.tag).map(String),
    locations: list(filter.location).map(Number),
    workTypes: list(filter.workType).map(String),
    hireTypes: list(filter.hireType).map(String),
    education: list(filter.education).map(Number),
    minimumSalary: Number.isFinite(minimumSalary) ? minimumSalary : undefined,
    datePosted: filter.datePosted ? Number(filter.datePosted) : undefined,
    orderBy: filter.orderBy ?? (clauses.length > 0 ? 'relevance' : 'newest'),
    offset: clampInt(filter.offset, 0, MAX_OFFSET, 0),
    limit: clampInt(filter.limit, 1, MAX_LIMIT, DEFAULT_LIMIT),
    now,
  };
}

/**
 * The candidate job search (spec "candidate search filter"): Thai-aware text with alias/role expansion and
 * misspelling correction, filters, relevance or newest order, paging, total and disjunctive facets.
 * Text, filters, facets and ordering run on the in-process index (see README.md); the page's cards come from SQL.
 */
export async function searchJobs(
  db: Tx,
  filter: JobSearchFilter,
  viewer?: SearchViewer,
): Promise<JobSearchResult> {
  const manager = indexFor(db);
  const { ix, corrector } = await manager.current();
  const query = engineQuery(filter, manager.taxonomy);
  const result = runSearch(ix, query, corrector);
  const viewerUid = viewer?.candidateUid ?? viewer?.uid ?? null;
  const items = await jobCardsByIds(db, result.ids, viewerUid);
  return { items, total: result.total, offset: query.offset, limit: query.limit, facets: result.facets };
}
