import {
  DataOf,
  DeadLetterItem,
  DeadLetterParams,
  DeadLetterQuery,
  DiscardInput,
  PageOf,
  SystemHealth,
} from '@jobportal/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import type { Db } from '../../db/types';
import { errorResponses } from '../../openapi/schemas';
import { staffBearer } from '../../http/route-schemas';
import { systemHealth } from '../../services/backoffice/system-health';
import {
  discardDeadLetterAudited,
  listDeadLetterPage,
  retryDeadLetterAudited,
  RUNNABLE_SCHEDULES,
  runScheduleNowAudited,
} from '../../services/backoffice/dead-letter-actions';
import { StringEnum } from '@jobportal/contracts';

/** 204 No Content, sent without a body (past the typed reply, which would want a null). */
const noBody = (reply: FastifyReply): FastifyReply => reply.code(204).send();

/** The system page of the back office (admin only): the job queue, its dead letters, the change feed. */
export default async function backofficeSystemRoutes(
  fastify: FastifyInstance,
  opts: { db: Db },
): Promise<void> {
  const { db } = opts;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['backoffice'];
  const guard = app.requireStaff('admin');
  const security = staffBearer('admin');

  app.get(
    '/backoffice/system/health',
    {
      onRequest: guard,
      schema: {
        tags,
        security,
        summary:
          'The job queue per name, dead letters, e-mail jobs, the job change feed and the search index lag',
        response: { 200: DataOf(SystemHealth), ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await systemHealth(db) };
    },
  );

  app.get(
    '/backoffice/system/dead-letters',
    {
      onRequest: guard,
      schema: {
        tags,
        security,
        summary: "Jobs out of attempts, newest failure first (the payload's keys only: it may name a person)",
        querystring: DeadLetterQuery,
        response: { 200: PageOf(DeadLetterItem), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ data: await listDeadLetterPage(db, request.query) }),
  );

  app.post(
    '/backoffice/system/dead-letters/:id/retry',
    {
      onRequest: guard,
      schema: {
        tags,
        security,
        summary: 'Queue a dead letter again (due now, attempts from zero)',
        params: DeadLetterParams,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await retryDeadLetterAudited(db, request.staff!, request.params.id);
      return noBody(reply);
    },
  );

  app.post(
    '/backoffice/system/dead-letters/:id/discard',
    {
      onRequest: guard,
      schema: {
        tags,
        security,
        summary: 'Remove a dead letter for good, with the reason',
        params: DeadLetterParams,
        body: DiscardInput,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await discardDeadLetterAudited(db, request.staff!, request.params.id, request.body.reason);
      return noBody(reply);
    },
  );

  app.post(
    '/backoffice/system/schedules/:name/run',
    {
      onRequest: guard,
      schema: {
        tags,
        security,
        summary:
          'Run a recurring e-mail job now (alert digests, the weekly "jobs you may like"; idempotent, audited)',
        params: Type.Object({ name: StringEnum(RUNNABLE_SCHEDULES) }, { additionalProperties: false }),
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await runScheduleNowAudited(db, request.staff!, request.params.name);
      return noBody(reply);
    },
  );
}
