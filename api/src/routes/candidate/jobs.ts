import {
  APPLICATION_STATUSES,
  ApplyInput,
  CandidateApplication,
  DataOf,
  FavouriteResult,
  JobCard,
  PageOf,
  Ref,
  StringEnum,
  pageQueryProps,
} from '@jobportal/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { Db } from '../../db/types';
import { errorResponses } from '../../openapi/schemas';
import { IdParams, bearer } from '../../http/route-schemas';
import { addFavourite, listFavourites, removeFavourite } from '../../services/candidates/favourites';
import {
  applyToJob,
  listMyApplications,
  withdrawApplication,
} from '../../services/applications/candidate-applications';

const JobIdParams = Type.Object({ jobId: Type.String({ format: 'uuid' }) });

export default async function candidateJobRoutes(fastify: FastifyInstance, opts: { db: Db }): Promise<void> {
  const { db } = opts;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['candidate'];
  const pre = app.requireActiveCandidate;

  app.post(
    '/candidate/job/favJob/:jobId',
    {
      onRequest: pre,
      schema: {
        tags,
        security: bearer,
        summary: 'Save a job as favourite (idempotent)',
        params: JobIdParams,
        response: { 200: DataOf(FavouriteResult(true)), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await addFavourite(db, request.identity!, request.params.jobId) }),
  );

  app.delete(
    '/candidate/job/deleteFavJob/:jobId',
    {
      onRequest: pre,
      schema: {
        tags,
        security: bearer,
        summary: 'Remove a favourite (idempotent)',
        params: JobIdParams,
        response: { 200: DataOf(FavouriteResult(false)), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ data: await removeFavourite(db, request.identity!, request.params.jobId) }),
  );

  app.get(
    '/candidate/favourites',
    {
      onRequest: pre,
      schema: {
        tags,
        security: bearer,
        summary: 'Favourite jobs, most recently saved first',
        querystring: Type.Object(pageQueryProps(), { additionalProperties: false }),
        response: { 200: PageOf(Ref(JobCard)), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      data: await listFavourites(db, request.identity!.uid, request.query.offset, request.query.limit),
    }),
  );

  app.post(
    '/candidate/applications',
    {
      onRequest: pre,
      config: { idempotent: true },
      schema: {
        tags,
        security: bearer,
        summary: 'Apply to an open job',
        body: Ref(ApplyInput),
        response: { 201: DataOf(Ref(CandidateApplication)), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await applyToJob(db, request.identity!, request.body) }),
  );

  app.get(
    '/candidate/applications',
    {
      onRequest: pre,
      schema: {
        tags,
        security: bearer,
        summary: 'My applications, newest first',
        querystring: Type.Object(
          { status: Type.Optional(StringEnum(APPLICATION_STATUSES)), ...pageQueryProps() },
          { additionalProperties: false },
        ),
        response: { 200: PageOf(Ref(CandidateApplication)), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ data: await listMyApplications(db, request.identity!.uid, request.query) }),
  );

  app.post(
    '/candidate/applications/:id/withdraw',
    {
      onRequest: pre,
      schema: {
        tags,
        security: bearer,
        summary: 'Withdraw my application',
        params: IdParams,
        response: { 200: DataOf(Ref(CandidateApplication)), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({ data: await withdrawApplication(db, request.identity!, request.params.id) }),
  );
}
