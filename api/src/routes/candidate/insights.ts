import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types';
import { dataOf, errorResponses, pageOf, ref } from '../../openapi/schemas';
import { bearer } from '../../http/route-schemas';
import { pageQuerySchema } from '../../services/pagination';
import { listCandidateActivities } from '../../services/activity';
import { getOverview, recentlyViewed } from '../../services/candidates/overview';

export default async function candidateInsightRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const { db } = opts;
  const tags = ['candidate'];
  const pre = app.requireActiveCandidate;

  app.get(
    '/candidate/overview',
    {
      onRequest: pre,
      schema: {
        tags,
        security: bearer,
        summary: 'Overview: completeness, applications, favourites, views, recommendations',
        response: { 200: dataOf(ref('CandidateOverview')), ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ data: await getOverview(db, request.identity!) }),
  );

  app.get<{ Querystring: { type?: string; offset: number; limit: number } }>(
    '/candidate/activities',
    {
      onRequest: pre,
      schema: {
        tags,
        security: bearer,
        summary: 'My activity feed, newest first',
        querystring: {
          type: 'object',
          properties: { type: { type: 'string', maxLength: 40 }, ...pageQuerySchema },
          additionalProperties: false,
        },
        response: { 200: pageOf(ref('ActivityEvent')), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      data: await listCandidateActivities(
        db,
        request.identity!.uid,
        request.query.type,
        request.query.offset,
        request.query.limit,
      ),
    }),
  );

  app.get(
    '/candidate/recently-viewed',
    {
      onRequest: pre,
      schema: {
        tags,
        security: bearer,
        summary: 'Jobs I opened recently',
        response: { 200: dataOf({ type: 'array', items: ref('JobCard') }), ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ data: await recentlyViewed(db, request.identity!.uid) }),
  );
}
