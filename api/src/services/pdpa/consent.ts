import { and, eq } from 'drizzle-orm';
import { candidate } from '../../db/schema';

type CandidateRow = typeof candidate.$inferSelect;

/**
 * The spec's `pdpa` consent (storing personal data for job placement and applying) covers every flow of a
 * candidate's data to employers. Without it, or once erasure is requested, employers see nothing of the candidate.
 */
export const sharedWithEmployers = and(eq(candidate.consentPdpa, true), eq(candidate.status, 'active'))!;

/** ...and did not object to profiling or restrict processing: may be ranked by employer AI (as an applicant too). */
export const rankableByEmployers = and(sharedWithEmployers, eq(candidate.processingRestricted, false))!;

/** ...and opted in to being found (`visible_to_employers`): in employer search and AI discovery. */
export const findableByEmployers = and(rankableByEmployers, eq(candidate.visibleToEmployers, true))!;

export function isSharedWithEmployers(r: Pick<CandidateRow, 'consentPdpa' | 'status'>): boolean {
  return r.consentPdpa === true && r.status === 'active';
}

export function isFindableByEmployers(
  r: Pick<CandidateRow, 'consentPdpa' | 'status' | 'visibleToEmployers' | 'processingRestricted'>,
): boolean {
  return isSharedWithEmployers(r) && !r.processingRestricted && r.visibleToEmployers;
}
