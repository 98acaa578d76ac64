import { DataOf, SalaryIndexQuery, SalaryInsight, SalarySummary } from '@jobportal/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { Db } from '../../db/types';
import { errorResponses } from '../../openapi/schemas';
import { getSalary, listSalaries, salaryInsightsOf } from '../../services/salary/insights';

const SlugPart = Type.String({ minLength: 1, maxLength: 60, pattern: '^[a-z0-9-]+$' });

/** Public salary insights (issue 45): computed from the open jobs at most every `cacheTtlMs`, like the lookups. */
export default async function salaryRoutes(
  fastify: FastifyInstance,
  opts: { db: Db; cacheTtlMs: number },
): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const insights = salaryInsightsOf(opts.db, opts.cacheTtlMs);
  const maxAge = Math.round(opts.cacheTtlMs / 1000);

  app.get(
    '/salaries',
    {
      schema: {
        tags: ['salaries'],
        summary: 'Role families x provinces with salary figures (enough open jobs from enough companies)',
        querystring: SalaryIndexQuery,
        response: { 200: DataOf(Type.Array(SalarySummary)), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', `public, max-age=${maxAge}`);
      return { data: listSalaries(await insights(), request.query) };
    },
  );

  app.get(
    '/salaries/:family/:province',
    {
      schema: {
        tags: ['salaries'],
        summary: 'Median, quartiles and trend of the monthly pay of one role family in one province',
        params: Type.Object({ family: SlugPart, province: SlugPart }, { additionalProperties: false }),
        response: { 200: DataOf(SalaryInsight), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const data = getSalary(await insights(), request.params.family, request.params.province);
      reply.header('cache-control', `public, max-age=${maxAge}`);
      return { data };
    },
  );
}
