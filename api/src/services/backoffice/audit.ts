import { and, desc, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { StaffAuditEntry, StaffAuditQuery } from '@jobportal/contracts';
import type { StaffIdentity } from '../../auth/identity';
import { staffAudit } from '../../db/schema';
import type { Tx } from '../../db/types';

export interface AuditRecord {
  /** What was done, `<area>.<verb>` (e.g. `job.take_down`, `company.verify`, `blog.publish`). */
  action: string;
  targetKind: string;
  targetId?: string | null;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

/**
 * Appends one staff action to the audit, with the verified staff identity. Call it in the same transaction as the
 * change it records: an action is never without its audit row, nor an audit row without its action.
 */
export async function audit(tx: Tx, staff: StaffIdentity, record: AuditRecord): Promise<void> {
  await tx.insert(staffAudit).values({
    actorUid: staff.uid,
    actorEmail: staff.email,
    actorRoles: staff.roles,
    action: record.action,
    targetKind: record.targetKind,
    targetId: record.targetId ?? null,
    before: record.before ?? null,
    after: record.after ?? null,
    reason: record.reason ?? null,
  });
}

/** The audit, newest first, filtered; keyset paging on id (`before` = the last id of the previous page). */
export async function listAudit(
  db: Tx,
  q: StaffAuditQuery,
): Promise<{ items: StaffAuditEntry[]; next: number | null }> {
  const limit = q.limit ?? 50;
  const where: (SQL | undefined)[] = [
    q.actor
      ? sql`(${staffAudit.actorEmail} = ${q.actor.toLowerCase()} or ${staffAudit.actorUid} = ${q.actor})`
      : undefined,
    q.action ? sql`${staffAudit.action} like ${`${q.action.replace(/[%_\\]/g, '\\$&')}%`}` : undefined,
    q.target_kind ? eq(staffAudit.targetKind, q.target_kind) : undefined,
    q.target_id ? eq(staffAudit.targetId, q.target_id) : undefined,
    q.from ? gte(staffAudit.at, new Date(q.from)) : undefined,
    q.to ? lte(staffAudit.at, new Date(q.to)) : undefined,
    q.before ? lt(staffAudit.id, q.before) : undefined,
  ];
  const rows = await db
    .select()
    .from(staffAudit)
    .where(and(...where))
    .orderBy(desc(staffAudit.id))
    .limit(limit + 1);
  const items = rows.slice(0, limit).map((r) => ({
    id: r.id,
    at: r.at.toISOString(),
    actor_uid: r.actorUid,
    actor_email: r.actorEmail,
    actor_roles: r.actorRoles,
    action: r.action,
    target_kind: r.targetKind,
    target_id: r.targetId,
    before: r.before ?? null,
    after: r.after ?? null,
    reason: r.reason,
  }));
  return { items, next: rows.length > limit ? items[items.length - 1].id : null };
}
