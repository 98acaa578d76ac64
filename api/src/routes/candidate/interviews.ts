import {
  CandidateInterview,
  DataOf,
  InterviewChangeRequestInput,
  InterviewChooseInput,
} from '@jobportal/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { Db } from '../../db/types';
import { errorResponses } from '../../openapi/schemas';
import { IdParams, bearer } from '../../http/route-schemas';
import {
  chooseSlot,
  listMyInterviews,
  myCalendarFile,
  requestChange,
} from '../../services/interviews/candidate-interviews';

/** The candidate's side of interviews (issue 43): own interviews only, 404 INTERVIEW_NOT_FOUND for anyone else's. */
export default async function candidateInterviewRoutes(
  fastify: FastifyInstance,
  opts: { db: Db },
): Promise<void> {
  const { db } = opts;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['candidate interviews'];
  const pre = app.requireActiveCandidate;
  const one = { 200: DataOf(CandidateInterview), ...errorResponses(400, 401, 403, 404, 409) };

  app.get(
    '/candidate/interviews',
    {
      onRequest: pre,
      schema: {
        tags,
        security: bearer,
        summary: 'My interviews, upcoming and past, newest first',
        response: { 200: DataOf(Type.Array(CandidateInterview)), ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ data: await listMyInterviews(db, request.identity!.uid) }),
  );

  app.post(
    '/candidate/interviews/:id/choose',
    {
      onRequest: pre,
      schema: {
        tags,
        security: bearer,
        summary: 'Choose one of the offered slots (409 INTERVIEW_NOT_OPEN unless proposed)',
        params: IdParams,
        body: InterviewChooseInput,
        response: one,
      },
    },
    async (request) => ({
      data: await chooseSlot(db, request.identity!.uid, request.params.id, request.body.slot_id),
    }),
  );

  app.post(
    '/candidate/interviews/:id/request-change',
    {
      onRequest: pre,
      schema: {
        tags,
        security: bearer,
        summary: 'Ask for other times, with a note for the team',
        params: IdParams,
        body: InterviewChangeRequestInput,
        response: one,
      },
    },
    async (request) => ({
      data: await requestChange(db, request.identity!.uid, request.params.id, request.body.note),
    }),
  );

  // The calendar file is no JSON body: this route keeps the plain reply (its schema documents the errors only).
  fastify.get<{ Params: { id: string } }>(
    '/candidate/interviews/:id/calendar.ics',
    {
      onRequest: pre,
      schema: {
        tags,
        security: bearer,
        summary: 'The .ics of my interview (REQUEST, or CANCEL once cancelled); 409 while no time is set',
        params: IdParams,
        response: errorResponses(400, 401, 403, 404, 409),
      },
    },
    async (request, reply) => {
      const ics = await myCalendarFile(db, request.identity!.uid, request.params.id);
      const method = /^METHOD:(\w+)/m.exec(ics)?.[1] ?? 'REQUEST';
      return reply
        .header('content-type', `text/calendar; charset=utf-8; method=${method}`)
        .header('content-disposition', `attachment; filename="interview-${request.params.id}.ics"`)
        .header('cache-control', 'no-store')
        .send(ics);
    },
  );
}
