import {
  DataOf,
  ErasureQuery,
  ErasureRecord,
  PageOf,
  PrivacyRequestInput,
  PrivacyRequestItem,
  PrivacyRequestQuery,
  PrivacySubject,
  PrivacySubjectQuery,
} from '@jobportal/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { Db } from '../../db/types';
import { errorResponses } from '../../openapi/schemas';
import { IdParams, staffBearer } from '../../http/route-schemas';
import type { IdentityPools } from '../../services/pdpa/erasure';
import { listPrivacyRequests } from '../../services/backoffice/privacy-requests';
import { findSubjects, listErasures } from '../../services/backoffice/privacy-subjects';
import { downloadRequestedExport, startPrivacyRequest } from '../../services/backoffice/privacy-actions';

/** The privacy desk of the back office (role privacy): every personal-data request, and starting one for a person. */
export default async function backofficePrivacyRoutes(
  fastify: FastifyInstance,
  opts: { db: Db; pools: IdentityPools },
): Promise<void> {
  const { db, pools } = opts;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['backoffice'];
  const guard = app.requireStaff('privacy');
  const security = staffBearer('privacy');

  app.get(
    '/backoffice/privacy/requests',
    {
      onRequest: guard,
      schema: {
        tags,
        security,
        summary:
          'Exports and erasures, self-service and operator-started, newest first (never an archive nor personal data beyond the e-mail)',
        querystring: PrivacyRequestQuery,
        response: { 200: PageOf(PrivacyRequestItem), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ data: await listPrivacyRequests(db, request.query) }),
  );

  app.post(
    '/backoffice/privacy/requests',
    {
      onRequest: guard,
      schema: {
        tags,
        security,
        summary:
          "Start an export or an erasure for a person whose identity was checked: the same export / erasure as the person's own (404 no such account)",
        body: PrivacyRequestInput,
        response: { 201: DataOf(PrivacyRequestItem), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await startPrivacyRequest(db, pools, request.staff!, request.body) }),
  );

  // The archive's bytes are no JSON body: this route keeps the plain reply (its schema documents the errors only).
  fastify.get<{ Params: { id: string } }>(
    '/backoffice/privacy/requests/:id/export',
    {
      onRequest: guard,
      schema: {
        tags,
        security,
        summary:
          'The archive of an export the desk started (application/zip), to send to the person; audited; 409 EXPORT_NOT_READY while it is prepared',
        params: IdParams,
        response: errorResponses(400, 401, 403, 404, 409),
      },
    },
    async (request, reply) => {
      const { data, exportId } = await downloadRequestedExport(db, request.staff!, request.params.id);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="personal-data-${exportId}.zip"`)
        .header('cache-control', 'no-store')
        .send(data);
    },
  );

  app.get(
    '/backoffice/privacy/erasures',
    {
      onRequest: guard,
      schema: {
        tags,
        security,
        summary: 'What each erasure removed (counts per table; no personal data), newest first',
        querystring: ErasureQuery,
        response: { 200: PageOf(ErasureRecord), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ data: await listErasures(db, request.query) }),
  );

  app.get(
    '/backoffice/privacy/subjects',
    {
      onRequest: guard,
      schema: {
        tags,
        security,
        summary: 'The accounts with an e-mail in either pool (to act on the right one)',
        querystring: PrivacySubjectQuery,
        response: { 200: DataOf(Type.Array(PrivacySubject)), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ data: await findSubjects(db, request.query.email) }),
  );
}
