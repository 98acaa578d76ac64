import {
  DataOf,
  ReleaseEvent,
  ReleaseEventInput,
  ReleaseEventPage,
  ReleaseEventQuery,
} from '@jobportal/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types';
import { errorResponses } from '../../openapi/schemas';
import { staffBearer } from '../../http/route-schemas';
import { listReleaseEvents, recordReleaseEvent } from '../../services/backoffice/release-events';

/**
 * The append-only release history (issue 42): the gateway's release service records each change it made to the
 * registry with the staff member's own token, and the back office reads it. `release` role (admin holds all roles).
 */
export default async function backofficeReleaseRoutes(
  fastify: FastifyInstance,
  opts: { db: Db },
): Promise<void> {
  const { db } = opts;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['backoffice'];
  const guard = app.requireStaff('release');
  const security = staffBearer('release');

  app.post(
    '/backoffice/releases/events',
    {
      onRequest: guard,
      schema: {
        tags,
        security,
        summary:
          'Record a change of the release registry (publish, activate, rollback, withdraw, pin, unpin, prune); the actor is the verified token, the staff audit gets a row too',
        body: ReleaseEventInput,
        response: { 201: DataOf(ReleaseEvent), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await recordReleaseEvent(db, request.staff!, request.body) }),
  );

  app.get(
    '/backoffice/releases/events',
    {
      onRequest: guard,
      schema: {
        tags,
        security,
        summary:
          'The release history, newest first, of one remote or all; keyset paging (before = nextBefore)',
        querystring: ReleaseEventQuery,
        response: { 200: DataOf(ReleaseEventPage), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await listReleaseEvents(db, request.query) };
    },
  );
}
