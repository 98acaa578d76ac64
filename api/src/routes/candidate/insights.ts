import {
  ACTIVITY_TYPE_MAX,
  ActivityEvent,
  CandidateOverview,
  DataOf,
  JobCard,
  PageOf,
  Ref,
  pageQueryProps,
} from '@jobportal/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { Db } from '../../db/types';
import { errorResponses } from '../../openapi/schemas';
import { bearer } from '../../http/route-schemas';
import { listCandidateActivities } from '../../services/activity';
import { getOverview, recentlyViewed } from '../../services/candidates/overview';

export default async function candidateInsightRoutes(
  fastify: FastifyInstance,
  opts: { db: Db },
): Promise<void> {
  const { db } = opts;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
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
        response: { 200: DataOf(Ref(CandidateOverview)), ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ data: await getOverview(db, request.identity!) }),
  );

  app.get(
    '/candidate/activities',
    {
      onRequest: pre,
      schema: {
        tags,
        security: bearer,
        summary: 'My activity feed, newest first',
        querystring: Type.Object(
          { type: Type.Optional(Type.String({ maxLength: ACTIVITY_TYPE_MAX })), ...pageQueryProps() },
          { additionalProperties: false },
        ),
        response: { 200: PageOf(Ref(ActivityEvent)), ...errorResponses(400, 401, 403) },
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
        response: { 200: DataOf(Type.Array(Ref(JobCard))), ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ data: await recentlyViewed(db, request.identity!.uid) }),
  );
}
