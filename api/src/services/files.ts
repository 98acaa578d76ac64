import type { FileInfo } from '@jobportal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/types';
import { application, file, job } from '../db/schema';
import { ApiError } from '../errors/api-error';
import { queryRows } from '../db/sql';
import type { Identity } from '../auth/identity';
import { canReadMessageAttachment } from './messages/attachments';

type FileRow = typeof file.$inferSelect;

export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const VERIFICATION_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

/** Kinds anyone may read (GET /api/files/:id): company logos and covers, blog covers. */
export function isPublicFile(kind: FileRow['kind']): boolean {
  return kind === 'logo' || kind === 'cover' || kind === 'blog_cover';
}
/** A blog cover (POST /api/backoffice/files): a wide photo, larger than a logo. */
export const BLOG_COVER_MAX_BYTES = 5 * 1024 * 1024;

export function toFileInfo(f: Pick<FileRow, 'id' | 'name' | 'size' | 'mime' | 'createdAt'>): FileInfo {
  return { id: f.id, name: f.name, size: f.size, mime: f.mime, uploaded_at: f.createdAt.toISOString() };
}

/** Keeps a safe display name with the detected extension. */
export function safeFileName(name: string | undefined, ext: string): string {
  const base = (name ?? 'file')
    .replace(/[\\/]/g, '_')
    .replace(/[\p{Cc}"<>]/gu, '')
    .replace(/\.[^.]*$/, '')
    .trim()
    .slice(0, 150);
  return `${base || 'file'}.${ext}`;
}

export async function storeFile(
  db: Tx,
  f: {
    /** null for the portal's own images (blog covers: the uploader is in the staff audit) */
    ownerUid: string | null;
    ownerRole: 'candidate' | 'corporate' | 'system';
    kind: 'resume' | 'logo' | 'blog_cover' | 'verification_document' | 'message_attachment';
    name: string;
    mime: string;
    data: Buffer;
  },
): Promise<FileInfo> {
  const [row] = await db
    .insert(file)
    .values({ ...f, size: f.data.length })
    .returning({ id: file.id, name: file.name, size: file.size, mime: file.mime, createdAt: file.createdAt });
  return toFileInfo(row);
}

export async function fileInfoById(db: Tx, id: string | null): Promise<FileInfo | null> {
  if (!id) return null;
  const [row] = await db
    .select({ id: file.id, name: file.name, size: file.size, mime: file.mime, createdAt: file.createdAt })
    .from(file)
    .where(eq(file.id, id));
  return row ? toFileInfo(row) : null;
}

/**
 * Can this caller read a résumé? Its owner, or a company that received it with an application the candidate has
 * not withdrawn (another résumé of the same candidate is not readable through that application), while the
 * candidate consents to sharing and has not asked for erasure.
 */
async function canReadResume(db: Db, f: FileRow, viewer: Identity | null): Promise<boolean> {
  if (!viewer) return false;
  if (viewer.role === 'candidate') return f.ownerUid === viewer.uid;
  if (!f.ownerUid) return false;
  const rows = await queryRows<{ ok: number }>(
    db,
    sql`
    select 1 as ok
    from ${application}
    join ${job} on ${job.id} = ${application.jobId}
    join corporate_account ca on ca.company_id = ${job.companyId}
    join candidate c on c.uid = ${application.candidateUid} and c.status = 'active' and c.consent_pdpa
    where ${application.resumeFileId} = ${f.id}
      and ${application.candidateUid} = ${f.ownerUid}
      and ${application.status} <> 'withdrawn'
      and ca.uid = ${viewer.uid}
    limit 1`,
  );
  return rows.length > 0;
}

/**
 * File bytes for GET /api/files/:id: logos and covers are public, résumés are restricted, a verification document
 * is read by its uploader only (staff read it through the back office).
 */
export async function readFileFor(db: Db, id: string, viewer: Identity | null): Promise<FileRow> {
  const [f] = await db.select().from(file).where(eq(file.id, id));
  if (!f) throw new ApiError('NOT_FOUND');
  if (f.kind === 'resume' && !(await canReadResume(db, f, viewer))) {
    throw new ApiError(viewer ? 'FORBIDDEN' : 'UNAUTHENTICATED');
  }
  if (f.kind === 'verification_document' && !(viewer?.role === 'corporate' && viewer.uid === f.ownerUid)) {
    throw new ApiError(viewer ? 'FORBIDDEN' : 'UNAUTHENTICATED');
  }
  if (f.kind === 'message_attachment' && !(await canReadMessageAttachment(db, f, viewer))) {
    throw new ApiError(viewer ? 'FORBIDDEN' : 'UNAUTHENTICATED');
  }
  return f;
}

/** A résumé file the candidate owns (for applications); FORBIDDEN otherwise. */
export async function ownedResume(db: Tx, uid: string, fileId: string): Promise<FileRow> {
  const [f] = await db
    .select()
    .from(file)
    .where(and(eq(file.id, fileId), eq(file.kind, 'resume')));
  if (!f) throw new ApiError('NOT_FOUND');
  if (f.ownerUid !== uid) throw new ApiError('FORBIDDEN');
  return f;
}
