import type { DataExportInfo } from '@jobportal/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/types';
import { dataExport, corporateAccount } from '../../db/schema';
import { ApiError } from '../../errors/api-error';
import { enqueue } from '../queue/queue';
import type { IdentityPools } from './erasure';
import { buildArchive } from './export-archive';
import { candidateUploadBytes, collectCandidateData } from './export-candidate';
import { collectCorporateData } from './export-corporate';
import { EXPORT_TTL_MS, exportInlineMaxBytes } from './settings';

export const BUILD_EXPORT = 'pdpa.build-export';

export interface ExportOwner {
  uid: string;
  role: 'candidate' | 'corporate';
}

type ExportRow = typeof dataExport.$inferSelect;

function toInfo(r: ExportRow): DataExportInfo {
  return {
    id: r.id,
    status: r.status,
    size: r.size,
    created_at: r.createdAt.toISOString(),
    ready_at: r.readyAt?.toISOString() ?? null,
    expires_at: r.expiresAt.toISOString(),
  };
}

async function archiveOf(db: Db, pools: IdentityPools, owner: ExportOwner): Promise<Buffer> {
  if (owner.role === 'candidate') return buildArchive(await collectCandidateData(db, pools, owner.uid));
  const [acc] = await db.select().from(corporateAccount).where(eq(corporateAccount.uid, owner.uid));
  if (!acc) throw new ApiError('PROFILE_NOT_FOUND');
  return buildArchive(await collectCorporateData(db, pools, owner.uid, acc.companyId));
}

async function uploadBytes(db: Db, owner: ExportOwner): Promise<number> {
  return candidateUploadBytes(db, owner.uid); // the same query: files are owned by uid in both roles
}

/**
 * POST .../data-export: a small export is built at once (status ready); one with more uploaded bytes than
 * PDPA_EXPORT_INLINE_MAX_BYTES is queued and offered when ready (GET .../data-export/:id). An account keeps one
 * archive: a build in progress is returned again, an older archive is replaced (repeated requests neither flood the
 * queue nor pile up copies).
 */
export async function createExport(
  db: Db,
  pools: IdentityPools,
  owner: ExportOwner,
  /** Runs in the transaction that creates the export (or reuses the one in progress): the privacy desk's record. */
  record?: (tx: Tx, exportId: string) => Promise<void>,
): Promise<DataExportInfo> {
  const mine = and(eq(dataExport.ownerUid, owner.uid), eq(dataExport.ownerRole, owner.role));
  const [inProgress] = await db
    .select()
    .from(dataExport)
    .where(and(mine, eq(dataExport.status, 'pending')));
  if (inProgress) {
    if (record) await db.transaction((tx) => record(tx, inProgress.id));
    return toInfo(inProgress);
  }
  const expiresAt = new Date(Date.now() + EXPORT_TTL_MS);
  const background = (await uploadBytes(db, owner)) > exportInlineMaxBytes();
  const row = await db.transaction(async (tx) => {
    await tx.delete(dataExport).where(mine);
    const [r] = await tx
      .insert(dataExport)
      .values({ ownerUid: owner.uid, ownerRole: owner.role, expiresAt })
      .returning();
    if (background) await enqueue(tx, { name: BUILD_EXPORT, payload: { exportId: r.id }, maxAttempts: 3 });
    if (record) await record(tx, r.id);
    return r;
  });
  if (background) return toInfo(row);
  return toInfo(await finish(db, pools, row));
}

async function finish(db: Db, pools: IdentityPools, row: ExportRow): Promise<ExportRow> {
  const data = await archiveOf(db, pools, { uid: row.ownerUid, role: row.ownerRole });
  const [done] = await db
    .update(dataExport)
    .set({ status: 'ready', data, size: data.length, readyAt: new Date() })
    .where(eq(dataExport.id, row.id))
    .returning();
  return done;
}

/** The queued build (idempotent: a ready export is left as it is, a removed one is nothing to do). */
export async function buildPendingExport(db: Db, pools: IdentityPools, id: string): Promise<void> {
  const [row] = await db.select().from(dataExport).where(eq(dataExport.id, id));
  if (!row || row.status === 'ready') return;
  await finish(db, pools, row);
}

async function ownExport(db: Db, owner: ExportOwner, id: string): Promise<ExportRow> {
  const [row] = await db
    .select()
    .from(dataExport)
    .where(
      and(eq(dataExport.id, id), eq(dataExport.ownerUid, owner.uid), eq(dataExport.ownerRole, owner.role)),
    );
  if (!row || row.expiresAt.getTime() < Date.now()) throw new ApiError('NOT_FOUND');
  return row;
}

export async function getExport(db: Db, owner: ExportOwner, id: string): Promise<DataExportInfo> {
  return toInfo(await ownExport(db, owner, id));
}

export async function downloadExport(db: Db, owner: ExportOwner, id: string): Promise<Buffer> {
  const row = await ownExport(db, owner, id);
  if (row.status !== 'ready' || !row.data) throw new ApiError('EXPORT_NOT_READY');
  return row.data;
}
