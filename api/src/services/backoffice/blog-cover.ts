import { and, eq, inArray, sql } from 'drizzle-orm';
import type { UploadedImage } from '@jobportal/contracts';
import type { StaffIdentity } from '../../auth/identity';
import type { Db, Tx } from '../../db/types';
import { blogPost, file } from '../../db/schema';
import { validationError } from '../../errors/api-error';
import { storeFile } from '../files';
import { fileUrl } from '../urls';
import { audit } from './audit';

/** The kinds a post's cover may be: an uploaded blog cover, or a seeded cover file. */
const COVER_KINDS = ['blog_cover', 'cover'] as const;

/**
 * POST /backoffice/files: stores a checked image as a public blog cover (served by GET /api/files/:id and the
 * image pipeline, like a company logo). The portal owns it (owner_uid null); the uploader is in the audit.
 */
export async function storeBlogCover(
  db: Db,
  staff: StaffIdentity,
  upload: { name: string; mime: string; data: Buffer },
): Promise<UploadedImage> {
  return db.transaction(async (tx) => {
    const info = await storeFile(tx, { ownerUid: null, ownerRole: 'system', kind: 'blog_cover', ...upload });
    await audit(tx, staff, {
      action: 'file.upload',
      targetKind: 'file',
      targetId: info.id,
      after: { kind: 'blog_cover', name: info.name, mime: info.mime, size: info.size },
    });
    return { id: info.id, url: fileUrl(info.id)! };
  });
}

/** A post's cover must be an existing cover image (never a résumé or a logo): else a validation error. */
export async function checkCover(tx: Tx, id: string | null | undefined): Promise<void> {
  if (!id) return;
  const [f] = await tx
    .select({ id: file.id })
    .from(file)
    .where(and(eq(file.id, id), inArray(file.kind, [...COVER_KINDS])));
  if (!f) throw validationError([{ field: 'cover_file_id', code: 'unknown_reference' }]);
}

/** Removes an uploaded blog cover no post uses any more (a replaced or deleted post's). */
export async function dropCoverIfUnused(tx: Tx, id: string | null): Promise<void> {
  if (!id) return;
  await tx.execute(sql`
    delete from ${file} where ${file.id} = ${id} and ${file.kind} = 'blog_cover'
      and not exists (select 1 from ${blogPost} where ${blogPost.coverFileId} = ${id})`);
}
