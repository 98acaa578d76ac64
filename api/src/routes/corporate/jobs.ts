import {
  CorporateJob,
  DataOf,
  JOB_STATUSES,
  JobCreateInput,
  JobInput,
  Ref,
  StringEnum,
} from '@jobportal/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { Db } from '../../db/types';
import { errorResponses } from '../../openapi/schemas';
import { IdParams, bearer } from '../../http/route-schemas';
import {
  createJob,
  getCompanyJob,
  listCompanyJobs,
  transitionJob,
  updateJob,
  type JobAction,
} from '../../services/jobs/corporate-jobs';

export default async function corporateJobRoutes(fastify: FastifyInstance, opts: { db: Db }): Promise<void> {
  const { db } = opts;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['corporate jobs'];
  const pre = app.requireCorporate;
  const one = { 200: DataOf(Ref(CorporateJob)), ...errorResponses(400, 401, 403, 404, 409) };

  app.get(
    '/corporate/jobs',
    {
      onRequest: pre,
      schema: {
        tags,
        security: bearer,
        summary: "The company's jobs",
        querystring: Type.Object(
          { status: Type.Optional(StringEnum(JOB_STATUSES)) },
          { additionalProperties: false },
        ),
        response: {
          200: DataOf(Type.Array(Ref(CorporateJob))),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => ({ data: await listCompanyJobs(db, request.corporate!, request.query.status) }),
  );

  app.post(
    '/corporate/jobs',
    {
      onRequest: pre,
      config: { idempotent: true },
      schema: {
        tags,
        security: bearer,
        summary: 'Create a job (draft, or published with publish=true)',
        body: JobCreateInput,
        response: { 201: DataOf(Ref(CorporateJob)), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await createJob(db, request.corporate!, request.body) }),
  );

  app.get(
    '/corporate/jobs/:id',
    {
      onRequest: pre,
      schema: {
        tags,
        security: bearer,
        summary: 'One job of the company',
        params: IdParams,
        response: one,
      },
    },
    async (request) => ({ data: await getCompanyJob(db, request.corporate!, request.params.id) }),
  );

  app.put(
    '/corporate/jobs/:id',
    {
      onRequest: pre,
      schema: {
        tags,
        security: bearer,
        summary: 'Replace the fields of a job',
        params: IdParams,
        body: Ref(JobInput),
        response: one,
      },
    },
    async (request) => ({ data: await updateJob(db, request.corporate!, request.params.id, request.body) }),
  );

  for (const action of ['publish', 'close', 'reopen'] as JobAction[]) {
    app.post(
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
          params: IdParams,
          response: one,
        },
      },
      async (request) => ({ data: await transitionJob(db, request.corporate!, request.params.id, action) }),
    );
  }
}
