import { and, eq } from 'drizzle-orm';
import type { CorporateContext } from '../../auth/identity';
import type { Db } from '../../db/types';
import { application } from '../../db/schema';
import { recordActivity } from '../activity';
import { assertCanOnApplication } from '../corporate/team-access';

/**
 * POST /corporate/applications/:id/move-to-pipeline (job:pipeline): a knocked-out application leaves "not a fit"
 * for the pipeline's first column; its answers keep their verdicts. Idempotent.
 */
export async function moveToPipeline(db: Db, ctx: CorporateContext, id: string): Promise<void> {
  const { jobId, candidateUid } = await assertCanOnApplication(db, ctx, id, 'job:pipeline');
  await db.transaction(async (tx) => {
    const [moved] = await tx
      .update(application)
      .set({ knockedOut: false, updatedAt: new Date() })
      .where(and(eq(application.id, id), eq(application.knockedOut, true)))
      .returning({ id: application.id });
    if (!moved) return;
    await recordActivity(tx, {
      role: 'corporate',
      type: 'moved_to_pipeline',
      actorUid: ctx.uid,
      candidateUid,
      companyId: ctx.companyId,
      jobId,
      applicationId: id,
      data: { by: ctx.contactName || ctx.email },
    });
  });
}
