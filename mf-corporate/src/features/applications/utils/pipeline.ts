import { APPLICATION_STATUSES, type ApplicationStatus } from '@jobportal/contracts/bounds';
import {
  allowedTransitions as allowedMoves,
  canTransition as canMove,
  PIPELINE_STEPS,
} from '@jobportal/contracts/pipeline';

/** The board's columns, in order; withdrawn is shown as a filter/badge, not a column. */
export const PIPELINE_COLUMNS: readonly ApplicationStatus[] = [...PIPELINE_STEPS, 'rejected'];
export const ALL_STATUSES: readonly ApplicationStatus[] = APPLICATION_STATUSES;

/** The company's moves (the rules: @jobportal/contracts/pipeline, which the API enforces). */
export const canTransition = (from: ApplicationStatus, to: ApplicationStatus): boolean =>
  canMove(from, to, 'corporate');
export const allowedTransitions = (from: ApplicationStatus): ApplicationStatus[] =>
  allowedMoves(from, 'corporate');
