import { randomUUID } from 'node:crypto';
import type { Auth } from 'firebase-admin/auth';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/types';
import {
  activityEvent,
  application,
  applicationNote,
  applicationStatusHistory,
  candidate,
  candidateProfileView,
  contactMessage,
  corporateAccount,
  dataExport,
  erasureAudit,
  favourite,
  file,
  jobView,
  pdpaConsentHistory,
  privacyRequest,
} from '../../db/schema';
import { queryRows } from '../../db/sql';
import { cancelJob, enqueue } from '../queue/queue';
import { erasureGraceMs } from './settings';
import { eraseThreads } from '../messages/pdpa';
import { eraseInterviews } from '../interviews/pdpa';

export const ERASE_CANDIDATE = 'pdpa.erase-candidate';
const eraseKey = (uid: string) => `erase-candidate:${uid}`;

export interface IdentityPools {
  auth: Auth;
  tenants: { candidate: string; corporate: string };
}

/** Queues the erasure at the end of the grace period (one per account, whatever the number of requests). */
export async function scheduleErasure(tx: Tx, uid: string, requestedAt: Date): Promise<void> {
  await enqueue(tx, {
    name: ERASE_CANDIDATE,
    payload: { uid },
    singletonKey: eraseKey(uid),
    runAt: new Date(requestedAt.getTime() + erasureGraceMs()),
    maxAttempts: 10,
  });
}

/** Signing in during the grace period and confirming cancels the request: the account is active again. */
export async function cancelErasure(db: Db, uid: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(candidate)
      .set({ status: 'active', deletionRequestedAt: null, updatedAt: new Date() })
      .where(and(eq(candidate.uid, uid), eq(candidate.status, 'deletion_requested')));
    await cancelJob(tx, eraseKey(uid));
  });
}

function isUserNotFound(e: unknown): boolean {
  return (e as { code?: string })?.code === 'auth/user-not-found';
}

/**
 * The identity accounts: the candidate's login, and a login of the employer pool with the same e-mail that no
 * employer account uses (an abandoned registration). A live employer login is a company's account, not erased here.
 */
async function deleteIdentities(
  db: Db,
  pools: IdentityPools,
  uid: string,
  email: string | null,
): Promise<number> {
  let deleted = 0;
  try {
    await pools.auth.tenantManager().authForTenant(pools.tenants.candidate).deleteUser(uid);
    deleted++;
  } catch (e) {
    if (!isUserNotFound(e)) throw e;
  }
  if (!email) return deleted;
  const corporate = pools.auth.tenantManager().authForTenant(pools.tenants.corporate);
  try {
    const user = await corporate.getUserByEmail(email);
    const [acc] = await db
      .select({ uid: corporateAccount.uid })
      .from(corporateAccount)
      .where(eq(corporateAccount.uid, user.uid));
    if (!acc) {
      await corporate.deleteUser(user.uid);
      deleted++;
    }
  } catch (e) {
    if (!isUserNotFound(e)) throw e;
  }
  return deleted;
}

async function count(tx: Tx, q: ReturnType<typeof sql>): Promise<number> {
  return (await queryRows<{ n: number | string }>(tx, q)).length;
}

/**
 * Erases a candidate whose grace period is over. Idempotent: an account already erased (or never created) only
 * has its identity looked up again; a cancelled request (status active) is left alone. The identity goes first so
 * that a retry after a failure still knows the e-mail. Applications stay, anonymised, on a placeholder candidate
 * row without personal data, so that employers' counts and statistics do not change.
 */
export async function eraseCandidate(
  db: Db,
  pools: IdentityPools,
  uid: string,
): Promise<'erased' | 'skipped'> {
  const [row] = await db.select().from(candidate).where(eq(candidate.uid, uid));
  if (row && row.status !== 'deletion_requested') return 'skipped';
  const identities = await deleteIdentities(db, pools, uid, row?.email ?? null);
  if (!row) return 'erased';

  await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ status: candidate.status, requestedAt: candidate.deletionRequestedAt })
      .from(candidate)
      .where(eq(candidate.uid, uid))
      .for('update');
    if (!locked || locked.status !== 'deletion_requested') return;
    const counts: Record<string, number> = { identity_accounts: identities };

    const apps = await tx
      .select({ id: application.id })
      .from(application)
      .where(eq(application.candidateUid, uid));
    const appIds = apps.map((a) => a.id);
    let placeholder: string | null = null;
    counts.application_message = await eraseThreads(tx, uid);
    counts.interview = await eraseInterviews(tx, uid);
    if (appIds.length) {
      placeholder = `erased-${randomUUID()}`;
      await tx.insert(candidate).values({ uid: placeholder, email: '', status: 'erased' });
      counts.application_note = await count(
        tx,
        sql`delete from ${applicationNote} where ${inArray(applicationNote.applicationId, appIds)} returning 1`,
      );
      // what the candidate typed at apply time goes like the cover letter; the application keeps its verdict
      counts.screening_answer = await count(
        tx,
        sql`delete from screening_answer where application_id in (select id from application where candidate_uid = ${uid}) returning 1`,
      );
      await tx
        .update(applicationStatusHistory)
        .set({ actorUid: null })
        .where(
          and(
            inArray(applicationStatusHistory.applicationId, appIds),
            eq(applicationStatusHistory.actorUid, uid),
          ),
        );
      counts.application_anonymised = (
        await tx
          .update(application)
          .set({ candidateUid: placeholder, coverLetter: '', resumeFileId: null })
          .where(eq(application.candidateUid, uid))
          .returning({ id: application.id })
      ).length;
    }
    counts.activity_event = await count(
      tx,
      sql`delete from ${activityEvent} where ${activityEvent.role} = 'candidate' and ${activityEvent.candidateUid} = ${uid} returning 1`,
    );
    // the companies' feeds keep the event (an application arrived) without naming the person
    await tx
      .update(activityEvent)
      .set({ candidateUid: placeholder })
      .where(eq(activityEvent.candidateUid, uid));
    await tx.update(activityEvent).set({ actorUid: null }).where(eq(activityEvent.actorUid, uid));
    counts.job_view_anonymised = (
      await tx
        .update(jobView)
        .set({ candidateUid: null })
        .where(eq(jobView.candidateUid, uid))
        .returning({ id: jobView.id })
    ).length;
    counts.candidate_profile_view = await count(
      tx,
      sql`delete from ${candidateProfileView} where ${candidateProfileView.candidateUid} = ${uid} returning 1`,
    );
    counts.favourite = await count(
      tx,
      sql`delete from ${favourite} where ${favourite.candidateUid} = ${uid} returning 1`,
    );
    counts.job_invitation = await count(
      tx,
      sql`delete from job_invitation where candidate_uid = ${uid} returning 1`,
    );
    // saved searches and their matches go with the candidate row (on delete cascade)
    counts.notification = await count(
      tx,
      sql`delete from notification where recipient_uid = ${uid} and recipient_role = 'candidate' returning 1`,
    );
    counts.notification_preference = await count(
      tx,
      sql`delete from notification_preference where uid = ${uid} and role = 'candidate' returning 1`,
    );
    counts.pdpa_consent_history = await count(
      tx,
      sql`delete from ${pdpaConsentHistory} where ${pdpaConsentHistory.candidateUid} = ${uid} returning 1`,
    );
    counts.data_export = await count(
      tx,
      sql`delete from ${dataExport} where ${dataExport.ownerUid} = ${uid} returning 1`,
    );
    // the answers kept for retries of the person's creating writes (api/src/http/idempotency.ts): copies of their data
    counts.idempotency_record = await count(
      tx,
      sql`delete from idempotency_record where scope = ${`candidate:${uid}`} returning 1`,
    );
    await tx.update(candidate).set({ resumeFileId: null }).where(eq(candidate.uid, uid));
    counts.file = await count(tx, sql`delete from ${file} where ${file.ownerUid} = ${uid} returning 1`);
    counts.contact_message = row.email
      ? await count(
          tx,
          sql`delete from ${contactMessage} where lower(${contactMessage.email}) = lower(${row.email}) returning 1`,
        )
      : 0;
    counts.candidate = await count(
      tx,
      sql`delete from ${candidate} where ${candidate.uid} = ${uid} returning 1`,
    );
    await tx.insert(erasureAudit).values({ role: 'candidate', requestedAt: locked.requestedAt, counts });
    // a request the privacy desk started for this person is done (its record keeps no personal data but the uid)
    await tx
      .update(privacyRequest)
      .set({ status: 'done', doneAt: new Date() })
      .where(
        and(
          eq(privacyRequest.subjectUid, uid),
          eq(privacyRequest.subjectRole, 'candidate'),
          eq(privacyRequest.kind, 'erasure'),
          eq(privacyRequest.status, 'started'),
        ),
      );
  });
  return 'erased';
}
