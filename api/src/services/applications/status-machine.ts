import type { ApplicationStatus } from '@jobportal/contracts';

/** The hiring pipeline, in order. */
export const PIPELINE: ApplicationStatus[] = [
  'applied',
  'reviewing',
  'shortlisted',
  'interview',
  'offered',
  'hired',
];
/** Statuses an application can still leave forward / be rejected or withdrawn from. */
const ACTIVE: ApplicationStatus[] = ['applied', 'reviewing', 'shortlisted', 'interview', 'offered'];

export type Actor = 'candidate' | 'corporate';

/**
 * docs/API-CONTRACT.md: applied -> reviewing -> shortlisted -> interview -> offered -> hired (skipping forward
 * allowed, never back); any of applied..offered -> rejected (company) or -> withdrawn (candidate only);
 * rejected -> reviewing (company reopens). hired and withdrawn are final.
 */
export function canTransition(from: ApplicationStatus, to: ApplicationStatus, actor: Actor): boolean {
  if (from === to) return false;
  if (actor === 'candidate') return to === 'withdrawn' && ACTIVE.includes(from);
  if (from === 'rejected') return to === 'reviewing';
  if (!ACTIVE.includes(from)) return false;
  if (to === 'rejected') return true;
  const fi = PIPELINE.indexOf(from);
  const ti = PIPELINE.indexOf(to);
  return ti > fi && fi >= 0;
}

/** The moves the UI may offer. */
export function nextStatuses(from: ApplicationStatus, actor: Actor): ApplicationStatus[] {
  const all: ApplicationStatus[] = [...PIPELINE, 'rejected', 'withdrawn'];
  return all.filter((to) => canTransition(from, to, actor));
}
