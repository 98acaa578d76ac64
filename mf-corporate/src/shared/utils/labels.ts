import type { ApplicationStatus } from '@jobportal/contracts';

export const STATUS_COLORS: Record<ApplicationStatus, string> = {
  applied: 'blue',
  reviewing: 'cyan',
  shortlisted: 'geekblue',
  interview: 'purple',
  offered: 'gold',
  hired: 'green',
  rejected: 'red',
  withdrawn: 'default',
};

export const JOB_STATUS_COLORS: Record<string, string> = {
  draft: 'default',
  published: 'green',
  closed: 'red',
};

/** Full name of a candidate, or a fallback. */
export function fullName(
  c: { first_name?: string; last_name?: string } | null | undefined,
  fallback = '-',
): string {
  const name = `${c?.first_name ?? ''} ${c?.last_name ?? ''}`.trim();
  return name || fallback;
}
