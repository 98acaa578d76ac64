import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/types';
import { bearer, uuidParams } from '../http/route-schemas';
import { HIRE_TYPES, WORK_TYPES, errorResponses, ref } from '../openapi/schemas';
import { candidateMatches, candidateSkillSuggestions } from '../services/ai/candidate-service';
import { rankCandidatesForJob } from '../services/ai/employer-service';
import { providerFromEnv, type ExplanationProvider } from '../services/ai/provider';
import type { MatchFilter } from '../services/ai/rank';

/** AI matching routes: candidate job matches and skill suggestions, employer candidate ranking (docs/AI-MATCHING.md). */

type Schema = Record<string, unknown>;
const str: Schema = { type: 'string' };
const num: Schema = { type: 'number' };
const fit: Schema = { type: ['boolean', 'null'] };
const strs: Schema = { type: 'array', items: str };

export const matchExplanationSchema: Schema = {
  type: 'object',
  required: [
    'score',
    'matched_skills',
    'missing_skills',
    'required_skill_count',
    'salary_fit',
    'location_fit',
    'work_type_fit',
    'seniority_fit',
    'summary_th',
    'summary_en',
  ],
  properties: {
    score: num,
    matched_skills: strs,
    missing_skills: strs,
    required_skill_count: { type: 'integer' },
    salary_fit: { type: 'string', enum: ['within', 'below', 'above', 'unknown'] },
    location_fit: fit,
    work_type_fit: fit,
    seniority_fit: { type: 'string', enum: ['under', 'fit', 'over', 'unknown'] },
    summary_th: str,
    summary_en: str,
    related_skills: {
      type: 'array',
      items: {
        type: 'object',
        required: ['slug', 'via', 'credit'],
        properties: { slug: str, via: str, credit: num },
      },
    },
    hire_type_fit: fit,
    education_fit: fit,
    text_similarity: num,
    breakdown: {
      type: 'object',
      properties: Object.fromEntries(
        ['skills', 'text', 'seniority', 'salary', 'location', 'work_type', 'hire_type', 'education'].map(
          (k) => [k, num],
        ),
      ),
    },
  },
};

const hintSchema: Schema = {
  type: 'object',
  required: ['code', 'message_th', 'message_en', 'items'],
  properties: { code: str, message_th: str, message_en: str, items: strs },
};

const suggestionSchema: Schema = {
  type: 'object',
  required: ['slug', 'reason_th', 'reason_en', 'lift', 'additional_jobs'],
  properties: {
    slug: str,
    name: str,
    reason_th: str,
    reason_en: str,
    lift: num,
    additional_jobs: { type: 'integer' },
    co_occurrence: { type: 'integer' },
    support: num,
    usefulness: num,
  },
};

const matchesQuery: Schema = {
  type: 'object',
  properties: {
    tag: { type: 'array', items: { type: 'string', minLength: 1, maxLength: 60 }, maxItems: 30 },
    location: { type: 'array', items: { type: 'integer', minimum: 1, maximum: 32767 }, maxItems: 77 },
    workType: { type: 'array', items: { type: 'string', enum: WORK_TYPES }, maxItems: 3 },
    hireType: { type: 'array', items: { type: 'string', enum: HIRE_TYPES }, maxItems: 5 },
    education: { type: 'array', items: { type: 'integer', minimum: 1, maximum: 32767 }, maxItems: 20 },
    minimum_salary: { type: 'integer', minimum: 0, maximum: 10_000_000 },
    limit: { type: 'integer', minimum: 1, maximum: 50, default: 20 },
    uid: { type: 'string', maxLength: 128 },
  },
  additionalProperties: false,
};

export default async function aiRoutes(
  app: FastifyInstance,
  opts: { db: Db; provider?: ExplanationProvider },
): Promise<void> {
  const { db } = opts;
  const provider = opts.provider ?? providerFromEnv();

  app.get<{ Querystring: MatchFilter & { limit: number; uid?: string } }>(
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
          200: {
            type: 'object',
            required: ['data', 'hints'],
            properties: {
              data: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['job', 'match'],
                  properties: { job: ref('JobCard'), match: matchExplanationSchema },
                },
              },
              hints: { type: 'array', items: hintSchema },
            },
          },
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const { limit, uid: _ignored, ...filter } = request.query;
      return candidateMatches(db, request.identity!.uid, filter, limit, provider);
    },
  );

  app.get<{ Querystring: { target_role?: string } }>(
    '/candidate/ai/skill-suggestions',
    {
      onRequest: app.requireActiveCandidate,
      schema: {
        tags: ['ai'],
        security: bearer,
        summary:
          'Skills that open jobs ask for together with mine (co-occurrence and lift), with how many more jobs each would match',
        querystring: {
          type: 'object',
          properties: { target_role: { type: 'string', maxLength: 100 } },
          additionalProperties: false,
        },
        response: {
          200: {
            type: 'object',
            required: ['data'],
            properties: { data: { type: 'array', items: suggestionSchema } },
          },
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => ({
      data: await candidateSkillSuggestions(db, request.identity!.uid, request.query.target_role),
    }),
  );

  app.get<{ Params: { id: string }; Querystring: { limit: number } }>(
    '/corporate/jobs/:id/ai/candidates',
    {
      onRequest: app.requireCorporate,
      schema: {
        tags: ['ai'],
        security: bearer,
        summary: "Applicants and findable candidates ranked by fit with one of my company's jobs",
        params: uuidParams('id'),
        querystring: {
          type: 'object',
          properties: { limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 } },
          additionalProperties: false,
        },
        response: {
          200: {
            type: 'object',
            required: ['data'],
            properties: {
              data: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['candidate', 'applied', 'match'],
                  properties: {
                    candidate: ref('CandidateForEmployer'),
                    applied: { type: 'boolean' },
                    match: matchExplanationSchema,
                  },
                },
              },
            },
          },
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
