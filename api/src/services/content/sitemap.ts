import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { blogPost, company, job } from '../../db/schema';
import { queryRows } from '../../db/sql';
import { openJobWhere } from '../jobs/cards';
import { loadSalaryInsights } from '../salary/insights';

/** A sitemap file holds at most 50,000 URLs (sitemaps.org); SITEMAP_PAGE_SIZE may set fewer (tests). */
export const SITEMAP_MAX_URLS = 50_000;

/** The landings a guest reaches without a search: the first file of the index. */
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

export type SitemapKind = 'static' | 'blog' | 'companies' | 'jobs' | 'salaries';
export const SITEMAP_KINDS: readonly SitemapKind[] = ['static', 'blog', 'companies', 'jobs', 'salaries'];

function xmlEscape(s: string): string {
  return s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );
}

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

function urlEntry(base: string, path: string, lastmod: string | null): string {
  return `<url><loc>${xmlEscape(base + path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
}

/** The rows of each dynamic kind: its path, its last change, in a stable order (by id) so pages do not shift. */
interface Source {
  from: SQL;
  where: SQL;
  order: SQL;
  path: (key: string) => string;
}
const SOURCES: Record<Exclude<SitemapKind, 'static' | 'salaries'>, Source> = {
  blog: {
    from: sql`${blogPost}`,
    where: sql`${blogPost.publishedAt} is not null and ${blogPost.publishedAt} <= now() and ${blogPost.unpublishedAt} is null`,
    order: sql`${blogPost.slug}`,
    path: (slug) => `/blog/${encodeURIComponent(slug)}`,
  },
  companies: {
    from: sql`${company}`,
    where: sql`exists (select 1 from ${job} where ${job.companyId} = ${company.id} and ${openJobWhere})`,
    order: sql`${company.id}`,
    path: (id) => `/corporate/${id}`,
  },
  jobs: {
    from: sql`${job}`,
    where: openJobWhere,
    order: sql`${job.id}`,
    path: (id) => `/candidate/jobs/${id}`,
  },
};
const keyColumn = (kind: keyof typeof SOURCES) => (kind === 'blog' ? sql`slug` : sql`id`);

/** The salary pages (issue 45): the index and every role family x province that passes the floor, no others. */
async function salaryPaths(db: Db): Promise<string[]> {
  const insights = await loadSalaryInsights(db);
  return ['/salary', ...insights.list().map((s) => `/salary/${s.family.slug}/${s.province.slug}`)];
}

/** The last change of open jobs: when the listing landings (home, job search) last changed. */
async function latestJobChange(db: Db): Promise<string | null> {
  const [row] = await queryRows<{ at: Date | string | null }>(
    db,
    sql`select max(${job.updatedAt}) as at from ${job} where ${openJobWhere}`,
  );
  return iso(row?.at);
}

/** Each page of a kind with the last change among its rows (one pass over the rows, at 100k jobs ~ms). */
async function pagesOf(
  db: Db,
  kind: keyof typeof SOURCES,
  pageSize: number,
): Promise<{ page: number; lastmod: string | null }[]> {
  const s = SOURCES[kind];
  const rows = await queryRows<{ page: number | string; at: Date | string | null }>(
    db,
    sql`select page, max(updated_at) as at from (
          select updated_at, (row_number() over (order by ${s.order}) - 1) / ${pageSize} as page
          from ${s.from} where ${s.where}) t
        group by page order by page`,
  );
  return rows.map((r) => ({ page: Number(r.page) + 1, lastmod: iso(r.at) }));
}

/**
 * GET /sitemap.xml: a sitemap index naming one file per kind and page (static-1, blog-N, companies-N, jobs-N),
 * each at most `pageSize` URLs, with the last change of its rows.
 */
export async function buildSitemapIndex(db: Db, baseUrl: string, pageSize: number): Promise<string> {
  const entries: string[] = [];
  const add = (name: string, lastmod: string | null) =>
    entries.push(
      `<sitemap><loc>${xmlEscape(`${baseUrl}/sitemaps/${name}.xml`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</sitemap>`,
    );
  const latest = await latestJobChange(db);
  for (let page = 1; page <= Math.ceil(STATIC_PAGES.length / pageSize); page++) add(`static-${page}`, latest);
  const salaries = (await salaryPaths(db)).length;
  for (let page = 1; page <= Math.ceil(salaries / pageSize); page++) add(`salaries-${page}`, latest);
  for (const kind of ['blog', 'companies', 'jobs'] as const)
    for (const p of await pagesOf(db, kind, pageSize)) add(`${kind}-${p.page}`, p.lastmod);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** One file of the index (`page` from 1), or null when that page does not exist (404). */
export async function buildSitemapPage(
  db: Db,
  baseUrl: string,
  kind: SitemapKind,
  page: number,
  pageSize: number,
): Promise<string | null> {
  const offset = (page - 1) * pageSize;
  let urls: string[];
  if (kind === 'static') {
    const latest = await latestJobChange(db);
    urls = STATIC_PAGES.slice(offset, offset + pageSize).map((p) =>
      urlEntry(baseUrl, p, p === '/' || p === '/candidate/jobs' ? latest : null),
    );
  } else if (kind === 'salaries') {
    // figures of open jobs: they change when the open jobs do
    const latest = await latestJobChange(db);
    urls = (await salaryPaths(db)).slice(offset, offset + pageSize).map((p) => urlEntry(baseUrl, p, latest));
  } else {
    const s = SOURCES[kind];
    const rows = await queryRows<{ key: string; updated_at: Date | string | null }>(
      db,
      sql`select ${keyColumn(kind)}::text as key, updated_at from ${s.from} where ${s.where}
          order by ${s.order} limit ${pageSize} offset ${offset}`,
    );
    urls = rows.map((r) => urlEntry(baseUrl, s.path(r.key), iso(r.updated_at)));
  }
  if (urls.length === 0) return null;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
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
