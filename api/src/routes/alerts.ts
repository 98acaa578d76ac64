import {
  AppNotification,
  DataOf,
  EmailPreferencesInput,
  EmailPreferencesView,
  PageOf,
  SavedSearch,
  SavedSearchInput,
  SavedSearchPatch,
  pageQueryProps,
} from '@jobportal/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { Type } from 'typebox';
import type { Db } from '../db/types';
import { errorResponses } from '../openapi/schemas';
import { IdParams, bearer } from '../http/route-schemas';
import { ensureCandidate } from '../services/candidates/profile';
import { localeOf, type Recipient } from '../services/alerts/kinds';
import { listNotifications, markAllRead, markRead, unreadCount } from '../services/alerts/inbox';
import { preferencesView, setPreferences } from '../services/alerts/preferences';
import {
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  updateSavedSearch,
} from '../services/alerts/saved-searches';

/** 204 No Content: documented as null, sent without a body (past the typed reply, which would want a null). */
const noContent = Type.Null();
const noBody = (reply: FastifyReply): FastifyReply => reply.code(204).send();

/** Saved searches (candidates) and the notification inbox and e-mail preferences (both roles). */
export default async function alertRoutes(fastify: FastifyInstance, opts: { db: Db }): Promise<void> {
  const { db } = opts;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const candidateTags = ['candidate', 'alerts'];

  app.get(
    '/candidate/saved-searches',
    {
      onRequest: app.requireActiveCandidate,
      schema: {
        tags: candidateTags,
        security: bearer,
        summary: 'My saved searches (job alerts), oldest first',
        response: { 200: DataOf(Type.Array(SavedSearch)), ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ data: await listSavedSearches(db, request.identity!.uid) }),
  );

  app.post(
    '/candidate/saved-searches',
    {
      onRequest: app.requireActiveCandidate,
      config: { idempotent: true },
      schema: {
        tags: candidateTags,
        security: bearer,
        summary:
          'Save the job search (the search page URL parameters) as an alert; at most 20 (409 SAVED_SEARCH_LIMIT). The e-mail language is the accept-language of this request',
        body: SavedSearchInput,
        response: { 201: DataOf(SavedSearch), ...errorResponses(400, 401, 403, 409) },
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

  app.patch(
    '/candidate/saved-searches/:id',
    {
      onRequest: app.requireActiveCandidate,
      schema: {
        tags: candidateTags,
        security: bearer,
        summary: 'Rename, change the frequency of, pause or resume a saved search',
        params: IdParams,
        body: SavedSearchPatch,
        response: { 200: DataOf(SavedSearch), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      data: await updateSavedSearch(db, request.identity!.uid, request.params.id, request.body),
    }),
  );

  app.delete(
    '/candidate/saved-searches/:id',
    {
      onRequest: app.requireActiveCandidate,
      schema: {
        tags: candidateTags,
        security: bearer,
        summary: 'Delete a saved search',
        params: IdParams,
        response: { 204: noContent, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteSavedSearch(db, request.identity!.uid, request.params.id);
      return noBody(reply);
    },
  );

  inboxRoutes(fastify, db, '/candidate', app.requireActiveCandidate, (r) => ({
    uid: r.identity!.uid,
    role: 'candidate',
  }));
  inboxRoutes(fastify, db, '/corporate', app.requireCorporate, (r) => ({
    uid: r.corporate!.uid,
    role: 'corporate',
  }));
}

/** The bell's routes of one role: list, unread count, mark read, mark all read, e-mail preferences. */
function inboxRoutes(
  fastify: FastifyInstance,
  db: Db,
  base: string,
  guard: onRequestAsyncHookHandler,
  me: (r: FastifyRequest) => Recipient,
): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = [base.slice(1), 'alerts'];
  app.get(
    `${base}/notifications`,
    {
      onRequest: guard,
      schema: {
        tags,
        security: bearer,
        summary: 'My notifications, newest first',
        querystring: Type.Object(pageQueryProps(), { additionalProperties: false }),
        response: { 200: PageOf(AppNotification), ...errorResponses(400, 401, 403) },
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
          200: DataOf(Type.Object({ count: Type.Integer() })),
          ...errorResponses(401, 403),
        },
      },
    },
    async (request) => ({ data: { count: await unreadCount(db, me(request)) } }),
  );
  app.post(
    `${base}/notifications/:id/read`,
    {
      onRequest: guard,
      schema: {
        tags,
        security: bearer,
        summary: 'Mark one notification read (idempotent)',
        params: IdParams,
        response: { 204: noContent, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await markRead(db, me(request), request.params.id);
      return noBody(reply);
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
          200: DataOf(Type.Object({ updated: Type.Integer() })),
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
        response: { 200: DataOf(EmailPreferencesView), ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ data: await preferencesView(db, me(request)) }),
  );
  app.put(
    `${base}/notification-preferences`,
    {
      onRequest: guard,
      schema: {
        tags,
        security: bearer,
        summary: 'Set the e-mail language and the kinds of e-mail switched off',
        body: EmailPreferencesInput,
        response: { 200: DataOf(EmailPreferencesView), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      await setPreferences(db, me(request), request.body);
      return { data: await preferencesView(db, me(request)) };
    },
  );
}
