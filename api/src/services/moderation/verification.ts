import { and, desc, eq, sql } from 'drizzle-orm';
import type {
  CorporateVerification,
  Page,
  VerificationDecision,
  VerificationQuery,
  VerificationRequest,
} from '@jobportal/contracts';
import type { CorporateContext, StaffIdentity } from '../../auth/identity';
import type { Db } from '../../db/types';
import { company, companyVerification, file } from '../../db/schema';
import { queryRows } from '../../db/sql';
import { ApiError, validationError } from '../../errors/api-error';
import { audit } from '../backoffice/audit';
import { companyRecipients, notify } from '../alerts/notify';
import { notifyJobsChanged } from '../search';
import { touchCompanyJobs } from './touch';

const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());

/** GET /api/corporate/verification: approved whenever the company is verified (seeded companies have no request). */
export async function corporateVerification(db: Db, ctx: CorporateContext): Promise<CorporateVerification> {
  const [c] = await db
    .select({ verified: company.verified })
    .from(company)
    .where(eq(company.id, ctx.companyId));
  const [last] = await db
    .select({
      status: companyVerification.status,
      reason: companyVerification.reason,
      createdAt: companyVerification.createdAt,
      fileName: file.name,
    })
    .from(companyVerification)
    .leftJoin(file, eq(file.id, companyVerification.fileId))
    .where(eq(companyVerification.companyId, ctx.companyId))
    .orderBy(desc(companyVerification.createdAt), desc(companyVerification.id))
    .limit(1);
  return {
    status: c?.verified ? 'approved' : (last?.status ?? 'none'),
    reason: last?.reason ?? null,
    submitted_at: last ? last.createdAt.toISOString() : null,
    file_name: last?.fileName ?? null,
  };
}

/**
 * POST /api/corporate/verification: a verification_document the employer uploaded (POST /api/corporate/files) sent
 * for review. 409 ALREADY_VERIFIED, 409 VERIFICATION_PENDING; another file is a validation error on file_id.
 */
export async function submitVerification(
  db: Db,
  ctx: CorporateContext,
  fileId: string,
): Promise<CorporateVerification> {
  await db.transaction(async (tx) => {
    const [c] = await tx.select().from(company).where(eq(company.id, ctx.companyId)).for('update');
    if (c?.verified) throw new ApiError('ALREADY_VERIFIED');
    const [pending] = await tx
      .select({ id: companyVerification.id })
      .from(companyVerification)
      .where(
        and(eq(companyVerification.companyId, ctx.companyId), eq(companyVerification.status, 'pending')),
      );
    if (pending) throw new ApiError('VERIFICATION_PENDING');
    const [f] = await tx
      .select({ id: file.id })
      .from(file)
      .where(and(eq(file.id, fileId), eq(file.kind, 'verification_document'), eq(file.ownerUid, ctx.uid)));
    if (!f) throw validationError([{ field: 'file_id', code: 'unknown_reference' }]);
    await tx.insert(companyVerification).values({ companyId: ctx.companyId, fileId, submittedBy: ctx.uid });
  });
  return corporateVerification(db, ctx);
}

interface RequestRow {
  id: string;
  company_id: string;
  company_name: string;
  status: VerificationRequest['status'];
  reason: string | null;
  created_at: Date | string;
  reviewed_at: Date | string | null;
  file_id: string | null;
  file_name: string | null;
  file_mime: string | null;
  file_size: number | null;
  total: number;
}

const REQUEST_COLUMNS = sql`v.id, v.company_id, c.name_th as company_name, v.status, v.reason, v.created_at,
  v.reviewed_at, f.id as file_id, f.name as file_name, f.mime as file_mime, f.size as file_size,
  count(*) over ()::int as total
  from company_verification v
  join company c on c.id = v.company_id
  left join file f on f.id = v.file_id`;

function toRequest(r: RequestRow): VerificationRequest {
  return {
    id: r.id,
    company_id: r.company_id,
    company_name: r.company_name,
    status: r.status,
    reason: r.reason,
    submitted_at: iso(r.created_at)!,
    reviewed_at: iso(r.reviewed_at),
    file:
      r.file_id === null
        ? null
        : { id: r.file_id, name: r.file_name ?? '', mime: r.file_mime ?? '', size: Number(r.file_size) },
  };
}

/** GET /api/backoffice/verifications: pending ones oldest first, the others newest first. */
export async function listVerifications(db: Db, q: VerificationQuery): Promise<Page<VerificationRequest>> {
  const rows = await queryRows<RequestRow>(
    db,
    sql`select ${REQUEST_COLUMNS}
        ${q.status ? sql`where v.status = ${q.status}` : sql``}
        order by ${q.status === 'pending' ? sql`v.created_at asc` : sql`v.created_at desc`}, v.id
        offset ${q.offset} limit ${q.limit}`,
  );
  return {
    items: rows.map(toRequest),
    total: Number(rows[0]?.total ?? 0),
    offset: q.offset,
    limit: q.limit,
  };
}

async function verificationById(db: Db, id: string): Promise<VerificationRequest> {
  const [row] = await queryRows<RequestRow>(db, sql`select ${REQUEST_COLUMNS} where v.id = ${id}::uuid`);
  if (!row) throw new ApiError('NOT_FOUND');
  return toRequest(row);
}

/** The document of a verification request, for staff (404 NOT_FOUND without one). */
export async function verificationFile(db: Db, id: string): Promise<typeof file.$inferSelect> {
  const [row] = await db
    .select({ f: file })
    .from(companyVerification)
    .innerJoin(file, eq(file.id, companyVerification.fileId))
    .where(eq(companyVerification.id, id));
  if (!row) throw new ApiError('NOT_FOUND');
  return row.f;
}

/**
 * approve (company.verified = true: the badge shows wherever company.verified is read) or reject (stays
 * unverified), a pending request only (409 INVALID_STATUS_TRANSITION); audit and the employer's notification in
 * the same transaction.
 */
export async function decideVerification(
  db: Db,
  staff: StaffIdentity,
  id: string,
  decision: VerificationDecision,
  reason: string,
): Promise<VerificationRequest> {
  const jobIds = await db.transaction(async (tx) => {
    const [v] = await tx
      .select()
      .from(companyVerification)
      .where(eq(companyVerification.id, id))
      .for('update');
    if (!v) throw new ApiError('NOT_FOUND');
    if (v.status !== 'pending') throw new ApiError('INVALID_STATUS_TRANSITION');
    const [c] = await tx.select().from(company).where(eq(company.id, v.companyId));
    const status = decision === 'approve' ? 'approved' : 'rejected';
    await tx
      .update(companyVerification)
      .set({ status, reason, reviewedBy: staff.uid, reviewedAt: new Date() })
      .where(eq(companyVerification.id, id));
    let touched: string[] = [];
    if (decision === 'approve') {
      await tx
        .update(company)
        .set({ verified: true, updatedAt: new Date() })
        .where(eq(company.id, v.companyId));
      touched = await touchCompanyJobs(tx, v.companyId);
    }
    await audit(tx, staff, {
      action: decision === 'approve' ? 'company.verify' : 'company.verification_reject',
      targetKind: 'company',
      targetId: v.companyId,
      before: { verification_id: id, status: v.status, verified: c?.verified ?? false },
      after: { verification_id: id, status, verified: decision === 'approve' || (c?.verified ?? false) },
      reason,
    });
    for (const to of await companyRecipients(tx, v.companyId))
      await notify(tx, to, 'company_verification', { decision, reason, company_name: c?.nameTh ?? '' });
    return touched;
  });
  notifyJobsChanged(db, jobIds);
  return verificationById(db, id);
}
