import type { ApplicationStatus, ApplyInput } from '@jobportal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types';
import { APPLICATION_STATUSES, dataOf, errorResponses, pageOf, ref } from '../../openapi/schemas';
import { bearer, uuidParams } from '../../http/route-schemas';
import { pageQuerySchema } from '../../services/pagination';
import { addFavourite, listFavourites, removeFavourite } from '../../services/candidates/favourites';
import {
  applyToJob,
  listMyApplications,
  withdrawApplication,
} from '../../services/applications/candidate-applications';

const favResult = (value: boolean) =>
  dataOf({
    type: 'object',
    properties: { job_id: { type: 'string' }, is_favourite: { type: 'boolean', const: value } },
    required: ['job_id', 'is_favourite'],
  });

export default async function candidateJobRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const { db } = opts;
  const tags = ['candidate'];
  const pre = app.requireActiveCandidate;

  app.post<{ Params: { jobId: string } }>(
    '/candidate/job/favJob/:jobId',
    {
      onRequest: pre,
      schema: {
        tags,
        security: bearer,
        summary: 'Save a job as favourite (idempotent)',
        params: uuidParams('jobId'),
        response: { 200: favResult(true), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await addFavourite(db, request.identity!, request.params.jobId) }),
  );

  app.delete<{ Params: { jobId: string } }>(
    '/candidate/job/deleteFavJob/:jobId',
    {
      onRequest: pre,
      schema: {
        tags,
        security: bearer,
        summary: 'Remove a favourite (idempotent)',
        params: uuidParams('jobId'),
        response: { 200: favResult(false), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ data: await removeFavourite(db, request.identity!, request.params.jobId) }),
  );

  app.get<{ Querystring: { offset: number; limit: number } }>(
    '/candidate/favourites',
    {
      onRequest: pre,
      schema: {
        tags,
        security: bearer,
        summary: 'Favourite jobs, most recently saved first',
        querystring: { type: 'object', properties: pageQuerySchema, additionalProperties: false },
        response: { 200: pageOf(ref('JobCard')), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      data: await listFavourites(db, request.identity!.uid, request.query.offset, request.query.limit),
    }),
  );

  app.post<{ Body: ApplyInput }>(
    '/candidate/applications',
    {
      onRequest: pre,
      schema: {
        tags,
        security: bearer,
        summary: 'Apply to an open job',
        body: ref('ApplyInput'),
        response: { 201: dataOf(ref('CandidateApplication')), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await applyToJob(db, request.identity!, request.body) }),
  );

  app.get<{ Querystring: { status?: ApplicationStatus; offset: number; limit: number } }>(
    '/candidate/applications',
    {
      onRequest: pre,
      schema: {
        tags,
        security: bearer,
        summary: 'My applications, newest first',
        querystring: {
          type: 'object',
          properties: { status: { type: 'string', enum: APPLICATION_STATUSES }, ...pageQuerySchema },
          additionalProperties: false,
        },
        response: { 200: pageOf(ref('CandidateApplication')), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ data: await listMyApplications(db, request.identity!.uid, request.query) }),
  );

  app.post<{ Params: { id: string } }>(
    '/candidate/applications/:id/withdraw',
    {
      onRequest: pre,
      schema: {
        tags,
        security: bearer,
        summary: 'Withdraw my application',
        params: uuidParams('id'),
        response: { 200: dataOf(ref('CandidateApplication')), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({ data: await withdrawApplication(db, request.identity!, request.params.id) }),
  );
}
