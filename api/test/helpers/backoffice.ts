import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/types';
import { queryRows } from '../../src/db/sql';

export interface AuditRow {
  actor_uid: string;
  actor_email: string;
  action: string;
  target_kind: string;
  target_id: string | null;
  before: unknown;
  after: unknown;
  reason: string | null;
}

/** The staff audit rows of a target, oldest first. */
export function auditOf(db: Db, targetId: string): Promise<AuditRow[]> {
  return queryRows<AuditRow>(
    db,
    sql`select actor_uid, actor_email, action, target_kind, target_id, before, after, reason
        from staff_audit where target_id = ${targetId} order by id`,
  );
}
