import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { candidate, dataExport } from '../../db/schema';
import type { JobHandlers } from '../queue/queue';
import { ensureSchedule } from '../queue/queue';
import { ERASE_CANDIDATE, eraseCandidate, scheduleErasure, type IdentityPools } from './erasure';
import { BUILD_EXPORT, buildPendingExport } from './export-jobs';

export const PDPA_SWEEP = 'pdpa.sweep';
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Hourly safety net: every deletion request has its erasure queued (requests made before the queue existed, or a
 * failed job an operator removed), and expired exports are removed.
 */
async function sweep(db: Db): Promise<void> {
  const waiting = await db
    .select({ uid: candidate.uid, at: candidate.deletionRequestedAt })
    .from(candidate)
    .where(eq(candidate.status, 'deletion_requested'));
  for (const w of waiting) await scheduleErasure(db, w.uid, w.at ?? new Date());
  await db.delete(dataExport).where(and(lt(dataExport.expiresAt, sql`now()`)));
}

/** The queue's jobs for the personal-data rights. */
export function pdpaJobHandlers(db: Db, pools: IdentityPools): JobHandlers {
  return {
    [ERASE_CANDIDATE]: async (job) => {
      await eraseCandidate(db, pools, String(job.payload.uid));
    },
    [BUILD_EXPORT]: async (job) => {
      await buildPendingExport(db, pools, String(job.payload.exportId));
    },
    [PDPA_SWEEP]: () => sweep(db),
  };
}

/** The recurring jobs, queued once (idempotent) when the worker starts. */
export async function ensurePdpaSchedules(db: Db): Promise<void> {
  await ensureSchedule(db, PDPA_SWEEP, SWEEP_EVERY_MS);
}
