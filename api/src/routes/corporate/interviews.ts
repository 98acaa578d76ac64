import {
  CorporateInterview,
  DataOf,
  InterviewCancelInput,
  InterviewProposeInput,
  InterviewUpdateInput,
} from '@jobportal/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { Db } from '../../db/types';
import { errorResponses } from '../../openapi/schemas';
import { IdParams, bearer } from '../../http/route-schemas';
import {
  cancelInterview,
  listApplicationInterviews,
  proposeInterview,
  updateInterview,
} from '../../services/interviews/corporate-interviews';

/** Interviews from the pipeline (issue 43): propose slots, list, reschedule, cancel (permission job:interview). */
export default async function corporateInterviewRoutes(
  fastify: FastifyInstance,
  opts: { db: Db },
): Promise<void> {
  const { db } = opts;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['corporate interviews'];
  const pre = app.requireCorporate;
  const one = { 200: DataOf(CorporateInterview), ...errorResponses(400, 401, 403, 404, 409) };

  app.post(
    '/corporate/applications/:id/interviews',
    {
      onRequest: pre,
      config: { checkRevoked: true, idempotent: true },
      schema: {
        tags,
        security: bearer,
        summary:
          'Propose an interview (1..5 future slots); moves the application to interview when earlier in the pipeline',
        params: IdParams,
        body: InterviewProposeInput,
        response: { 201: DataOf(CorporateInterview), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ data: await proposeInterview(db, request.corporate!, request.params.id, request.body) }),
  );

  app.get(
    '/corporate/applications/:id/interviews',
    {
      onRequest: pre,
      schema: {
        tags,
        security: bearer,
        summary: 'The interviews of one application, newest first',
        params: IdParams,
        response: { 200: DataOf(Type.Array(CorporateInterview)), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      data: await listApplicationInterviews(db, request.corporate!, request.params.id),
    }),
  );

  app.patch(
    '/corporate/interviews/:id',
    {
      onRequest: pre,
      config: { checkRevoked: true },
      schema: {
        tags,
        security: bearer,
        summary: 'Reschedule: new slots (proposed again) or a new time (scheduled), or other details',
        params: IdParams,
        body: InterviewUpdateInput,
        response: one,
      },
    },
    async (request) => ({
      data: await updateInterview(db, request.corporate!, request.params.id, request.body),
    }),
  );

  app.post(
    '/corporate/interviews/:id/cancel',
    {
      onRequest: pre,
      config: { checkRevoked: true },
      schema: {
        tags,
        security: bearer,
        summary: 'Cancel an interview (both sides are told; calendars get METHOD:CANCEL)',
        params: IdParams,
        body: InterviewCancelInput,
        response: one,
      },
    },
    async (request) => ({
      data: await cancelInterview(db, request.corporate!, request.params.id, request.body?.reason),
    }),
  );
}
