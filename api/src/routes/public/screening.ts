import { DataOf, ScreeningQuestion } from '@jobportal/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { Db } from '../../db/types';
import { errorResponses } from '../../openapi/schemas';
import { IdParams } from '../../http/route-schemas';
import { publicQuestions } from '../../services/screening/questions';

/**
 * The questions a job asks at apply time, without their knock-out rules. Apart from GET /jobs/:id (the most read,
 * prepared query, cached with the server-rendered page): only the apply form needs them, read when it opens.
 */
export default async function screeningQuestionRoutes(
  fastify: FastifyInstance,
  opts: { db: Db },
): Promise<void> {
  const { db } = opts;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/jobs/:id/questions',
    {
      schema: {
        tags: ['jobs'],
        summary: "A public job's screening questions (what the apply form asks; never the knock-out rules)",
        params: IdParams,
        response: { 200: DataOf(Type.Array(ScreeningQuestion)), ...errorResponses(400, 404) },
      },
    },
    async (request) => ({ data: await publicQuestions(db, request.params.id) }),
  );
}
