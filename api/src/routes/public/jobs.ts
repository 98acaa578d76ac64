import {
  DataOf,
  Defaulted,
  JobDetail,
  JobCard,
  JobPageChanges,
  JobSearchFilter,
  JobSearchResult,
  PublicCompany,
  Ref,
  SEARCH_LIMITS,
} from '@jobportal/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import type { Db } from '../../db/types';
import { errorResponses } from '../../openapi/schemas';
import { IdParams } from '../../http/route-schemas';
import { getJobDetail, recordJobView, similarJobs } from '../../services/jobs/public-jobs';
import { getPublicCompany } from '../../services/companies';
import { searchJobsPage, unknownStationFields } from '../../services/search';
import { validationError } from '../../errors/api-error';
import { jobPageChanges } from '../../services/jobs/page-changes';

/**
 * Sent by the gateway when it reads for a page it writes (the head, the server render): the server's read, not a
 * visitor's view. The browser's own read of the job, once the page is live, counts the view.
 */
export const PAGE_HEAD_HEADER = 'x-page-head';

/** Response header of GET /api/jobs/search: `hit` when the page came from the response cache, else `miss`. */
export const SEARCH_CACHE_HEADER = 'x-search-cache';

/** `after` of GET /api/jobs/changes when not given: only the newest seq (where a fresh reader starts). */
const FEED_START = -1;

export default async function jobRoutes(fastify: FastifyInstance, opts: { db: Db }): Promise<void> {
  const { db } = opts;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/jobs/search',
    {
      onRequest: app.optionalCandidate,
      schema: {
        tags: ['jobs'],
        summary: 'Search open jobs (Thai-aware full text, filters, facets)',
        querystring: JobSearchFilter,
        response: { 200: DataOf(Ref(JobSearchResult)), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { uid: _ignored, ...filter } = request.query;
      const unknownStations = unknownStationFields(filter.station);
      if (unknownStations.length > 0) throw validationError(unknownStations);
      const viewer = request.identity ? { uid: request.identity.uid } : null;
      const { page, result, shared, hit } = await searchJobsPage(db, filter, viewer);
      reply.header(SEARCH_CACHE_HEADER, hit ? 'hit' : 'miss');
      if (!shared) return { data: result };
      // A popular search: the cached page's body is serialised (by this route's schema) and encoded once, then sent as
      // it is: no serialisation nor UTF-8 encoding per request.
      // The bytes are past the schema's type (already serialised by it), hence the untyped reply.
      page.body ??= Buffer.from(reply.serialize({ data: result }) as string, 'utf8');
      const raw: FastifyReply = reply;
      return raw.type('application/json; charset=utf-8').send(page.body);
    },
  );

  app.get(
    '/jobs/changes',
    {
      schema: {
        tags: ['jobs'],
        summary:
          'Jobs whose public page changed after a point of the change feed (the gateway drops their page data)',
        querystring: Type.Object(
          {
            // a seq is a bigint; beyond a safe integer the number would not even reach the database intact
            after: Defaulted(
              Type.Integer({ minimum: FEED_START, maximum: Number.MAX_SAFE_INTEGER, default: FEED_START }),
            ),
          },
          { additionalProperties: false },
        ),
        response: { 200: DataOf(JobPageChanges), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await jobPageChanges(db, request.query.after) };
    },
  );

  app.get(
    '/jobs/:id',
    {
      onRequest: app.optionalCandidate,
      schema: {
        tags: ['jobs'],
        summary: 'Job detail (published or closed); records a view',
        params: IdParams,
        response: { 200: DataOf(Ref(JobDetail)), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const viewerUid = request.identity?.uid ?? null;
      const detail = await getJobDetail(db, request.params.id, viewerUid);
      // The gateway's reads for a page it writes (PAGE_HEAD_HEADER) are not views; the browser's read is.
      if (request.headers[PAGE_HEAD_HEADER] !== '1')
        await recordJobView(db, detail.id, viewerUid).catch((err: unknown) =>
          request.log.warn({ err }, 'job view not recorded'),
        );
      return { data: detail };
    },
  );

  app.get(
    '/jobs/:id/similar',
    {
      onRequest: app.optionalCandidate,
      schema: {
        tags: ['jobs'],
        summary: 'Open jobs similar to this one',
        params: IdParams,
        querystring: Type.Object(
          {
            limit: Defaulted(
              Type.Integer({
                minimum: 1,
                maximum: SEARCH_LIMITS.similarMax,
                default: SEARCH_LIMITS.similarDefault,
              }),
            ),
          },
          { additionalProperties: false },
        ),
        response: { 200: DataOf(Type.Array(Ref(JobCard))), ...errorResponses(400, 404) },
      },
    },
    async (request) => ({
      data: await similarJobs(db, request.params.id, request.query.limit, request.identity?.uid ?? null),
    }),
  );

  app.get(
    '/companies/:id',
    {
      onRequest: app.optionalCandidate,
      schema: {
        tags: ['companies'],
        summary: "A company's public page with its open jobs",
        params: IdParams,
        response: { 200: DataOf(Ref(PublicCompany)), ...errorResponses(400, 404) },
      },
    },
    async (request) => ({
      data: await getPublicCompany(db, request.params.id, request.identity?.uid ?? null),
    }),
  );
}
