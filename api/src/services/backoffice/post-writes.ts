import { and, eq, ne } from 'drizzle-orm';
import {
  RESERVED_BLOG_SLUGS,
  type BackofficePost,
  type BackofficePostInput,
  type PostPublish,
} from '@jobportal/contracts';
import type { StaffIdentity } from '../../auth/identity';
import type { Db, Tx } from '../../db/types';
import { blogPost } from '../../db/schema';
import { ApiError, validationError } from '../../errors/api-error';
import { sanitizeBlogHtml } from '../sanitize';
import { audit } from './audit';
import { checkCover, dropCoverIfUnused } from './blog-cover';
import { auditSnapshot, postState, toPost, type PostRow } from './post-state';
import { postRow } from './posts';

function isUniqueViolation(e: unknown): boolean {
  const err = e as { code?: string; cause?: { code?: string } };
  return err?.code === '23505' || err?.cause?.code === '23505';
}

/**
 * The publication columns a save sets. draft: not public (a draft or scheduled post becomes a draft; a post taken
 * down stays taken down, keeping its first publication time for a re-publish). now: public now (a post already
 * public keeps its publication time). schedule: public at a future time.
 */
export function publication(
  publish: PostPublish,
  current: PostRow | null,
  now: Date,
): { publishedAt: Date | null; unpublishedAt: Date | null } {
  const state = current ? postState(current, now) : 'draft';
  switch (publish.mode) {
    case 'draft':
      return state === 'unpublished'
        ? { publishedAt: current!.publishedAt, unpublishedAt: current!.unpublishedAt }
        : { publishedAt: null, unpublishedAt: null };
    case 'now':
      return { publishedAt: state === 'published' ? current!.publishedAt : now, unpublishedAt: null };
    case 'schedule': {
      const at = new Date(publish.at);
      if (!(at.getTime() > now.getTime()))
        throw validationError([{ field: 'publish.at', code: 'past_date' }]);
      return { publishedAt: at, unpublishedAt: null };
    }
  }
}

/** The stored columns of an input: bodies sanitised, texts trimmed, tags trimmed and without repeats. */
function columnsOf(input: BackofficePostInput) {
  return {
    slug: input.slug,
    titleTh: input.title_th.trim(),
    titleEn: input.title_en.trim(),
    excerptTh: input.excerpt_th.trim(),
    excerptEn: input.excerpt_en.trim(),
    bodyThHtml: sanitizeBlogHtml(input.body_th_html),
    bodyEnHtml: sanitizeBlogHtml(input.body_en_html),
    tags: [...new Set(input.tags.map((t) => t.trim()))],
  };
}

async function assertSlugFree(tx: Tx, slug: string, id: string | null): Promise<void> {
  // a path of the API under /api/blog (GET /api/blog/changes) would hide the post
  if ((RESERVED_BLOG_SLUGS as readonly string[]).includes(slug)) throw new ApiError('SLUG_TAKEN');
  const [other] = await tx
    .select({ id: blogPost.id })
    .from(blogPost)
    .where(and(eq(blogPost.slug, slug), id ? ne(blogPost.id, id) : undefined));
  if (other) throw new ApiError('SLUG_TAKEN');
}

/** A unique-index race on the slug (two saves at once) answers as the check before it would have. */
async function slugSafe<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (isUniqueViolation(e)) throw new ApiError('SLUG_TAKEN');
    throw e;
  }
}

/** POST /backoffice/posts */
export async function createPost(
  db: Db,
  staff: StaffIdentity,
  input: BackofficePostInput,
): Promise<BackofficePost> {
  return slugSafe(() =>
    db.transaction(async (tx) => {
      const now = new Date();
      await assertSlugFree(tx, input.slug, null);
      await checkCover(tx, input.cover_file_id);
      const [row] = await tx
        .insert(blogPost)
        .values({
          ...columnsOf(input),
          ...publication(input.publish, null, now),
          coverFileId: input.cover_file_id ?? null,
          updatedBy: staff.uid,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await audit(tx, staff, {
        action: 'blog.create',
        targetKind: 'blog_post',
        targetId: row.id,
        after: auditSnapshot(row, now),
      });
      return toPost(row, now);
    }),
  );
}

/** PUT /backoffice/posts/:id: the whole post; a cover left out keeps the current one. */
export async function updatePost(
  db: Db,
  staff: StaffIdentity,
  id: string,
  input: BackofficePostInput,
): Promise<BackofficePost> {
  return slugSafe(() =>
    db.transaction(async (tx) => {
      const now = new Date();
      const current = await postRow(tx, id, true);
      await assertSlugFree(tx, input.slug, id);
      const coverFileId = input.cover_file_id === undefined ? current.coverFileId : input.cover_file_id;
      if (coverFileId !== current.coverFileId) await checkCover(tx, coverFileId);
      const [row] = await tx
        .update(blogPost)
        .set({
          ...columnsOf(input),
          ...publication(input.publish, current, now),
          coverFileId,
          updatedBy: staff.uid,
          updatedAt: now,
        })
        .where(eq(blogPost.id, id))
        .returning();
      if (coverFileId !== current.coverFileId) await dropCoverIfUnused(tx, current.coverFileId);
      await audit(tx, staff, {
        action: 'blog.update',
        targetKind: 'blog_post',
        targetId: id,
        before: auditSnapshot(current, now),
        after: auditSnapshot(row, now),
      });
      return toPost(row, now);
    }),
  );
}

/** A change of publication state only (unpublish, republish), refused from any other state than `from`. */
async function moveState(
  db: Db,
  staff: StaffIdentity,
  id: string,
  move: { from: 'published' | 'unpublished'; action: string; reason?: string },
  set: (current: PostRow, now: Date) => Partial<PostRow>,
): Promise<BackofficePost> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const current = await postRow(tx, id, true);
    if (postState(current, now) !== move.from) throw new ApiError('INVALID_STATUS_TRANSITION');
    const [row] = await tx
      .update(blogPost)
      .set({ ...set(current, now), updatedBy: staff.uid, updatedAt: now })
      .where(eq(blogPost.id, id))
      .returning();
    await audit(tx, staff, {
      action: move.action,
      targetKind: 'blog_post',
      targetId: id,
      before: { state: postState(current, now), published_at: current.publishedAt?.toISOString() ?? null },
      after: { state: postState(row, now), unpublished_at: row.unpublishedAt?.toISOString() ?? null },
      reason: move.reason ?? null,
    });
    return toPost(row, now);
  });
}

/** POST /backoffice/posts/:id/unpublish: a published post leaves the site at once (keeps its publication time). */
export function unpublishPost(
  db: Db,
  staff: StaffIdentity,
  id: string,
  reason: string,
): Promise<BackofficePost> {
  return moveState(db, staff, id, { from: 'published', action: 'blog.unpublish', reason }, (_c, now) => ({
    unpublishedAt: now,
  }));
}

/** POST /backoffice/posts/:id/republish: a post taken down is public again, at its first publication time. */
export function republishPost(db: Db, staff: StaffIdentity, id: string): Promise<BackofficePost> {
  return moveState(db, staff, id, { from: 'unpublished', action: 'blog.republish' }, (current, now) => ({
    unpublishedAt: null,
    publishedAt: current.publishedAt ?? now,
  }));
}

/**
 * DELETE /backoffice/posts/:id: a post that is not public (draft, scheduled, taken down); a published post is
 * unpublished first (409 INVALID_STATUS_TRANSITION), so that deleting is never how a live page disappears.
 */
export async function deletePost(db: Db, staff: StaffIdentity, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const now = new Date();
    const current = await postRow(tx, id, true);
    if (postState(current, now) === 'published') throw new ApiError('INVALID_STATUS_TRANSITION');
    await tx.delete(blogPost).where(eq(blogPost.id, id));
    await dropCoverIfUnused(tx, current.coverFileId);
    await audit(tx, staff, {
      action: 'blog.delete',
      targetKind: 'blog_post',
      targetId: id,
      before: auditSnapshot(current, now),
    });
  });
}
