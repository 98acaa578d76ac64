import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types';
import { buildRobots, buildSitemap } from '../../services/content/sitemap';

export default async function seoRoutes(app: FastifyInstance, opts: { db: Db; publicBaseUrl: string; runMode: string }): Promise<void> {
  app.get('/sitemap.xml', { schema: { tags: ['seo'], summary: 'Sitemap of public pages (absolute URLs from PUBLIC_BASE_URL)' } }, async (_req, reply) => {
    const xml = await buildSitemap(opts.db, opts.publicBaseUrl);
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(xml);
  });
  app.get('/robots.txt', { schema: { tags: ['seo'], summary: 'robots.txt (disallow all unless RUN_MODE=production)' } }, async (_req, reply) =>
    reply.type('text/plain; charset=utf-8').send(buildRobots(opts.runMode, opts.publicBaseUrl)),
  );
}
