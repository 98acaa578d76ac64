import type { RemoteReleaseStatus, ReleaseVersion } from '@jobportal/contracts';
import { callError } from '../../../shared/api/staffApi';
import type { ReleaseConflictDetails, ReleaseRefusalDetails } from '../api/releasesApi';

/** Why a change did not happen: someone else changed the remote (409), a check refused it (422), or anything else. */
export type ReleaseFailure =
  | { kind: 'conflict'; conflict: ReleaseConflictDetails }
  | { kind: 'refused'; refusal: ReleaseRefusalDetails }
  | { kind: 'other'; message: string | null };

export function releaseFailure(error: unknown): ReleaseFailure {
  const { status, code, message } = callError(error);
  const details = (error as { data?: { error?: Record<string, unknown> } } | undefined)?.data?.error;
  if (status === 409 && code === 'RELEASE_CONFLICT' && details)
    return {
      kind: 'conflict',
      conflict: {
        code: 'RELEASE_CONFLICT',
        message: message ?? '',
        current: typeof details.current === 'string' ? details.current : null,
        changedBy: typeof details.changedBy === 'string' ? details.changedBy : null,
        changedAt: typeof details.changedAt === 'string' ? details.changedAt : null,
      },
    };
  if (status === 422 && code === 'RELEASE_REFUSED' && details)
    return {
      kind: 'refused',
      refusal: {
        code: 'RELEASE_REFUSED',
        message: message ?? '',
        reasons: Array.isArray(details.reasons)
          ? details.reasons.filter((r): r is string => typeof r === 'string')
          : [],
      },
    };
  return { kind: 'other', message };
}

/** A remote's versions newest first (by when they were published). */
export const newestFirst = (versions: readonly ReleaseVersion[]): ReleaseVersion[] =>
  [...versions].sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt));

/** Whether there is a version to roll back to: another one that has been served and is not withdrawn. */
export const canRollBack = (remote: RemoteReleaseStatus): boolean =>
  remote.current !== null && remote.versions.some((v) => !v.current && v.released && !v.withdrawn);

/** A git commit as people read it: its first 7 characters. */
export const shortCommit = (commit: string | null): string | null => (commit ? commit.slice(0, 7) : null);
