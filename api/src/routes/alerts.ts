import type { JobSearchFilter } from '@jobportal/contracts';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Db } from '../db/types';
import { dataOf, errorResponses } from '../openapi/schemas';
import { bearer, uuidParams } from '../http/route-schemas';
import { pageQuerySchema } from '../services/pagination';
import { ensureCandidate } from '../services/candidates/profile';
import { jobSearchQuerySchema } from './public/jobs';
import { localeOf, NOTIFICATION_KINDS, type Recipient } from '../services/alerts/kinds';
import { listNotifications, markAllRead, markRead, unreadCount } from '../services/alerts/inbox';
import { preferencesView, setPreferences, type Preferences } from '../services/alerts/preferences';
import {
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  updateSavedSearch,
  type Frequency,
} from '../services/alerts/saved-searches';

const FREQUENCIES = ['instant', 'daily', 'weekly'];
const name = { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' };
const { offset: _o, limit: _l, orderBy: _b, uid: _u, ...savedFilterProps } = jobSearchQuerySchema.properties;
const savedFilter = { type: 'object', properties: savedFilterProps, additionalProperties: false };
const savedSearchSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    filter: { type: 'object', additionalProperties: true },
    frequency: { type: 'string', enum: FREQUENCIES },
    paused: { type: 'boolean' },
    locale: { type: 'string', enum: ['th', 'en'] },
    created_at: { type: 'string' },
    updated_at: { type: 'string' },
  },
};
const notificationSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    kind: { type: 'string', enum: NOTIFICATION_KINDS },
    payload: { type: 'object', additionalProperties: true },
    read_at: { type: ['string', 'null'] },
    created_at: { type: 'string' },
  },
};
const preferencesSchema = {
  type: 'object',
  properties: {
    locale: { type: 'string', enum: ['th', 'en'] },
    email_off: { type: 'array', items: { type: 'string', enum: NOTIFICATION_KINDS }, maxItems: 10 },
  },
  additionalProperties: false,
};
/** The preferences with the candidate's marketing consent (digests need it; null for employers). */
const preferencesViewSchema = {
  type: 'object',
  properties: { ...preferencesSchema.properties, marketing_consent: { type: ['boolean', 'null'] } },
};

/** Saved searches (candidates) and the notification inbox and e-mail preferences (both roles). */
export default async function alertRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const { db } = opts;
  const candidateTags = ['candidate', 'alerts'];

  app.get(
    '/candidate/saved-searches',
    {
      onRequest: app.requireActiveCandidate,
      schema: {
        tags: candidateTags,
        security: bearer,
        summary: 'My saved searches (job alerts), oldest first',
        response: { 200: dataOf({ type: 'array', items: savedSearchSchema }), ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ data: await listSavedSearches(db, request.identity!.uid) }),
  );

  app.post<{ Body: { name: string; filter: JobSearchFilter; frequency: Frequency } }>(
    '/candidate/saved-searches',
    {
      onRequest: app.requireActiveCandidate,
      schema: {
        tags: candidateTags,
        security: bearer,
        summary:
          'Save the job search (the search page URL parameters) as an alert; at most 20 (409 SAVED_SEARCH_LIMIT). The e-mail language is the accept-language of this request',
        body: {
          type: 'object',
          required: ['name', 'filter', 'frequency'],
          properties: { name, filter: savedFilter, frequency: { type: 'string', enum: FREQUENCIES } },
          additionalProperties: false,
        },
        response: { 201: dataOf(savedSearchSchema), ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const locale = localeOf(request.headers['accept-language']);
      await ensureCandidate(db, request.identity!);
      const saved = await createSavedSearch(db, request.identity!.uid, request.body, locale);
      await setPreferences(db, { uid: request.identity!.uid, role: 'candidate' }, { locale });
      return reply.code(201).send({ data: saved });
    },
  );

  app.patch<{ Params: { id: string }; Body: { name?: string; frequency?: Frequency; paused?: boolean } }>(
    '/candidate/saved-searches/:id',
    {
      onRequest: app.requireActiveCandidate,
      schema: {
        tags: candidateTags,
        security: bearer,
        summary: 'Rename, change the frequency of, pause or resume a saved search',
        params: uuidParams('id'),
        body: {
          type: 'object',
          minProperties: 1,
          properties: { name, frequency: { type: 'string', enum: FREQUENCIES }, paused: { type: 'boolean' } },
          additionalProperties: false,
        },
        response: { 200: dataOf(savedSearchSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      data: await updateSavedSearch(db, request.identity!.uid, request.params.id, request.body),
    }),
  );

  app.delete<{ Params: { id: string } }>(
    '/candidate/saved-searches/:id',
    {
      onRequest: app.requireActiveCandidate,
      schema: {
        tags: candidateTags,
        security: bearer,
        summary: 'Delete a saved search',
        params: uuidParams('id'),
        response: { 204: { type: 'null' }, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteSavedSearch(db, request.identity!.uid, request.params.id);
      return reply.code(204).send();
    },
  );

  inboxRoutes(app, db, '/candidate', app.requireActiveCandidate, (r) => ({
    uid: r.identity!.uid,
    role: 'candidate',
  }));
  inboxRoutes(app, db, '/corporate', app.requireCorporate, (r) => ({
    uid: r.corporate!.uid,
    role: 'corporate',
  }));
}

/** The bell's routes of one role: list, unread count, mark read, mark all read, e-mail preferences. */
function inboxRoutes(
  app: FastifyInstance,
  db: Db,
  base: string,
  guard: onRequestAsyncHookHandler,
  me: (r: FastifyRequest) => Recipient,
): void {
  const tags = [base.slice(1), 'alerts'];
  app.get<{ Querystring: { offset: number; limit: number } }>(
    `${base}/notifications`,
    {
      onRequest: guard,
      schema: {
        tags,
        security: bearer,
        summary: 'My notifications, newest first',
        querystring: { type: 'object', properties: pageQuerySchema, additionalProperties: false },
        response: {
          200: dataOf({
            type: 'object',
            properties: {
              items: { type: 'array', items: notificationSchema },
              total: { type: 'integer' },
              offset: { type: 'integer' },
              limit: { type: 'integer' },
            },
          }),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => ({
      data: await listNotifications(db, me(request), request.query.offset, request.query.limit),
    }),
  );
  app.get(
    `${base}/notifications/unread-count`,
    {
      onRequest: guard,
      schema: {
        tags,
        security: bearer,
        summary: 'The number of unread notifications (the bell)',
        response: {
          200: dataOf({ type: 'object', properties: { count: { type: 'integer' } } }),
          ...errorResponses(401, 403),
        },
      },
    },
    async (request) => ({ data: { count: await unreadCount(db, me(request)) } }),
  );
  app.post<{ Params: { id: string } }>(
    `${base}/notifications/:id/read`,
    {
      onRequest: guard,
      schema: {
        tags,
        security: bearer,
        summary: 'Mark one notification read (idempotent)',
        params: uuidParams('id'),
        response: { 204: { type: 'null' }, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await markRead(db, me(request), request.params.id);
      return reply.code(204).send();
    },
  );
  app.post(
    `${base}/notifications/read-all`,
    {
      onRequest: guard,
      schema: {
        tags,
        security: bearer,
        summary: 'Mark every notification read',
        response: {
          200: dataOf({ type: 'object', properties: { updated: { type: 'integer' } } }),
          ...errorResponses(401, 403),
        },
      },
    },
    async (request) => ({ data: { updated: await markAllRead(db, me(request)) } }),
  );
  app.get(
    `${base}/notification-preferences`,
    {
      onRequest: guard,
      schema: {
        tags,
        security: bearer,
        summary: 'E-mail language, the kinds of e-mail switched off and the marketing consent digests need',
        response: { 200: dataOf(preferencesViewSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ data: await preferencesView(db, me(request)) }),
  );
  app.put<{ Body: Partial<Preferences> }>(
    `${base}/notification-preferences`,
    {
      onRequest: guard,
      schema: {
        tags,
        security: bearer,
        summary: 'Set the e-mail language and the kinds of e-mail switched off',
        body: preferencesSchema,
        response: { 200: dataOf(preferencesViewSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      await setPreferences(db, me(request), request.body);
      return { data: await preferencesView(db, me(request)) };
    },
  );
}
