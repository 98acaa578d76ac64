import { and, gt, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { BackofficePost, BackofficePostSummary, PostState } from '@jobportal/contracts';
import { blogPost } from '../../db/schema';
import { fileUrl } from '../urls';

export type PostRow = typeof blogPost.$inferSelect;

/** A post's state at `now` (see POST_STATES): taken down first, then by its publication time. */
export function postState(r: Pick<PostRow, 'publishedAt' | 'unpublishedAt'>, now = new Date()): PostState {
  if (r.unpublishedAt) return 'unpublished';
  if (!r.publishedAt) return 'draft';
  return r.publishedAt.getTime() > now.getTime() ? 'scheduled' : 'published';
}

/** The rows of a state, the same rule as postState with the database's clock. */
export function stateWhere(state: PostState): SQL | undefined {
  switch (state) {
    case 'unpublished':
      return isNotNull(blogPost.unpublishedAt);
    case 'draft':
      return and(isNull(blogPost.unpublishedAt), isNull(blogPost.publishedAt));
    case 'scheduled':
      return and(isNull(blogPost.unpublishedAt), gt(blogPost.publishedAt, sql`now()`));
    case 'published':
      return and(isNull(blogPost.unpublishedAt), lte(blogPost.publishedAt, sql`now()`));
  }
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function toPostSummary(r: PostRow, now = new Date()): BackofficePostSummary {
  return {
    id: r.id,
    slug: r.slug,
    title_th: r.titleTh,
    title_en: r.titleEn,
    state: postState(r, now),
    published_at: iso(r.publishedAt),
    updated_at: r.updatedAt.toISOString(),
    updated_by: r.updatedBy,
    tags: r.tags,
  };
}

export function toPost(r: PostRow, now = new Date()): BackofficePost {
  return {
    id: r.id,
    slug: r.slug,
    title_th: r.titleTh,
    title_en: r.titleEn,
    excerpt_th: r.excerptTh,
    excerpt_en: r.excerptEn,
    body_th_html: r.bodyThHtml,
    body_en_html: r.bodyEnHtml,
    cover_file_id: r.coverFileId,
    cover_url: fileUrl(r.coverFileId) ?? r.coverUrl,
    tags: r.tags,
    state: postState(r, now),
    published_at: iso(r.publishedAt),
    unpublished_at: iso(r.unpublishedAt),
    updated_at: r.updatedAt.toISOString(),
  };
}

/** What the audit keeps of a post: everything but the bodies (their length only: they can be long). */
export function auditSnapshot(r: PostRow, now = new Date()): Record<string, unknown> {
  const { body_th_html: th, body_en_html: en, ...rest } = toPost(r, now);
  return { ...rest, body_th_length: th.length, body_en_length: en.length };
}
