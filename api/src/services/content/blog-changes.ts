import { sql } from 'drizzle-orm';
import { BLOG_LIMITS, type BlogChanges } from '@jobportal/contracts';
import type { Db } from '../../db/types';
import { queryRows } from '../../db/sql';
import { validationError } from '../../errors/api-error';

export type { BlogChanges } from '@jobportal/contracts';

/** A `since` before this is not a cursor of this feed (400): the blog did not exist. */
const EARLIEST = Date.parse('2000-01-01T00:00:00Z');
/** A `since` further ahead of the API's clock than this is not a cursor either (400). */
const AHEAD_MS = 24 * 60 * 60_000;

/**
 * The `since` of GET /api/blog/changes as an instant the database takes (its date-time format is checked by the
 * route's schema; an instant JavaScript cannot represent, such as a leap second, or one out of range, is a 400).
 */
export function sinceOf(since: string): string {
  const t = Date.parse(since);
  if (Number.isNaN(t)) throw validationError([{ field: 'since', code: 'format' }]);
  if (t < EARLIEST) throw validationError([{ field: 'since', code: 'minimum' }]);
  if (t > Date.now() + AHEAD_MS) throw validationError([{ field: 'since', code: 'maximum' }]);
  return new Date(t).toISOString();
}

const iso = (v: Date | string) => new Date(v).toISOString();

/**
 * The blog change feed: slugs whose public page may have changed after `since`, until the database's now(). Every
 * write of a post sets its updated_at (services/backoffice/post-writes.ts), but a scheduled post becoming public
 * changes nothing in its row: hence published_at (and unpublished_at) reached within the window too. A slug no row
 * has any more (a post renamed or deleted) comes from the staff audit, written in the same transaction as the
 * change. Each slug comes with its latest change up to now, so that a reader asking again over an overlap applies a
 * change once. Without `since`: only `now`, where a fresh reader starts.
 */
export async function blogChanges(db: Db, since: string | undefined): Promise<BlogChanges> {
  if (since === undefined) {
    const [{ now }] = await queryRows<{ now: Date | string }>(db, sql`select now() as now`);
    return { now: iso(now), slugs: [], changes: [] };
  }
  const from = sinceOf(since);
  const rows = await queryRows<{ now: Date | string; slug: string | null; at: Date | string | null }>(
    db,
    sql`with t as (select now() as now),
        changed as (
          select p.slug,
                 greatest(p.updated_at,
                          case when p.published_at <= t.now then p.published_at end,
                          case when p.unpublished_at <= t.now then p.unpublished_at end) as at
          from blog_post p, t
          where p.updated_at > ${from}::timestamptz
             or (p.published_at > ${from}::timestamptz and p.published_at <= t.now)
             or (p.unpublished_at > ${from}::timestamptz and p.unpublished_at <= t.now)
          union all
          select a.before->>'slug' as slug, a.at
          from staff_audit a
          where a.at > ${from}::timestamptz and a.target_kind = 'blog_post'
            and a.action in ('blog.update', 'blog.delete')
            and a.before->>'slug' is not null and a.before->>'slug' is distinct from a.after->>'slug'
        ),
        newest as (
          select slug, max(at) as at from changed group by slug order by max(at) desc, slug
          limit ${BLOG_LIMITS.changesMax}
        )
        select t.now, newest.slug, newest.at from t left join newest on true
        order by newest.at desc nulls last, newest.slug`,
  );
  const changes = rows.flatMap((r) =>
    r.slug !== null && r.at !== null ? [{ slug: r.slug, at: iso(r.at) }] : [],
  );
  return { now: iso(rows[0].now), slugs: changes.map((c) => c.slug), changes };
}
