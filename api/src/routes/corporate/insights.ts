import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types';
import { dataOf, errorResponses, pageOf, ref } from '../../openapi/schemas';
import { bearer } from '../../http/route-schemas';
import { pageQuerySchema } from '../../services/pagination';
import { listCompanyActivities } from '../../services/activity';
import {
  browseCandidates,
  viewCandidate,
  type CandidateBrowseQuery,
} from '../../services/corporate/candidates';
import { getDashboard } from '../../services/corporate/dashboard';

export default async function corporateInsightRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const { db } = opts;
  const pre = app.requireCorporate;

  app.get<{ Querystring: CandidateBrowseQuery }>(
    '/corporate/candidates',
    {
      onRequest: pre,
      schema: {
        tags: ['corporate candidates'],
        security: bearer,
        summary: 'Find candidates who allow employers to find them',
        querystring: {
          type: 'object',
          properties: {
            q: { type: 'string', maxLength: 200 },
            skills: { type: 'array', items: { type: 'string', minLength: 1, maxLength: 60 }, maxItems: 20 },
            province: { type: 'array', items: { type: 'integer', minimum: 1, maximum: 32767 }, maxItems: 77 },
            min_years: { type: 'integer', minimum: 0, maximum: 60 },
            max_salary: { type: 'integer', minimum: 0, maximum: 10_000_000 },
            ...pageQuerySchema,
          },
          additionalProperties: false,
        },
        response: { 200: pageOf(ref('CandidateForEmployer')), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await browseCandidates(db, request.corporate!, request.query) }),
  );

  app.get<{ Params: { uid: string } }>(
    '/corporate/candidates/:uid',
    {
      onRequest: pre,
      schema: {
        tags: ['corporate candidates'],
        security: bearer,
        summary: "A candidate's profile (records a profile view)",
        params: {
          type: 'object',
          required: ['uid'],
          properties: { uid: { type: 'string', minLength: 1, maxLength: 128 } },
        },
        response: { 200: dataOf(ref('CandidateForEmployer')), ...errorResponses(401, 403, 404) },
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
        response: { 200: dataOf(ref('CorporateDashboard')), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ data: await getDashboard(db, request.corporate!) }),
  );

  app.get<{ Querystring: { type?: string; offset: number; limit: number } }>(
    '/corporate/activities',
    {
      onRequest: pre,
      schema: {
        tags: ['corporate'],
        security: bearer,
        summary: "The company's activity feed, newest first",
        querystring: {
          type: 'object',
          properties: { type: { type: 'string', maxLength: 40 }, ...pageQuerySchema },
          additionalProperties: false,
        },
        response: { 200: pageOf(ref('ActivityEvent')), ...errorResponses(400, 401, 403, 404) },
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
