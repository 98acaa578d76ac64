import type { HomeData } from '@jobportal/contracts';
import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { company, job } from '../../db/schema';
import { queryRows } from '../../db/sql';
import { openJobWhere, selectJobCards } from '../jobs/cards';
import { fileUrl } from '../urls';
import { latestBlogPosts } from './blog';
import { cachedFor } from '../cachedFor';

const LATEST_POSTS = 3;

/** Guest view of the home page (is_favourite is false everywhere: the page is cached for everyone). */
export async function buildHomeData(db: Db): Promise<HomeData> {
  const [{ openJobs }] = await db
    .select({ openJobs: sql<number>`count(*)::int` })
    .from(job)
    .where(openJobWhere);
  const [{ companies }] = await db.select({ companies: sql<number>`count(*)::int` }).from(company);
  const latest = await selectJobCards(db, { where: openJobWhere, limit: 8 });
  // featured: the most viewed open jobs of verified companies posted in the last 30 days
  const featured = await selectJobCards(db, {
    where: sql`${openJobWhere} and ${company.verified} and ${job.postedAt} > now() - interval '30 days'`,
    orderBy: [desc(job.views), desc(job.postedAt)],
    limit: 8,
  });
  const skillRows = await queryRows<{ slug: string; n: number | string }>(
    db,
    sql`select s as slug, count(*) as n from ${job}, unnest(${job.skills}) s where ${openJobWhere} group by s order by n desc, s limit 20`,
  );
  const companyRows = await db
    .select({
      id: company.id,
      nameTh: company.nameTh,
      nameEn: company.nameEn,
      logoFileId: company.logoFileId,
      verified: company.verified,
      openJobs: sql<number>`count(${job.id})::int`,
    })
    .from(company)
    .innerJoin(job, sql`${job.companyId} = ${company.id} and ${openJobWhere}`)
    .groupBy(company.id)
    .orderBy(desc(company.verified), sql`count(${job.id}) desc`, company.nameEn)
    .limit(8);
  return {
    stats: { open_jobs: Number(openJobs), companies: Number(companies) },
    latest_jobs: latest,
    featured_jobs: featured,
    popular_skills: skillRows.map((r) => ({ slug: r.slug, count: Number(r.n) })),
    featured_companies: companyRows.map((c) => ({
      id: c.id,
      name_th: c.nameTh,
      name_en: c.nameEn,
      logo_url: fileUrl(c.logoFileId),
      verified: c.verified,
      open_jobs: Number(c.openJobs),
    })),
    latest_posts: await latestBlogPosts(db, LATEST_POSTS),
  };
}

/**
 * The home data, recomputed at most once per `ttlMs` (0 = never cached), except the latest posts: read on every
 * call (3 rows by an index) so that a post an editor takes down leaves the home page at once, in every API process.
 */
export function cachedHome(db: Db, ttlMs: number): () => Promise<HomeData> {
  const cached = cachedFor(ttlMs, () => buildHomeData(db));
  return async () => {
    const [home, posts] = await Promise.all([cached(), latestBlogPosts(db, LATEST_POSTS)]);
    return { ...home, latest_posts: posts };
  };
}
