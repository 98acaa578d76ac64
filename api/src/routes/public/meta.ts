import { DataOf, Lookups, Ref } from '@jobportal/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types';
import { dataOf, ref } from '../../openapi/schemas';
import { getLookups } from '../../services/lookups';
import { cachedHome } from '../../services/content/home';

export default async function metaRoutes(
  app: FastifyInstance,
  opts: { db: Db; cacheTtlMs: number },
): Promise<void> {
  const { db } = opts;
  const home = cachedHome(db, opts.cacheTtlMs);

  app.get(
    '/health',
    {
      schema: {
        tags: ['meta'],
        summary: 'Liveness and database check',
        response: {
          200: dataOf({ type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'] }),
        },
      },
    },
    async () => {
      await db.execute(sql`select 1`);
      return { data: { ok: true } };
    },
  );

  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/lookups',
    {
      schema: {
        tags: ['meta'],
        summary: 'Provinces, company types, education levels, skills, enums',
        response: { 200: DataOf(Ref(Lookups)) },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { data: await getLookups(db) };
    },
  );

  app.get(
    '/home',
    { schema: { tags: ['content'], summary: 'Home page data', response: { 200: dataOf(ref('HomeData')) } } },
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return { data: await home() };
    },
  );
}
