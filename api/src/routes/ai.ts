import {
  CandidateMatch,
  DataOf,
  Defaulted,
  JobMatch,
  MATCH_LIMITS,
  MatchFilter,
  MatchHint,
  SEARCH_LIMITS,
  SkillSuggestion,
} from '@jobportal/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { Db } from '../db/types';
import { IdParams, bearer } from '../http/route-schemas';
import { errorResponses } from '../openapi/schemas';
import { candidateMatches, candidateSkillSuggestions } from '../services/ai/candidate-service';
import { rankCandidatesForJob } from '../services/ai/employer-service';
import { providerFromEnv, type ExplanationProvider } from '../services/ai/provider';

/** AI matching routes: candidate job matches and skill suggestions, employer candidate ranking (docs/AI-MATCHING.md). */

/** Query string of GET /candidate/ai/matches: the match filters, how many, and the spec's ignored uid. */
const matchesQuery = Type.Object(
  {
    ...MatchFilter.properties,
    limit: Defaulted(
      Type.Integer({ minimum: 1, maximum: MATCH_LIMITS.limitMax, default: MATCH_LIMITS.limitDefault }),
    ),
    uid: Type.Optional(Type.String({ maxLength: SEARCH_LIMITS.uidMax })),
  },
  { additionalProperties: false },
);

export default async function aiRoutes(
  fastify: FastifyInstance,
  opts: { db: Db; provider?: ExplanationProvider },
): Promise<void> {
  const { db } = opts;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const provider = opts.provider ?? providerFromEnv();

  app.get(
    '/candidate/ai/matches',
    {
      onRequest: app.requireActiveCandidate,
      schema: {
        tags: ['ai'],
        security: bearer,
        summary:
          'Open jobs ranked by fit with my profile, each with a score 0..100 and its explanation; plus improvement hints',
        querystring: matchesQuery,
        response: {
          200: Type.Object({ data: Type.Array(JobMatch), hints: Type.Array(MatchHint) }),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const { limit, uid: _ignored, ...filter } = request.query;
      return candidateMatches(db, request.identity!.uid, filter, limit, provider);
    },
  );

  app.get(
    '/candidate/ai/skill-suggestions',
    {
      onRequest: app.requireActiveCandidate,
      schema: {
        tags: ['ai'],
        security: bearer,
        summary:
          'Skills that open jobs ask for together with mine (co-occurrence and lift), with how many more jobs each would match',
        querystring: Type.Object(
          { target_role: Type.Optional(Type.String({ maxLength: MATCH_LIMITS.targetRoleMax })) },
          { additionalProperties: false },
        ),
        response: {
          200: DataOf(Type.Array(SkillSuggestion)),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => ({
      data: await candidateSkillSuggestions(db, request.identity!.uid, request.query.target_role),
    }),
  );

  app.get(
    '/corporate/jobs/:id/ai/candidates',
    {
      onRequest: app.requireCorporate,
      schema: {
        tags: ['ai'],
        security: bearer,
        summary: "Applicants and findable candidates ranked by fit with one of my company's jobs",
        params: IdParams,
        querystring: Type.Object(
          {
            limit: Defaulted(
              Type.Integer({
                minimum: 1,
                maximum: MATCH_LIMITS.candidatesLimitMax,
                default: MATCH_LIMITS.candidatesLimitDefault,
              }),
            ),
          },
          { additionalProperties: false },
        ),
        response: {
          200: DataOf(Type.Array(CandidateMatch)),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => ({
      data: await rankCandidatesForJob(
        db,
        request.corporate!,
        request.params.id,
        request.query.limit,
        provider,
      ),
    }),
  );
}
