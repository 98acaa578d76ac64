// URL query <-> JobSearchFilter (job search and AI matching). The URL is the source of truth of those pages: the same keys as the
// filter (and as GET /api/jobs/search), lists repeat the key (?tag=react&tag=node). Pure functions.
import type { DatePosted, HireType, JobSearchFilter, OrderBy, WorkType } from '@jobportal/contracts';
import {
  DATE_POSTED as CONTRACT_DATE_POSTED,
  ORDER_BY as CONTRACT_ORDER_BY,
  SEARCH_LIMITS,
} from '@jobportal/contracts/bounds';
import { RAIL_LINE_IDS, railStation, type RailLineId } from '@jobportal/contracts/rail';
import { JOB_SEARCH_QUERY } from '@jobportal/platform-contract';

import { HIRE_TYPES, WORK_TYPES } from './enums';

export { HIRE_TYPES, WORK_TYPES };
export const DATE_POSTED: DatePosted[] = [...CONTRACT_DATE_POSTED];
export const ORDER_BY: OrderBy[] = [...CONTRACT_ORDER_BY];
export const PAGE_SIZE = 20;
const MAX_TEXT = SEARCH_LIMITS.mainInputMax;
const MAX_OFFSET = SEARCH_LIMITS.offsetMax;

/** Keys in the order they are written to the URL (a stable order gives stable, shareable URLs); the route table's
 * list, so the server's render cache keeps exactly the parameters the page reads. */
export const FILTER_KEYS = JOB_SEARCH_QUERY;

const unique = <T>(values: T[]): T[] => Array.from(new Set(values));

function positiveInts(values: string[]): number[] {
  return unique(
    values
      .filter((v) => /^\d+$/.test(v.trim()))
      .map((v) => Number(v.trim()))
      .filter((n) => n > 0 && n <= 32767),
  );
}

function nonNegativeInt(value: string | null, max: number): number | undefined {
  if (value == null || !/^\d+$/.test(value.trim())) return undefined;
  const n = Number(value.trim());
  return n <= max ? n : undefined;
}

/** Reads a filter from a query string; unknown keys and invalid values are ignored (a hand-edited URL still works). */
export function filterFromParams(params: URLSearchParams): JobSearchFilter {
  const filter: JobSearchFilter = {};
  const text = params.get('main_input')?.trim();
  if (text) filter.main_input = text.slice(0, MAX_TEXT);
  const tag = unique(
    params
      .getAll('tag')
      .map((v) => v.trim())
      .filter((v) => v.length > 0 && v.length <= 60),
  );
  if (tag.length) filter.tag = tag;
  const location = positiveInts(params.getAll('location'));
  if (location.length) filter.location = location;
  const workType = unique(
    params.getAll('workType').filter((v): v is WorkType => (WORK_TYPES as string[]).includes(v)),
  );
  if (workType.length) filter.workType = workType;
  const hireType = unique(
    params.getAll('hireType').filter((v): v is HireType => (HIRE_TYPES as string[]).includes(v)),
  );
  if (hireType.length) filter.hireType = hireType;
  const education = positiveInts(params.getAll('education'));
  if (education.length) filter.education = education;
  // rail: only known lines and stations (the API refuses an unknown station; a stale link still shows results)
  const line = unique(
    params.getAll('line').filter((v): v is RailLineId => (RAIL_LINE_IDS as readonly string[]).includes(v)),
  );
  if (line.length) filter.line = line;
  const station = unique(params.getAll('station').map((v) => v.trim())).filter(
    (v) => railStation(v) !== undefined,
  );
  if (station.length) filter.station = station.slice(0, SEARCH_LIMITS.stationsMax);
  const salary = nonNegativeInt(params.get('minimum_salary'), SEARCH_LIMITS.minimumSalaryMax);
  if (salary) filter.minimum_salary = salary;
  const datePosted = nonNegativeInt(params.get('datePosted'), 30);
  if (datePosted !== undefined && (DATE_POSTED as number[]).includes(datePosted))
    filter.datePosted = datePosted as DatePosted;
  const orderBy = params.get('orderBy');
  if (orderBy && (ORDER_BY as string[]).includes(orderBy)) filter.orderBy = orderBy as OrderBy;
  const offset = nonNegativeInt(params.get('offset'), MAX_OFFSET);
  if (offset) filter.offset = offset;
  const limit = nonNegativeInt(params.get('limit'), SEARCH_LIMITS.limitMax);
  if (limit) filter.limit = limit;
  return filter;
}

/** Writes a filter as a query string: empty values are left out, lists repeat the key, offset 0 is implicit. */
export function paramsFromFilter(filter: JobSearchFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filter[key];
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      for (const item of unique(value as (string | number)[])) params.append(key, String(item));
    } else if (key === 'main_input') {
      const text = String(value).trim();
      if (text) params.set(key, text);
    } else if (key === 'offset' || key === 'minimum_salary') {
      if (Number(value) > 0) params.set(key, String(value));
    } else {
      params.set(key, String(value));
    }
  }
  return params;
}

/** A copy of the filter with one key changed; any change other than paging goes back to the first page. */
export function withFilter<K extends keyof JobSearchFilter>(
  filter: JobSearchFilter,
  key: K,
  value: JobSearchFilter[K],
): JobSearchFilter {
  const next: JobSearchFilter = { ...filter, [key]: value };
  if (key !== 'offset') delete next.offset;
  if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0))
    delete next[key];
  return next;
}

/** True when any narrowing filter (not text, order or paging) is set. */
export function hasFilters(filter: JobSearchFilter): boolean {
  return Boolean(
    filter.tag?.length ||
    filter.location?.length ||
    filter.workType?.length ||
    filter.hireType?.length ||
    filter.education?.length ||
    filter.line?.length ||
    filter.station?.length ||
    filter.minimum_salary ||
    filter.datePosted,
  );
}

/**
 * How many filter values are chosen (the badge of the filter button). `datePosted: false` for pages without that
 * filter (AI matching ranks every open job).
 */
export function activeFilterCount(filter: JobSearchFilter, { datePosted = true } = {}): number {
  return (
    (filter.tag?.length ?? 0) +
    (filter.location?.length ?? 0) +
    (filter.workType?.length ?? 0) +
    (filter.hireType?.length ?? 0) +
    (filter.education?.length ?? 0) +
    (filter.line?.length ?? 0) +
    (filter.station?.length ?? 0) +
    (filter.minimum_salary ? 1 : 0) +
    (datePosted && filter.datePosted ? 1 : 0)
  );
}

/** Keeps the text and the order, drops every filter and the page. */
export function clearFilters(filter: JobSearchFilter): JobSearchFilter {
  const next: JobSearchFilter = {};
  if (filter.main_input) next.main_input = filter.main_input;
  if (filter.orderBy) next.orderBy = filter.orderBy;
  return next;
}
