import { sql } from 'drizzle-orm';
import type { Page, PrivacyRequestItem, PrivacyRequestQuery } from '@jobportal/contracts';
import type { Tx } from '../../db/types';
import { queryRows } from '../../db/sql';
import { iso } from '../urls';
import { erasureGraceMs } from '../pdpa/settings';

interface Row {
  id: string;
  source: PrivacyRequestItem['source'];
  kind: PrivacyRequestItem['kind'];
  subject_role: PrivacyRequestItem['subject_role'];
  subject_uid: string;
  subject_email: string | null;
  status: PrivacyRequestItem['status'];
  created_at: Date | string;
  due_at: Date | string | null;
  done_at: Date | string | null;
  reason: string | null;
}

/**
 * Every personal-data request in one list: the privacy desk's (privacy_request, their state read from the export or
 * the account), the exports people asked for themselves (data_export; never the archive), and the deletion requests
 * waiting for their erasure (candidate.status = deletion_requested). An export or erasure the desk started appears
 * once, as the desk's.
 */
function requestsSql(): ReturnType<typeof sql> {
  const grace = sql`make_interval(secs => ${erasureGraceMs() / 1000})`;
  return sql`
    select pr.id::text as id, 'operator' as source, pr.kind, pr.subject_role, pr.subject_uid,
      case
        when pr.status = 'failed' then 'failed'
        when pr.kind = 'export' then
          case when de.id is null then 'expired' when de.status = 'ready' then 'ready' else de.status end
        when pr.status = 'done' then 'done'
        when c.uid is null then 'done'
        when c.status = 'deletion_requested' then 'pending'
        else 'cancelled'
      end as status,
      pr.created_at,
      case when pr.kind = 'erasure' and pr.status = 'started' and c.status = 'deletion_requested'
        then c.deletion_requested_at + ${grace} end as due_at,
      coalesce(pr.done_at, de.ready_at) as done_at,
      pr.reason
    from privacy_request pr
      left join data_export de on de.id = pr.export_id
      left join candidate c on pr.subject_role = 'candidate' and c.uid = pr.subject_uid
    union all
    select de.id::text, 'self', 'export', de.owner_role, de.owner_uid, de.status, de.created_at, null, de.ready_at,
      null
    from data_export de
    where not exists (select 1 from privacy_request pr where pr.export_id = de.id)
    union all
    select 'candidate:' || c.uid, 'self', 'erasure', 'candidate', c.uid, 'pending',
      coalesce(c.deletion_requested_at, c.updated_at), coalesce(c.deletion_requested_at, c.updated_at) + ${grace},
      null, null
    from candidate c
    where c.status = 'deletion_requested'
      and not exists (select 1 from privacy_request pr where pr.kind = 'erasure' and pr.status = 'started'
                        and pr.subject_role = 'candidate' and pr.subject_uid = c.uid)`;
}

/** GET /backoffice/privacy/requests: newest first, by kind and status, with the e-mail of accounts still present. */
export async function listPrivacyRequests(
  db: Tx,
  q: PrivacyRequestQuery & { id?: string },
): Promise<Page<PrivacyRequestItem>> {
  const filter = sql`where (${q.kind ?? null}::text is null or r.kind = ${q.kind ?? null})
    and (${q.status ?? null}::text is null or r.status = ${q.status ?? null})
    and (${q.id ?? null}::text is null or r.id = ${q.id ?? null})`;
  const rows = await queryRows<Row>(
    db,
    sql`select r.*, coalesce(cand.email, acc.email) as subject_email
        from (${requestsSql()}) r
          left join candidate cand on r.subject_role = 'candidate' and cand.uid = r.subject_uid
            and cand.status <> 'erased'
          left join corporate_account acc on r.subject_role = 'corporate' and acc.uid = r.subject_uid
        ${filter}
        order by r.created_at desc, r.id
        limit ${q.limit} offset ${q.offset}`,
  );
  const [{ n }] = await queryRows<{ n: number | string }>(
    db,
    sql`select count(*) as n from (${requestsSql()}) r ${filter}`,
  );
  const items = rows.map((r) => ({
    id: r.id,
    source: r.source,
    kind: r.kind,
    subject_role: r.subject_role,
    subject_uid: r.subject_uid,
    subject_email: r.subject_email,
    status: r.status,
    created_at: iso(r.created_at)!,
    due_at: iso(r.due_at),
    done_at: iso(r.done_at),
    reason: r.reason,
  }));
  return { items, total: Number(n), offset: q.offset, limit: q.limit };
}

/** One request of the list by its id (the desk's request just started). */
export async function privacyRequestItem(db: Tx, id: string): Promise<PrivacyRequestItem> {
  const { items } = await listPrivacyRequests(db, { id, offset: 0, limit: 1 });
  return items[0];
}
