import type { ApplicationStatus } from '@jobportal/contracts';

/**
 * The application status machine of docs/API-CONTRACT.md, mirrored for the UI (the API enforces it):
 * applied -> reviewing -> shortlisted -> interview -> offered -> hired (skipping forward allowed, never back);
 * any of applied..offered -> rejected (company) or -> withdrawn (candidate only); rejected -> reviewing
 * (the company reopens). hired and withdrawn are final.
 */
export const FORWARD: readonly ApplicationStatus[] = [
  'applied',
  'reviewing',
  'shortlisted',
  'interview',
  'offered',
  'hired',
];
const ACTIVE: readonly ApplicationStatus[] = ['applied', 'reviewing', 'shortlisted', 'interview', 'offered'];

/** The board's columns, in order; withdrawn is shown as a filter/badge, not a column. */
export const PIPELINE_COLUMNS: readonly ApplicationStatus[] = [...FORWARD, 'rejected'];
export const ALL_STATUSES: readonly ApplicationStatus[] = [...PIPELINE_COLUMNS, 'withdrawn'];

export type Actor = 'corporate' | 'candidate';

export function canTransition(
  from: ApplicationStatus,
  to: ApplicationStatus,
  actor: Actor = 'corporate',
): boolean {
  if (from === to) return false;
  if (actor === 'candidate') return to === 'withdrawn' && ACTIVE.includes(from);
  if (to === 'withdrawn' || to === 'applied') return false;
  if (from === 'rejected') return to === 'reviewing';
  if (!ACTIVE.includes(from)) return false;
  if (to === 'rejected') return true;
  return FORWARD.indexOf(to) > FORWARD.indexOf(from);
}

/** The moves the company may make from a status, in board order. */
export function allowedTransitions(
  status: ApplicationStatus,
  actor: Actor = 'corporate',
): ApplicationStatus[] {
  return ALL_STATUSES.filter((to) => canTransition(status, to, actor));
}

export const isFinal = (status: ApplicationStatus): boolean =>
  allowedTransitions(status).length === 0 && allowedTransitions(status, 'candidate').length === 0;
