import { DataOf, StaffAuditPage, StaffAuditQuery, StaffMe } from '@jobportal/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types';
import { errorResponses } from '../../openapi/schemas';
import { staffBearer } from '../../http/route-schemas';
import { listAudit } from '../../services/backoffice/audit';

/** The signed-in staff member and the audit of staff actions. */
export default async function staffRoutes(fastify: FastifyInstance, opts: { db: Db }): Promise<void> {
  const { db } = opts;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['backoffice'];

  app.get(
    '/backoffice/me',
    {
      onRequest: app.requireStaff(),
      schema: {
        tags,
        security: staffBearer(),
        summary: 'The signed-in staff member and their roles',
        response: { 200: DataOf(StaffMe), ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ data: request.staff! }),
  );

  app.get(
    '/backoffice/audit',
    {
      onRequest: app.requireStaff('admin'),
      schema: {
        tags,
        security: staffBearer('admin'),
        summary: 'Staff actions, newest first, filtered by actor, action prefix, target and time',
        querystring: StaffAuditQuery,
        response: { 200: DataOf(StaffAuditPage), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ data: await listAudit(db, request.query) }),
  );
}
