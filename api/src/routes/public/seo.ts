import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { queryRows } from '../../db/sql';
import type { Db } from '../../db/types';
import { ApiError } from '../../errors/api-error';
import {
  buildRobots,
  buildSitemapIndex,
  buildSitemapPage,
  SITEMAP_KINDS,
  SITEMAP_MAX_URLS,
  type SitemapKind,
} from '../../services/content/sitemap';

/** The sitemap is for crawlers: each file rebuilt at most every 10 minutes, or at once when what it lists changed. */
const SITEMAP_TTL_MS = 10 * 60 * 1000;
/** Files kept: the index and the first pages crawlers ask for; older entries are dropped first. */
const MAX_CACHED = 64;

/**
 * What the sitemap lists, in one cheap reading: the job change feed's newest seq (a job published, closed, edited,
 * held or taken down) and the live blog posts (an edit, a publish, an unpublish, or a scheduled post whose time came).
 * A cached file built under another reading is stale: a removed job or post leaves the sitemap at the next ask.
 */
async function sitemapVersion(db: Db): Promise<string> {
  const [row] = await queryRows<{ seq: string | number | null; blog: string | null; live: string | number }>(
    db,
    sql`select (select max(seq) from job_change) as seq,
               (select max(updated_at)::text from blog_post) as blog,
               (select count(*) from blog_post
                 where published_at <= now() and unpublished_at is null) as live`,
  );
  return `${row?.seq ?? 0}|${row?.blog ?? ''}|${row?.live ?? 0}`;
}

export default async function seoRoutes(
  app: FastifyInstance,
  opts: { db: Db; publicBaseUrl: string; runMode: string; cacheTtlMs: number; sitemapPageSize?: number },
): Promise<void> {
  const pageSize = Math.min(SITEMAP_MAX_URLS, Math.max(1, opts.sitemapPageSize ?? SITEMAP_MAX_URLS));
  const ttl = opts.cacheTtlMs > 0 ? SITEMAP_TTL_MS : 0;
  const cache = new Map<string, { at: number; version: string; xml: Promise<string | null> }>();
  const cached = async (key: string, build: () => Promise<string | null>) => {
    const version = await sitemapVersion(opts.db);
    const hit = cache.get(key);
    if (hit && hit.version === version && Date.now() - hit.at < ttl) return hit.xml;
    const xml = build();
    cache.delete(key);
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string);
    cache.set(key, { at: Date.now(), version, xml });
    xml.catch(() => cache.delete(key));
    return xml;
  };
  const sendXml = (reply: FastifyReply, xml: string) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(xml);

  app.get(
    '/sitemap.xml',
    {
      schema: {
        tags: ['seo'],
        summary: 'Sitemap index: one file per kind and page of at most 50,000 URLs (absolute URLs)',
      },
    },
    async (_req, reply) =>
      sendXml(
        reply,
        (await cached('index', () => buildSitemapIndex(opts.db, opts.publicBaseUrl, pageSize))) as string,
      ),
  );
  app.get<{ Params: { file: string } }>(
    '/sitemaps/:file',
    {
      schema: {
        tags: ['seo'],
        summary: 'One file of the sitemap index, e.g. jobs-2.xml (static, blog, companies, jobs)',
        params: {
          type: 'object',
          properties: { file: { type: 'string', maxLength: 40 } },
          required: ['file'],
        },
      },
    },
    async (request, reply) => {
      const match = /^([a-z]+)-([1-9][0-9]{0,5})\.xml$/.exec(request.params.file);
      if (!match || !SITEMAP_KINDS.includes(match[1] as SitemapKind)) throw new ApiError('NOT_FOUND');
      const [, kind, page] = match;
      const xml = await cached(request.params.file, () =>
        buildSitemapPage(opts.db, opts.publicBaseUrl, kind as SitemapKind, Number(page), pageSize),
      );
      if (!xml) throw new ApiError('NOT_FOUND');
      return sendXml(reply, xml);
    },
  );
  app.get(
    '/robots.txt',
    { schema: { tags: ['seo'], summary: 'robots.txt (disallow all unless RUN_MODE=production)' } },
    async (_req, reply) =>
      reply.type('text/plain; charset=utf-8').send(buildRobots(opts.runMode, opts.publicBaseUrl)),
  );
}
