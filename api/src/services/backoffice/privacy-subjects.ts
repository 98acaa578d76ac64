import { desc, sql } from 'drizzle-orm';
import type { ErasureQuery, ErasureRecord, Page, PrivacySubject } from '@jobportal/contracts';
import type { Tx } from '../../db/types';
import { erasureAudit } from '../../db/schema';
import { queryRows } from '../../db/sql';
import { iso } from '../urls';

/** GET /backoffice/privacy/subjects?email=: the accounts with that e-mail in either pool (erased rows excluded). */
export async function findSubjects(db: Tx, email: string): Promise<PrivacySubject[]> {
  const e = email.trim().toLowerCase();
  const rows = await queryRows<{
    role: PrivacySubject['role'];
    uid: string;
    email: string;
    status: string;
    created_at: Date | string;
  }>(
    db,
    sql`select 'candidate' as role, uid, email, status, created_at from candidate
          where lower(email) = ${e} and status <> 'erased'
        union all
        select 'corporate', uid, email, status, created_at from corporate_account where lower(email) = ${e}
        order by created_at`,
  );
  return rows.map((r) => ({ ...r, created_at: iso(r.created_at)! }));
}

/** GET /backoffice/privacy/erasures: what each erasure removed (counts per table), newest first. */
export async function listErasures(db: Tx, q: ErasureQuery): Promise<Page<ErasureRecord>> {
  const rows = await db
    .select()
    .from(erasureAudit)
    .orderBy(desc(erasureAudit.erasedAt), desc(erasureAudit.id))
    .limit(q.limit)
    .offset(q.offset);
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(erasureAudit);
  return {
    items: rows.map((r) => ({
      id: r.id,
      role: r.role,
      requested_at: iso(r.requestedAt),
      erased_at: r.erasedAt.toISOString(),
      counts: r.counts,
    })),
    total: Number(n),
    offset: q.offset,
    limit: q.limit,
  };
}
