/**
 * The application status machine of docs/API-CONTRACT.md, one rule set for the API (which enforces it) and the
 * employer's board (which offers only the legal moves): applied -> reviewing -> shortlisted -> interview -> offered
 * -> hired (skipping forward allowed, never back); any of applied..offered -> rejected (company) or -> withdrawn
 * (candidate only); rejected -> reviewing (the company reopens). hired and withdrawn are final. Plain constants and
 * functions like ./bounds: importable alone as `@jobportal/contracts/pipeline`.
 */
import { APPLICATION_STATUSES, type ApplicationStatus } from './bounds';

/** The forward steps of the hiring pipeline, in order (the statuses but the two side exits). */
export const PIPELINE_STEPS: readonly ApplicationStatus[] = APPLICATION_STATUSES.filter(
  (status) => status !== 'rejected' && status !== 'withdrawn',
);
/** Statuses an application can still move on from (forward, rejected or withdrawn): all steps but the last. */
const ACTIVE: readonly ApplicationStatus[] = PIPELINE_STEPS.filter((status) => status !== 'hired');

export type PipelineActor = 'candidate' | 'corporate';

export function canTransition(from: ApplicationStatus, to: ApplicationStatus, actor: PipelineActor): boolean {
  if (from === to) return false;
  if (actor === 'candidate') return to === 'withdrawn' && ACTIVE.includes(from);
  if (from === 'rejected') return to === 'reviewing';
  if (!ACTIVE.includes(from) || to === 'withdrawn') return false;
  if (to === 'rejected') return true;
  return PIPELINE_STEPS.indexOf(to) > PIPELINE_STEPS.indexOf(from);
}

/** The moves `actor` may make from `from`, in pipeline order (APPLICATION_STATUSES). */
export function allowedTransitions(from: ApplicationStatus, actor: PipelineActor): ApplicationStatus[] {
  return APPLICATION_STATUSES.filter((to) => canTransition(from, to, actor));
}
