import { DataOf, HomeData, Lookups, Ref } from '@jobportal/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { Db } from '../../db/types';
import { getLookups } from '../../services/lookups';
import { cachedFor } from '../../services/cachedFor';
import { cachedHome } from '../../services/content/home';

export default async function metaRoutes(
  fastify: FastifyInstance,
  opts: { db: Db; cacheTtlMs: number },
): Promise<void> {
  const { db } = opts;
  const home = cachedHome(db, opts.cacheTtlMs);
  // Read for every page a browser or the server renders; they change only with a deployment's data.
  const lookups = cachedFor(opts.cacheTtlMs, () => getLookups(db));
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/health',
    {
      schema: {
        tags: ['meta'],
        summary: 'Liveness and database check',
        response: {
          200: DataOf(Type.Object({ ok: Type.Boolean() })),
        },
      },
    },
    async () => {
      await db.execute(sql`select 1`);
      return { data: { ok: true } };
    },
  );

  app.get(
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
      return { data: await lookups() };
    },
  );

  app.get(
    '/home',
    { schema: { tags: ['content'], summary: 'Home page data', response: { 200: DataOf(Ref(HomeData)) } } },
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return { data: await home() };
    },
  );
}
