import {
  ACTIVITY_TYPE_MAX,
  ActivityEvent,
  CANDIDATE_SEARCH_LIMITS,
  COMPANY_LIMITS,
  CandidateForEmployer,
  CorporateDashboard,
  DataOf,
  LOOKUP_ID_MAX,
  PageOf,
  Ref,
  SKILL_SLUG_MAX,
  pageQueryProps,
} from '@jobportal/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { Db } from '../../db/types';
import { errorResponses } from '../../openapi/schemas';
import { bearer } from '../../http/route-schemas';
import { listCompanyActivities } from '../../services/activity';
import { browseCandidates, viewCandidate } from '../../services/corporate/candidates';
import { getDashboard } from '../../services/corporate/dashboard';

export default async function corporateInsightRoutes(
  fastify: FastifyInstance,
  opts: { db: Db },
): Promise<void> {
  const { db } = opts;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const pre = app.requireCorporate;

  app.get(
    '/corporate/candidates',
    {
      onRequest: pre,
      schema: {
        tags: ['corporate candidates'],
        security: bearer,
        summary: 'Find candidates who allow employers to find them',
        querystring: Type.Object(
          {
            q: Type.Optional(Type.String({ maxLength: CANDIDATE_SEARCH_LIMITS.qMax })),
            skills: Type.Optional(
              Type.Array(Type.String({ minLength: 1, maxLength: SKILL_SLUG_MAX }), {
                maxItems: CANDIDATE_SEARCH_LIMITS.skillsMax,
              }),
            ),
            province: Type.Optional(
              Type.Array(Type.Integer({ minimum: 1, maximum: LOOKUP_ID_MAX }), {
                maxItems: CANDIDATE_SEARCH_LIMITS.provincesMax,
              }),
            ),
            min_years: Type.Optional(
              Type.Integer({ minimum: 0, maximum: CANDIDATE_SEARCH_LIMITS.minYearsMax }),
            ),
            max_salary: Type.Optional(
              Type.Integer({ minimum: 0, maximum: CANDIDATE_SEARCH_LIMITS.maxSalaryMax }),
            ),
            ...pageQueryProps(),
          },
          { additionalProperties: false },
        ),
        response: { 200: PageOf(Ref(CandidateForEmployer)), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await browseCandidates(db, request.corporate!, request.query) }),
  );

  app.get(
    '/corporate/candidates/:uid',
    {
      onRequest: pre,
      schema: {
        tags: ['corporate candidates'],
        security: bearer,
        summary: "A candidate's profile (records a profile view)",
        params: Type.Object({ uid: Type.String({ minLength: 1, maxLength: COMPANY_LIMITS.uidMax }) }),
        response: { 200: DataOf(Ref(CandidateForEmployer)), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ data: await viewCandidate(db, request.corporate!, request.params.uid) }),
  );

  app.get(
    '/corporate/dashboard',
    {
      onRequest: pre,
      schema: {
        tags: ['corporate'],
        security: bearer,
        summary: 'Dashboard counters (marks the visit)',
        response: { 200: DataOf(Ref(CorporateDashboard)), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ data: await getDashboard(db, request.corporate!) }),
  );

  app.get(
    '/corporate/activities',
    {
      onRequest: pre,
      schema: {
        tags: ['corporate'],
        security: bearer,
        summary: "The company's activity feed, newest first",
        querystring: Type.Object(
          { type: Type.Optional(Type.String({ maxLength: ACTIVITY_TYPE_MAX })), ...pageQueryProps() },
          { additionalProperties: false },
        ),
        response: { 200: PageOf(Ref(ActivityEvent)), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      data: await listCompanyActivities(
        db,
        request.corporate!.companyId,
        request.query.type,
        request.query.offset,
        request.query.limit,
      ),
    }),
  );
}
