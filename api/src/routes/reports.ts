import { DataOf, ReportInput } from '@jobportal/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { Db } from '../db/types';
import { errorResponses } from '../openapi/schemas';
import { createReport } from '../services/moderation/reports';
import { reporterKey } from '../services/moderation/reporter-key';

/** "Report this job / company": guests and signed-in users of either pool. */
export default async function reportRoutes(fastify: FastifyInstance, opts: { db: Db }): Promise<void> {
  const { db } = opts;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/reports',
    {
      onRequest: app.optionalAnyUser,
      config: { idempotent: true },
      schema: {
        tags: ['reports'],
        summary:
          'Report a job or a company (guest or signed in); one per reporter and item (409 ALREADY_REPORTED); a job with 3 open reports is held for review',
        body: ReportInput,
        response: {
          201: DataOf(Type.Object({ id: Type.String() })),
          ...errorResponses(400, 404, 409, 503),
        },
      },
    },
    async (request, reply) => {
      const key = reporterKey(request.identity, request.ip);
      return reply.code(201).send({ data: await createReport(db, request.body, key) });
    },
  );
}
