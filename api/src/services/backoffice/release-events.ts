import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { ReleaseEvent, ReleaseEventInput, ReleaseEventPage, ReleaseRemote } from '@jobportal/contracts';
import type { StaffIdentity } from '../../auth/identity';
import { releaseEvent } from '../../db/schema';
import type { Db, Tx } from '../../db/types';
import { audit } from './audit';

type Row = typeof releaseEvent.$inferSelect;

const toEvent = (r: Row): ReleaseEvent => ({
  id: r.id,
  at: r.at.toISOString(),
  actor_uid: r.actorUid,
  actor_email: r.actorEmail,
  action: r.action,
  remote: r.remote,
  from: r.fromVersion,
  to: r.toVersion,
  ...(r.removed ? { removed: r.removed } : {}),
  reason: r.reason,
  forced: r.forced,
});

/**
 * POST /backoffice/releases/events: appends one change the release service made, as the verified staff member
 * (never an actor named in the body), and its staff audit row in the same transaction.
 */
export function recordReleaseEvent(
  db: Db,
  staff: StaffIdentity,
  input: ReleaseEventInput,
): Promise<ReleaseEvent> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(releaseEvent)
      .values({
        actorUid: staff.uid,
        actorEmail: staff.email,
        action: input.action,
        remote: input.remote,
        fromVersion: input.from,
        toVersion: input.to,
        removed: input.removed ?? null,
        reason: input.reason,
        forced: input.forced,
      })
      .returning();
    await audit(tx, staff, {
      action: `release.${input.action}`,
      targetKind: 'remote',
      targetId: input.remote,
      before: { version: input.from },
      after: {
        version: input.to,
        ...(input.removed ? { removed: input.removed } : {}),
        ...(input.forced ? { forced: input.forced } : {}),
      },
      reason: input.reason,
    });
    return toEvent(row);
  });
}

/** GET /backoffice/releases/events: newest first, keyset paging on id (`before` = the previous page's nextBefore). */
export async function listReleaseEvents(
  db: Tx,
  q: { remote?: ReleaseRemote; before?: number; limit?: number },
): Promise<ReleaseEventPage> {
  const limit = q.limit ?? 50;
  const where: (SQL | undefined)[] = [
    q.remote ? eq(releaseEvent.remote, q.remote) : undefined,
    q.before ? lt(releaseEvent.id, q.before) : undefined,
  ];
  const rows = await db
    .select()
    .from(releaseEvent)
    .where(and(...where))
    .orderBy(desc(releaseEvent.id))
    .limit(limit + 1);
  const items = rows.slice(0, limit).map(toEvent);
  return { items, nextBefore: rows.length > limit ? items[items.length - 1].id : null };
}
