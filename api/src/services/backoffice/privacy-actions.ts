import { and, eq, ne } from 'drizzle-orm';
import type { PrivacyRequestInput, PrivacyRequestItem } from '@jobportal/contracts';
import type { StaffIdentity } from '../../auth/identity';
import type { Db, Tx } from '../../db/types';
import { candidate, corporateAccount, dataExport, privacyRequest } from '../../db/schema';
import { ApiError, validationError } from '../../errors/api-error';
import { markDeletionRequested } from '../candidates/profile';
import type { IdentityPools } from '../pdpa/erasure';
import { createExport } from '../pdpa/export-jobs';
import { erasureGraceMs } from '../pdpa/settings';
import { audit } from './audit';
import { privacyRequestItem } from './privacy-requests';

/** The account exists (an erased candidate's placeholder row is no account): else NOT_FOUND. */
async function assertSubject(tx: Tx, role: 'candidate' | 'corporate', uid: string): Promise<void> {
  const [row] =
    role === 'candidate'
      ? await tx
          .select({ uid: candidate.uid })
          .from(candidate)
          .where(and(eq(candidate.uid, uid), ne(candidate.status, 'erased')))
      : await tx
          .select({ uid: corporateAccount.uid })
          .from(corporateAccount)
          .where(eq(corporateAccount.uid, uid));
  if (!row) throw new ApiError('NOT_FOUND');
}

async function recordRequest(
  tx: Tx,
  staff: StaffIdentity,
  input: PrivacyRequestInput,
  extra: { exportId?: string; dueAt?: Date },
): Promise<string> {
  const [row] = await tx
    .insert(privacyRequest)
    .values({
      kind: input.kind,
      subjectRole: input.subject_role,
      subjectUid: input.subject_uid,
      reason: input.reason.trim(),
      staffUid: staff.uid,
      exportId: extra.exportId ?? null,
    })
    .returning({ id: privacyRequest.id });
  await audit(tx, staff, {
    action: `privacy.${input.kind}`,
    targetKind: input.subject_role,
    targetId: input.subject_uid,
    after: {
      privacy_request_id: row.id,
      export_id: extra.exportId ?? null,
      erasure_due_at: extra.dueAt?.toISOString() ?? null,
    },
    reason: input.reason.trim(),
  });
  return row.id;
}

/**
 * The same deletion request as the person's own (POST /candidate/deletion-request): flagged at once, erased by the
 * queue at the end of the grace period, cancellable by the person signing in meanwhile. Candidates only: an
 * employer account belongs to a company and has no erasure of its own.
 */
async function startErasure(db: Db, staff: StaffIdentity, input: PrivacyRequestInput): Promise<string> {
  if (input.subject_role !== 'candidate') throw validationError([{ field: 'subject_role', code: 'enum' }]);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: candidate.status })
      .from(candidate)
      .where(eq(candidate.uid, input.subject_uid))
      .for('update');
    if (!row || row.status === 'erased') throw new ApiError('NOT_FOUND');
    if (row.status === 'deletion_requested') throw new ApiError('INVALID_STATUS_TRANSITION');
    const now = new Date();
    await markDeletionRequested(tx, input.subject_uid, now);
    return recordRequest(tx, staff, input, { dueAt: new Date(now.getTime() + erasureGraceMs()) });
  });
}

/** The same export as the person's own "download my data": built at once when small, else by the queue. */
async function startExport(
  db: Db,
  pools: IdentityPools,
  staff: StaffIdentity,
  input: PrivacyRequestInput,
): Promise<string> {
  await assertSubject(db, input.subject_role, input.subject_uid);
  let id = '';
  await createExport(
    db,
    pools,
    { uid: input.subject_uid, role: input.subject_role },
    async (tx, exportId) => {
      id = await recordRequest(tx, staff, input, { exportId });
    },
  );
  return id;
}

/** POST /backoffice/privacy/requests: a request that came by e-mail, phone or letter, identity checked. */
export async function startPrivacyRequest(
  db: Db,
  pools: IdentityPools,
  staff: StaffIdentity,
  input: PrivacyRequestInput,
): Promise<PrivacyRequestItem> {
  const id =
    input.kind === 'erasure'
      ? await startErasure(db, staff, input)
      : await startExport(db, pools, staff, input);
  return privacyRequestItem(db, id);
}

/**
 * GET /backoffice/privacy/requests/:id/export: the archive of an export the desk started, for the operator to send
 * to the person; every download is audited. 404 when there is no such request or its archive expired; 409
 * EXPORT_NOT_READY while it is prepared.
 */
export async function downloadRequestedExport(
  db: Db,
  staff: StaffIdentity,
  id: string,
): Promise<{ data: Buffer; exportId: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ request: privacyRequest, exp: dataExport })
      .from(privacyRequest)
      .leftJoin(dataExport, eq(dataExport.id, privacyRequest.exportId))
      .where(and(eq(privacyRequest.id, id), eq(privacyRequest.kind, 'export')));
    if (!row?.exp || row.exp.expiresAt.getTime() < Date.now()) throw new ApiError('NOT_FOUND');
    if (row.exp.status !== 'ready' || !row.exp.data) throw new ApiError('EXPORT_NOT_READY');
    await audit(tx, staff, {
      action: 'privacy.export_download',
      targetKind: row.request.subjectRole,
      targetId: row.request.subjectUid,
      after: { privacy_request_id: id, export_id: row.exp.id, size: row.exp.size },
    });
    return { data: row.exp.data, exportId: row.exp.id };
  });
}
