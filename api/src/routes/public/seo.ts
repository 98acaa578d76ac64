import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types';
import { buildRobots, buildSitemap } from '../../services/content/sitemap';

/** The sitemap is for crawlers: rebuilt at most every 10 minutes. */
const SITEMAP_TTL_MS = 10 * 60 * 1000;

export default async function seoRoutes(
  app: FastifyInstance,
  opts: { db: Db; publicBaseUrl: string; runMode: string; cacheTtlMs: number },
): Promise<void> {
  let cached: { at: number; xml: Promise<string> } | null = null;
  const ttl = opts.cacheTtlMs > 0 ? SITEMAP_TTL_MS : 0;
  app.get(
    '/sitemap.xml',
    { schema: { tags: ['seo'], summary: 'Sitemap of public pages (absolute URLs from PUBLIC_BASE_URL)' } },
    async (_req, reply) => {
      if (!cached || Date.now() - cached.at >= ttl) {
        const xml = buildSitemap(opts.db, opts.publicBaseUrl);
        cached = { at: Date.now(), xml };
        xml.catch(() => {
          cached = null;
        });
      }
      const xml = await cached.xml;
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(xml);
    },
  );
  app.get(
    '/robots.txt',
    { schema: { tags: ['seo'], summary: 'robots.txt (disallow all unless RUN_MODE=production)' } },
    async (_req, reply) =>
      reply.type('text/plain; charset=utf-8').send(buildRobots(opts.runMode, opts.publicBaseUrl)),
  );
}
