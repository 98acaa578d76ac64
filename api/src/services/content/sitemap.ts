import { and, desc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { blogPost, company, job } from '../../db/schema';
import { openJobWhere } from '../jobs/cards';

/** A sitemap file holds at most 50,000 URLs (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

const STATIC_PAGES = [
  '/',
  '/candidate',
  '/candidate/jobs',
  '/corporate',
  '/blog',
  '/contact-us',
  '/privacy-notice',
  '/privacy-policy',
];

function xmlEscape(s: string): string {
  return s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );
}

function url(
  base: string,
  path: string,
  lastmod?: Date | null,
  changefreq?: string,
  priority?: string,
): string {
  return (
    `<url><loc>${xmlEscape(base + path)}</loc>` +
    (lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '') +
    (changefreq ? `<changefreq>${changefreq}</changefreq>` : '') +
    (priority ? `<priority>${priority}</priority>` : '') +
    '</url>'
  );
}

/**
 * GET /api/sitemap.xml: static pages, blog posts, companies with open jobs, then open jobs (newest first) up to
 * the 50,000-URL limit of one sitemap file.
 */
export async function buildSitemap(db: Db, baseUrl: string): Promise<string> {
  const parts: string[] = STATIC_PAGES.map((p) =>
    url(
      baseUrl,
      p,
      null,
      p === '/' || p === '/candidate/jobs' ? 'hourly' : 'weekly',
      p === '/' ? '1.0' : '0.8',
    ),
  );
  const posts = await db
    .select({ slug: blogPost.slug, updatedAt: blogPost.updatedAt })
    .from(blogPost)
    .where(and(isNotNull(blogPost.publishedAt), lte(blogPost.publishedAt, sql`now()`)))
    .orderBy(desc(blogPost.publishedAt));
  for (const p of posts)
    parts.push(url(baseUrl, `/blog/${encodeURIComponent(p.slug)}`, p.updatedAt, 'monthly', '0.6'));
  const companies = await db
    .select({ id: company.id, updatedAt: company.updatedAt })
    .from(company)
    .where(sql`exists (select 1 from ${job} where ${job.companyId} = ${company.id} and ${openJobWhere})`)
    .orderBy(company.id);
  for (const c of companies) parts.push(url(baseUrl, `/corporate/${c.id}`, c.updatedAt, 'weekly', '0.5'));
  // jobs in pages of 5,000 (bounded memory at 100k jobs), newest first
  let room = Math.max(0, SITEMAP_MAX_URLS - parts.length);
  for (let offset = 0; room > 0;) {
    const n = Math.min(5000, room);
    const jobs = await db
      .select({ id: job.id, updatedAt: job.updatedAt })
      .from(job)
      .where(and(openJobWhere, eq(job.status, 'published')))
      .orderBy(desc(job.postedAt), desc(job.id))
      .limit(n)
      .offset(offset);
    for (const j of jobs) parts.push(url(baseUrl, `/candidate/jobs/${j.id}`, j.updatedAt, 'daily', '0.7'));
    if (jobs.length < n) break;
    offset += n;
    room -= n;
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${parts.join('\n')}\n</urlset>\n`;
}

/** Indexing is allowed only in production (spec section 2); /corporate/profile is never indexed. */
export function buildRobots(runMode: string, baseUrl: string): string {
  const lines = ['User-agent: *'];
  if (runMode === 'production') {
    lines.push('Allow: /', 'Disallow: /corporate/profile');
  } else {
    lines.push('Disallow: /', 'Disallow: /corporate/profile');
  }
  lines.push('', `Sitemap: ${baseUrl}/sitemap.xml`, '');
  return lines.join('\n');
}
