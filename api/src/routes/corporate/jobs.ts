import type { JobInput, JobStatus } from '@jobportal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types';
import { SHARED_SCHEMAS, dataOf, errorResponses, ref } from '../../openapi/schemas';
import { bearer, uuidParams } from '../../http/route-schemas';
import {
  createJob,
  getCompanyJob,
  listCompanyJobs,
  transitionJob,
  updateJob,
  type JobAction,
} from '../../services/jobs/corporate-jobs';

const jobInput = SHARED_SCHEMAS.JobInput as { properties: Record<string, unknown>; required: string[] };
const createBody = {
  type: 'object',
  properties: { ...jobInput.properties, publish: { type: 'boolean', default: false } },
  required: jobInput.required,
  additionalProperties: false,
};

export default async function corporateJobRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const { db } = opts;
  const tags = ['corporate jobs'];
  const pre = app.requireCorporate;
  const one = { 200: dataOf(ref('CorporateJob')), ...errorResponses(400, 401, 403, 404, 409) };

  app.get<{ Querystring: { status?: JobStatus } }>(
    '/corporate/jobs',
    {
      onRequest: pre,
      schema: {
        tags,
        security: bearer,
        summary: "The company's jobs",
        querystring: {
          type: 'object',
          properties: { status: { type: 'string', enum: ['draft', 'published', 'closed'] } },
          additionalProperties: false,
        },
        response: {
          200: dataOf({ type: 'array', items: ref('CorporateJob') }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => ({ data: await listCompanyJobs(db, request.corporate!, request.query.status) }),
  );

  app.post<{ Body: JobInput & { publish?: boolean } }>(
    '/corporate/jobs',
    {
      onRequest: pre,
      schema: {
        tags,
        security: bearer,
        summary: 'Create a job (draft, or published with publish=true)',
        body: createBody,
        response: { 201: dataOf(ref('CorporateJob')), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await createJob(db, request.corporate!, request.body) }),
  );

  app.get<{ Params: { id: string } }>(
    '/corporate/jobs/:id',
    {
      onRequest: pre,
      schema: {
        tags,
        security: bearer,
        summary: 'One job of the company',
        params: uuidParams('id'),
        response: one,
      },
    },
    async (request) => ({ data: await getCompanyJob(db, request.corporate!, request.params.id) }),
  );

  app.put<{ Params: { id: string }; Body: JobInput }>(
    '/corporate/jobs/:id',
    {
      onRequest: pre,
      schema: {
        tags,
        security: bearer,
        summary: 'Replace the fields of a job',
        params: uuidParams('id'),
        body: ref('JobInput'),
        response: one,
      },
    },
    async (request) => ({ data: await updateJob(db, request.corporate!, request.params.id, request.body) }),
  );

  for (const action of ['publish', 'close', 'reopen'] as JobAction[]) {
    app.post<{ Params: { id: string } }>(
      `/corporate/jobs/:id/${action}`,
      {
        onRequest: pre,
        schema: {
          tags,
          security: bearer,
          summary: {
            publish: 'Publish a draft',
            close: 'Close a published job',
            reopen: 'Reopen a closed job',
          }[action],
          params: uuidParams('id'),
          response: one,
        },
      },
      async (request) => ({ data: await transitionJob(db, request.corporate!, request.params.id, action) }),
    );
  }
}
