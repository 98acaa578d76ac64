import type { JobSearchFilter } from '@jobportal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types';
import { DATE_POSTED, HIRE_TYPES, WORK_TYPES, dataOf, errorResponses, ref } from '../../openapi/schemas';
import { uuidParams } from '../../http/route-schemas';
import { getJobDetail, recordJobView, similarJobs } from '../../services/jobs/public-jobs';
import { getPublicCompany } from '../../services/companies';
import { searchJobsPage } from '../../services/search';
import { jobPageChanges } from '../../services/jobs/page-changes';

/** Sent by the gateway when it reads a job for the page's server-written head. */
export const PAGE_HEAD_HEADER = 'x-page-head';

/** Response header of GET /api/jobs/search: `hit` when the page came from the response cache, else `miss`. */
export const SEARCH_CACHE_HEADER = 'x-search-cache';

/** Query string of GET /api/jobs/search = JobSearchFilter (lists repeat the key). */
export const jobSearchQuerySchema = {
  type: 'object',
  properties: {
    main_input: { type: 'string', maxLength: 200 },
    tag: { type: 'array', items: { type: 'string', minLength: 1, maxLength: 60 }, maxItems: 30 },
    location: { type: 'array', items: { type: 'integer', minimum: 1, maximum: 32767 }, maxItems: 77 },
    workType: { type: 'array', items: { type: 'string', enum: WORK_TYPES }, maxItems: 3 },
    hireType: { type: 'array', items: { type: 'string', enum: HIRE_TYPES }, maxItems: 5 },
    education: { type: 'array', items: { type: 'integer', minimum: 1, maximum: 32767 }, maxItems: 20 },
    minimum_salary: { type: 'integer', minimum: 0, maximum: 10_000_000 },
    orderBy: { type: 'string', enum: ['relevance', 'newest'] },
    datePosted: { type: 'integer', enum: DATE_POSTED },
    offset: { type: 'integer', minimum: 0, maximum: 10_000, default: 0 },
    limit: { type: 'integer', minimum: 1, maximum: 50, default: 20 },
    uid: { type: 'string', maxLength: 128 },
  },
  additionalProperties: false,
} as const;

export default async function jobRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const { db } = opts;

  app.get<{ Querystring: JobSearchFilter }>(
    '/jobs/search',
    {
      onRequest: app.optionalCandidate,
      schema: {
        tags: ['jobs'],
        summary: 'Search open jobs (Thai-aware full text, filters, facets)',
        querystring: jobSearchQuerySchema,
        response: { 200: dataOf(ref('JobSearchResult')), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { uid: _ignored, ...filter } = request.query;
      const viewer = request.identity ? { uid: request.identity.uid } : null;
      const { page, result, shared, hit } = await searchJobsPage(db, filter, viewer);
      reply.header(SEARCH_CACHE_HEADER, hit ? 'hit' : 'miss');
      if (!shared) return { data: result };
      // A popular search: the cached page's body is serialised (by this route's schema) and encoded once, then sent as
      // it is: no serialisation nor UTF-8 encoding per request.
      page.body ??= Buffer.from(reply.serialize({ data: result }) as string, 'utf8');
      return reply.type('application/json; charset=utf-8').send(page.body);
    },
  );

  app.get<{ Querystring: { after: number } }>(
    '/jobs/changes',
    {
      schema: {
        tags: ['jobs'],
        summary:
          'Jobs whose public page changed after a point of the change feed (the gateway drops their page data)',
        querystring: {
          type: 'object',
          properties: { after: { type: 'integer', minimum: -1, default: -1 } },
          additionalProperties: false,
        },
        response: {
          200: dataOf({
            type: 'object',
            properties: { seq: { type: 'integer' }, jobs: { type: 'array', items: { type: 'string' } } },
            required: ['seq', 'jobs'],
          }),
          ...errorResponses(400),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await jobPageChanges(db, request.query.after) };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/jobs/:id',
    {
      onRequest: app.optionalCandidate,
      schema: {
        tags: ['jobs'],
        summary: 'Job detail (published or closed); records a view',
        params: uuidParams('id'),
        response: { 200: dataOf(ref('JobDetail')), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const viewerUid = request.identity?.uid ?? null;
      const detail = await getJobDetail(db, request.params.id, viewerUid);
      // The gateway reads the job to write the page's head (PAGE_HEAD_HEADER): not a view, the page's own read is.
      if (request.headers[PAGE_HEAD_HEADER] !== '1')
        await recordJobView(db, detail.id, viewerUid).catch((err: unknown) =>
          request.log.warn({ err }, 'job view not recorded'),
        );
      return { data: detail };
    },
  );

  app.get<{ Params: { id: string }; Querystring: { limit: number } }>(
    '/jobs/:id/similar',
    {
      onRequest: app.optionalCandidate,
      schema: {
        tags: ['jobs'],
        summary: 'Open jobs similar to this one',
        params: uuidParams('id'),
        querystring: {
          type: 'object',
          properties: { limit: { type: 'integer', minimum: 1, maximum: 20, default: 6 } },
          additionalProperties: false,
        },
        response: { 200: dataOf({ type: 'array', items: ref('JobCard') }), ...errorResponses(400, 404) },
      },
    },
    async (request) => ({
      data: await similarJobs(db, request.params.id, request.query.limit, request.identity?.uid ?? null),
    }),
  );

  app.get<{ Params: { id: string } }>(
    '/companies/:id',
    {
      onRequest: app.optionalCandidate,
      schema: {
        tags: ['companies'],
        summary: "A company's public page with its open jobs",
        params: uuidParams('id'),
        response: { 200: dataOf(ref('PublicCompany')), ...errorResponses(400, 404) },
      },
    },
    async (request) => ({
      data: await getPublicCompany(db, request.params.id, request.identity?.uid ?? null),
    }),
  );
}
