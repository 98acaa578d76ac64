import type { BlogPost, BlogPostSummary, Page } from '@jobportal/contracts';
import { and, desc, eq, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { blogPost } from '../../db/schema';
import { textArray } from '../../db/sql';
import { ApiError } from '../../errors/api-error';
import { page } from '../pagination';
import { sanitizeBlogHtml } from '../sanitize';
import { fileUrl } from '../urls';

type BlogRow = typeof blogPost.$inferSelect;

/**
 * Public: published_at reached and not taken down. Computed at read time, so a scheduled post appears by itself at
 * its time and an unpublished one is gone at once (no job, nothing to invalidate in the API).
 */
export const publishedWhere = and(
  isNotNull(blogPost.publishedAt),
  lte(blogPost.publishedAt, sql`now()`),
  isNull(blogPost.unpublishedAt),
);

export function toBlogSummary(r: BlogRow): BlogPostSummary {
  return {
    slug: r.slug,
    title_th: r.titleTh,
    title_en: r.titleEn,
    excerpt_th: r.excerptTh,
    excerpt_en: r.excerptEn,
    cover_url: fileUrl(r.coverFileId) ?? r.coverUrl,
    tags: r.tags,
    published_at: (r.publishedAt ?? r.createdAt).toISOString(),
  };
}

export async function listBlogPosts(
  db: Db,
  opts: { offset: number; limit: number; tag?: string },
): Promise<Page<BlogPostSummary>> {
  const where = and(publishedWhere, opts.tag ? sql`${blogPost.tags} @> ${textArray([opts.tag])}` : undefined);
  const rows = await db
    .select()
    .from(blogPost)
    .where(where)
    .orderBy(desc(blogPost.publishedAt), desc(blogPost.id))
    .limit(opts.limit)
    .offset(opts.offset);
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(blogPost)
    .where(where);
  return page(rows.map(toBlogSummary), Number(n), opts.offset, opts.limit);
}

export async function latestBlogPosts(db: Db, limit: number): Promise<BlogPostSummary[]> {
  const rows = await db
    .select()
    .from(blogPost)
    .where(publishedWhere)
    .orderBy(desc(blogPost.publishedAt))
    .limit(limit);
  return rows.map(toBlogSummary);
}

/** A published post; bodies are sanitised again on the way out (defence in depth for seeded rows). */
export async function getBlogPost(db: Db, slug: string): Promise<BlogPost> {
  const [r] = await db
    .select()
    .from(blogPost)
    .where(and(eq(blogPost.slug, slug), publishedWhere));
  if (!r) throw new ApiError('BLOG_NOT_FOUND');
  const related = await db
    .select()
    .from(blogPost)
    .where(and(publishedWhere, ne(blogPost.id, r.id)))
    .orderBy(
      sql`cardinality(array(select unnest(${blogPost.tags}) intersect select unnest(${textArray(r.tags)}))) desc`,
      desc(blogPost.publishedAt),
    )
    .limit(3);
  return {
    ...toBlogSummary(r),
    body_th_html: sanitizeBlogHtml(r.bodyThHtml),
    body_en_html: sanitizeBlogHtml(r.bodyEnHtml),
    related: related.map(toBlogSummary),
  };
}
