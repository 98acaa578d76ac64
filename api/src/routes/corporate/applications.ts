import type { ApplicationStatus } from '@jobportal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types';
import { APPLICATION_STATUSES, dataOf, errorResponses, ref } from '../../openapi/schemas';
import { bearer, uuidParams } from '../../http/route-schemas';
import {
  addNote,
  bulkSetStatus,
  getApplication,
  getApplicationOfCandidate,
  listJobApplications,
  setApplicationStatus,
} from '../../services/applications/corporate-applications';

/** Statuses a company may set (withdrawn belongs to the candidate). */
const COMPANY_STATUSES = APPLICATION_STATUSES.filter((s) => s !== 'withdrawn' && s !== 'applied');

export default async function corporateApplicationRoutes(
  app: FastifyInstance,
  opts: { db: Db },
): Promise<void> {
  const { db } = opts;
  const tags = ['corporate applications'];
  const pre = app.requireCorporate;
  const one = { 200: dataOf(ref('CorporateApplication')), ...errorResponses(400, 401, 403, 404, 409) };

  app.get<{ Params: { id: string }; Querystring: { status?: ApplicationStatus; q?: string } }>(
    '/corporate/jobs/:id/applications',
    {
      onRequest: pre,
      schema: {
        tags,
        security: bearer,
        summary: 'Applications to one of our jobs',
        params: uuidParams('id'),
        querystring: {
          type: 'object',
          properties: {
            status: { type: 'string', enum: APPLICATION_STATUSES },
            q: { type: 'string', maxLength: 200 },
          },
          additionalProperties: false,
        },
        response: {
          200: dataOf({ type: 'array', items: ref('CorporateApplication') }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => ({
      data: await listJobApplications(db, request.corporate!, request.params.id, request.query),
    }),
  );

  app.get<{ Params: { id: string } }>(
    '/corporate/applications/:id',
    {
      onRequest: pre,
      schema: {
        tags,
        security: bearer,
        summary: 'One application (with notes)',
        params: uuidParams('id'),
        response: one,
      },
    },
    async (request) => ({ data: await getApplication(db, request.corporate!, request.params.id) }),
  );

  app.get<{ Params: { jobId: string; uid: string } }>(
    '/corporate/jobs/:jobId/candidates/:uid/application',
    {
      onRequest: pre,
      schema: {
        tags,
        security: bearer,
        summary: "A candidate's application to one of our jobs",
        params: {
          type: 'object',
          required: ['jobId', 'uid'],
          properties: {
            jobId: { type: 'string', format: 'uuid' },
            uid: { type: 'string', minLength: 1, maxLength: 128 },
          },
        },
        response: one,
      },
    },
    async (request) => ({
      data: await getApplicationOfCandidate(db, request.corporate!, request.params.jobId, request.params.uid),
    }),
  );

  app.post<{ Params: { id: string }; Body: { status: ApplicationStatus } }>(
    '/corporate/applications/:id/status',
    {
      onRequest: pre,
      config: { checkRevoked: true },
      schema: {
        tags,
        security: bearer,
        summary: 'Move an application in the hiring pipeline',
        params: uuidParams('id'),
        body: {
          type: 'object',
          required: ['status'],
          properties: { status: { type: 'string', enum: COMPANY_STATUSES } },
          additionalProperties: false,
        },
        response: one,
      },
    },
    async (request) => ({
      data: await setApplicationStatus(db, request.corporate!, request.params.id, request.body.status),
    }),
  );

  app.post<{ Body: { ids: string[]; status: ApplicationStatus } }>(
    '/corporate/applications/bulk-status',
    {
      onRequest: pre,
      config: { checkRevoked: true },
      schema: {
        tags,
        security: bearer,
        summary: 'Set one status on many applications (all or nothing)',
        body: {
          type: 'object',
          required: ['ids', 'status'],
          properties: {
            ids: { type: 'array', items: { type: 'string', format: 'uuid' }, minItems: 1, maxItems: 200 },
            status: { type: 'string', enum: COMPANY_STATUSES },
          },
          additionalProperties: false,
        },
        response: {
          200: dataOf({
            type: 'object',
            properties: { updated: { type: 'integer' } },
            required: ['updated'],
          }),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => ({
      data: await bulkSetStatus(db, request.corporate!, request.body.ids, request.body.status),
    }),
  );

  app.post<{ Params: { id: string }; Body: { body: string } }>(
    '/corporate/applications/:id/notes',
    {
      onRequest: pre,
      schema: {
        tags,
        security: bearer,
        summary: 'Add a private note to an application',
        params: uuidParams('id'),
        body: {
          type: 'object',
          required: ['body'],
          properties: { body: { type: 'string', minLength: 1, maxLength: 5000 } },
          additionalProperties: false,
        },
        response: { 201: dataOf(ref('ApplicationNote')), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ data: await addNote(db, request.corporate!, request.params.id, request.body.body) }),
  );
}
