import type { CorporateStatusChange, StatusChange } from '@jobportal/contracts';
import { asc, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/types';
import { applicationStatusHistory } from '../../db/schema';

export async function historyByApplication(db: Tx, ids: string[]): Promise<Map<string, StatusChange[]>> {
  const out = new Map<string, StatusChange[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return out;
  const rows = await db
    .select()
    .from(applicationStatusHistory)
    .where(inArray(applicationStatusHistory.applicationId, ids))
    .orderBy(asc(applicationStatusHistory.at), asc(applicationStatusHistory.id));
  for (const r of rows) {
    out
      .get(r.applicationId)
      ?.push({ status: r.status as StatusChange['status'], at: r.at.toISOString(), actor: r.actor });
  }
  return out;
}

/** The same for the company: who in the team made each change (candidates never see these names). */
export async function corporateHistoryByApplication(
  db: Tx,
  ids: string[],
): Promise<Map<string, CorporateStatusChange[]>> {
  const out = new Map<string, CorporateStatusChange[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return out;
  const rows = await db
    .select()
    .from(applicationStatusHistory)
    .where(inArray(applicationStatusHistory.applicationId, ids))
    .orderBy(asc(applicationStatusHistory.at), asc(applicationStatusHistory.id));
  for (const r of rows) {
    out.get(r.applicationId)?.push({
      status: r.status as StatusChange['status'],
      at: r.at.toISOString(),
      actor: r.actor,
      actor_name: r.actor === 'corporate' ? r.actorName : null,
    });
  }
  return out;
}

export async function addHistory(
  db: Tx,
  row: {
    applicationId: string;
    fromStatus: string | null;
    status: string;
    actor: 'candidate' | 'corporate' | 'system';
    actorUid: string | null;
    /** the team member's name at the time (issue 43) */
    actorName?: string | null;
    at?: Date;
  },
): Promise<void> {
  await db.insert(applicationStatusHistory).values(row);
}
