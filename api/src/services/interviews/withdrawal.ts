import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/types';
import { interview } from '../../db/schema';
import { recordInterviewActivity } from './activity';
import { announce } from './announce';
import { clearReminders } from './reminders';
import { subjectOf } from './subject';

/**
 * A withdrawn application ends its open interviews (inside the withdrawal's transaction): cancelled, reminders
 * removed, the team told; a time already in calendars is cancelled there on both sides.
 */
export async function cancelInterviewsOnWithdrawal(
  tx: Tx,
  applicationId: string,
  actorUid: string,
): Promise<void> {
  const open = await tx
    .select()
    .from(interview)
    .where(
      and(
        eq(interview.applicationId, applicationId),
        inArray(interview.status, ['proposed', 'scheduled', 'change_requested']),
      ),
    )
    .for('update');
  if (open.length === 0) return;
  const subject = await subjectOf(tx, applicationId);
  for (const row of open) {
    const [updated] = await tx
      .update(interview)
      .set({ status: 'cancelled', sequence: row.sequence + 1, updatedAt: new Date() })
      .where(eq(interview.id, row.id))
      .returning();
    await clearReminders(tx, row.id);
    if (!subject) continue;
    await announce(tx, {
      event: 'cancelled',
      row: updated,
      subject,
      to: row.startsAt ? 'both' : 'team',
      ics: row.startsAt ? 'CANCEL' : null,
      withdrawn: true,
    });
    await recordInterviewActivity(tx, 'interview_cancelled', updated, subject, actorUid);
  }
}
