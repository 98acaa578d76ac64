// The parts of the search text the server understood as filters (a place, a work mode, a hire type, a salary) become
// the filter panel's own URL parameters, so the page shows them as removable chips and the URL can be shared. Pure.
import type { HireType, JobSearchFilter, JobSearchResult, WorkType } from '@jobportal/contracts';

const union = <T>(a: T[] | undefined, b: T[]): T[] => Array.from(new Set([...(a ?? []), ...b]));

/**
 * The filter with the understood parts moved from main_input to their filters, or null when there is nothing to
 * move (nothing understood, or the server had to leave a part out to find anything: the text then stays as typed).
 */
export function filterWithUnderstood(
  filter: JobSearchFilter,
  result: JobSearchResult,
): JobSearchFilter | null {
  const understood = result.understood;
  if (!understood || (result.relaxed?.length ?? 0) > 0) return null;
  const parts = understood.parts.filter((p) => p.kind !== 'seniority');
  if (parts.length === 0) return null;
  const next: JobSearchFilter = {
    ...filter,
    main_input: understood.text.trim() || undefined,
    offset: undefined,
  };
  for (const p of parts) {
    if (p.kind === 'location') next.location = union(next.location, [Number(p.value)]);
    else if (p.kind === 'workType') next.workType = union(next.workType, [p.value as WorkType]);
    else if (p.kind === 'hireType') next.hireType = union(next.hireType, [p.value as HireType]);
    else if (p.kind === 'salary') next.minimum_salary = Math.max(next.minimum_salary ?? 0, Number(p.value));
  }
  return next;
}
