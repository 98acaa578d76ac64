import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { BackofficePost, BackofficePostQuery, BackofficePostSummary, Page } from '@jobportal/contracts';
import type { Tx } from '../../db/types';
import { blogPost } from '../../db/schema';
import { ApiError } from '../../errors/api-error';
import { page } from '../pagination';
import { stateWhere, toPost, toPostSummary, type PostRow } from './post-state';

const like = (q: string) => `%${q.replace(/[%_\\]/g, '\\$&')}%`;

/** GET /backoffice/posts: every post (any state), last saved first, filtered by state and a text in slug/titles. */
export async function listPosts(db: Tx, q: BackofficePostQuery): Promise<Page<BackofficePostSummary>> {
  const text = q.q?.trim();
  const where = and(
    q.state ? stateWhere(q.state) : undefined,
    text
      ? or(
          ilike(blogPost.slug, like(text)),
          ilike(blogPost.titleTh, like(text)),
          ilike(blogPost.titleEn, like(text)),
        )
      : undefined,
  );
  const rows = await db
    .select()
    .from(blogPost)
    .where(where)
    .orderBy(desc(blogPost.updatedAt), desc(blogPost.id))
    .limit(q.limit)
    .offset(q.offset);
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(blogPost)
    .where(where);
  const now = new Date();
  return page(
    rows.map((r) => toPostSummary(r, now)),
    Number(n),
    q.offset,
    q.limit,
  );
}

/** The stored row, locked for an update when `forUpdate`; BLOG_NOT_FOUND when there is none. */
export async function postRow(db: Tx, id: string, forUpdate = false): Promise<PostRow> {
  const query = db.select().from(blogPost).where(eq(blogPost.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new ApiError('BLOG_NOT_FOUND');
  return row;
}

/** GET /backoffice/posts/:id */
export async function getPost(db: Tx, id: string): Promise<BackofficePost> {
  return toPost(await postRow(db, id));
}
