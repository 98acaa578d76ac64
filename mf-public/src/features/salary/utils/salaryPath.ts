import type { SalarySummary } from '@jobportal/contracts';

/** The page of a role family in a province: /salary/frontend-developer/bangkok. */
export const salaryPath = (s: Pick<SalarySummary, 'family' | 'province'>): string =>
  `/salary/${s.family.slug}/${s.province.slug}`;
