import {
  CorporateApplication,
  CorporateScreeningQuestion,
  DataOf,
  Ref,
  ScreeningQuestionsInput,
} from '@jobportal/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { Db } from '../../db/types';
import { errorResponses } from '../../openapi/schemas';
import { IdParams, bearer } from '../../http/route-schemas';
import { getApplication } from '../../services/applications/corporate-applications';
import { listJobQuestions, replaceJobQuestions } from '../../services/screening/questions';
import { moveToPipeline } from '../../services/screening/pipeline';

/** Screening questions of a job and the "not a fit" column (issue 43). */
export default async function corporateScreeningRoutes(
  fastify: FastifyInstance,
  opts: { db: Db },
): Promise<void> {
  const { db } = opts;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['corporate screening'];
  const pre = app.requireCorporate;
  const questions = DataOf(Type.Array(CorporateScreeningQuestion));

  app.get(
    '/corporate/jobs/:id/questions',
    {
      onRequest: pre,
      schema: {
        tags,
        security: bearer,
        summary: "A job's screening questions with their knock-out rules (every member of the team)",
        params: IdParams,
        response: { 200: questions, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await listJobQuestions(db, request.corporate!, request.params.id) }),
  );

  app.put(
    '/corporate/jobs/:id/questions',
    {
      onRequest: pre,
      config: { checkRevoked: true },
      schema: {
        tags,
        security: bearer,
        summary:
          "Replace a job's screening questions (job:write); answered questions are kept with their answers",
        params: IdParams,
        body: ScreeningQuestionsInput,
        response: { 200: questions, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      data: await replaceJobQuestions(db, request.corporate!, request.params.id, request.body.questions),
    }),
  );

  app.post(
    '/corporate/applications/:id/move-to-pipeline',
    {
      onRequest: pre,
      config: { checkRevoked: true },
      schema: {
        tags,
        security: bearer,
        summary: 'Put a knocked-out ("not a fit") application back in the pipeline (job:pipeline)',
        params: IdParams,
        response: { 200: DataOf(Ref(CorporateApplication)), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await moveToPipeline(db, request.corporate!, request.params.id);
      return { data: await getApplication(db, request.corporate!, request.params.id) };
    },
  );
}
