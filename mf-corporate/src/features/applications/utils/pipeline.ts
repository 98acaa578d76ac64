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

/**
 * "Not a fit" (issue 43): a column of the board for applications whose screening answers met a knock-out rule and
 * that nobody has looked at yet (still 'applied'); any move, or "move to pipeline", takes them out.
 */
export const NOT_A_FIT = 'not_a_fit' as const;
export type BoardColumn = ApplicationStatus | typeof NOT_A_FIT;
/** The board's columns: the seven stages, then "not a fit". */
export const BOARD_COLUMNS: readonly BoardColumn[] = [...PIPELINE_COLUMNS, NOT_A_FIT];

export const columnOf = (a: { status: ApplicationStatus; knocked_out?: boolean }): BoardColumn =>
  a.knocked_out && a.status === 'applied' ? NOT_A_FIT : a.status;

/** Whether a card may be dropped on a column: a legal move, or a not-a-fit card back into "applied". */
export function canDrop(
  a: { status: ApplicationStatus; knocked_out?: boolean },
  column: BoardColumn,
): boolean {
  if (column === NOT_A_FIT) return false;
  if (columnOf(a) === NOT_A_FIT) return column === 'applied' || canTransition(a.status, column);
  return canTransition(a.status, column);
}
