import {
  APPLICATION_STATUSES,
  ApplicationNote,
  COMPANY_LIMITS,
  COMPANY_SET_STATUSES,
  CorporateApplication,
  DataOf,
  PIPELINE_LIMITS,
  Ref,
  StringEnum,
} from '@jobportal/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { Db } from '../../db/types';
import { errorResponses } from '../../openapi/schemas';
import { ScreeningFilterQuery } from './screening-query';
import { IdParams, bearer } from '../../http/route-schemas';
import {
  addNote,
  bulkSetStatus,
  getApplication,
  getApplicationOfCandidate,
  listJobApplications,
  setApplicationStatus,
} from '../../services/applications/corporate-applications';

export default async function corporateApplicationRoutes(
  fastify: FastifyInstance,
  opts: { db: Db },
): Promise<void> {
  const { db } = opts;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['corporate applications'];
  const pre = app.requireCorporate;
  const one = { 200: DataOf(Ref(CorporateApplication)), ...errorResponses(400, 401, 403, 404, 409) };

  app.get(
    '/corporate/jobs/:id/applications',
    {
      onRequest: pre,
      schema: {
        tags,
        security: bearer,
        summary: 'Applications to one of our jobs',
        params: IdParams,
        querystring: Type.Object(
          {
            status: Type.Optional(StringEnum(APPLICATION_STATUSES)),
            q: Type.Optional(Type.String({ maxLength: PIPELINE_LIMITS.searchMax })),
            ...ScreeningFilterQuery,
          },
          { additionalProperties: false },
        ),
        response: {
          200: DataOf(Type.Array(Ref(CorporateApplication))),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => ({
      data: await listJobApplications(db, request.corporate!, request.params.id, request.query),
    }),
  );

  app.get(
    '/corporate/applications/:id',
    {
      onRequest: pre,
      schema: {
        tags,
        security: bearer,
        summary: 'One application (with notes)',
        params: IdParams,
        response: one,
      },
    },
    async (request) => ({ data: await getApplication(db, request.corporate!, request.params.id) }),
  );

  app.get(
    '/corporate/jobs/:jobId/candidates/:uid/application',
    {
      onRequest: pre,
      schema: {
        tags,
        security: bearer,
        summary: "A candidate's application to one of our jobs",
        params: Type.Object({
          jobId: Type.String({ format: 'uuid' }),
          uid: Type.String({ minLength: 1, maxLength: COMPANY_LIMITS.uidMax }),
        }),
        response: one,
      },
    },
    async (request) => ({
      data: await getApplicationOfCandidate(db, request.corporate!, request.params.jobId, request.params.uid),
    }),
  );

  app.post(
    '/corporate/applications/:id/status',
    {
      onRequest: pre,
      config: { checkRevoked: true },
      schema: {
        tags,
        security: bearer,
        summary: 'Move an application in the hiring pipeline',
        params: IdParams,
        body: Type.Object({ status: StringEnum(COMPANY_SET_STATUSES) }, { additionalProperties: false }),
        response: one,
      },
    },
    async (request) => ({
      data: await setApplicationStatus(db, request.corporate!, request.params.id, request.body.status),
    }),
  );

  app.post(
    '/corporate/applications/bulk-status',
    {
      onRequest: pre,
      config: { checkRevoked: true },
      schema: {
        tags,
        security: bearer,
        summary: 'Set one status on many applications (all or nothing)',
        body: Type.Object(
          {
            ids: Type.Array(Type.String({ format: 'uuid' }), {
              minItems: 1,
              maxItems: PIPELINE_LIMITS.bulkIdsMax,
            }),
            status: StringEnum(COMPANY_SET_STATUSES),
          },
          { additionalProperties: false },
        ),
        response: {
          200: DataOf(Type.Object({ updated: Type.Integer() })),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => ({
      data: await bulkSetStatus(db, request.corporate!, request.body.ids, request.body.status),
    }),
  );

  app.post(
    '/corporate/applications/:id/notes',
    {
      onRequest: pre,
      schema: {
        tags,
        security: bearer,
        summary: 'Add a private note to an application',
        params: IdParams,
        body: Type.Object(
          { body: Type.String({ minLength: 1, maxLength: PIPELINE_LIMITS.noteMax }) },
          { additionalProperties: false },
        ),
        response: { 201: DataOf(Ref(ApplicationNote)), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ data: await addNote(db, request.corporate!, request.params.id, request.body.body) }),
  );
}
