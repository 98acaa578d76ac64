import {
  DataOf,
  PageOf,
  SupportMessageQuery,
  SupportMessageSummary,
  SupportReplyInput,
  SupportStatusInput,
  SupportThread,
} from '@jobportal/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types';
import { errorResponses } from '../../openapi/schemas';
import { IdParams, staffBearer } from '../../http/route-schemas';
import { getThread, listMessages, setMessageStatus } from '../../services/backoffice/support-inbox';
import { replyToMessage } from '../../services/backoffice/support-reply';

/** The support inbox of the back office (role support): contact-form messages, replies by e-mail. */
export default async function backofficeSupportRoutes(
  fastify: FastifyInstance,
  opts: { db: Db },
): Promise<void> {
  const { db } = opts;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['backoffice'];
  const guard = app.requireStaff('support');
  const security = staffBearer('support');
  const thread = DataOf(SupportThread);

  app.get(
    '/backoffice/support/messages',
    {
      onRequest: guard,
      schema: {
        tags,
        security,
        summary: 'Contact-form messages, newest first, by status and text',
        querystring: SupportMessageQuery,
        response: { 200: PageOf(SupportMessageSummary), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ data: await listMessages(db, request.query) }),
  );

  app.get(
    '/backoffice/support/messages/:id',
    {
      onRequest: guard,
      schema: {
        tags,
        security,
        summary: 'A message with its replies',
        params: IdParams,
        response: { 200: thread, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await getThread(db, request.params.id) }),
  );

  app.post(
    '/backoffice/support/messages/:id/replies',
    {
      onRequest: guard,
      schema: {
        tags,
        security,
        summary:
          "Reply: e-mailed to the sender through the queue (in the message's language, quoting it, Reply-To the support address)",
        params: IdParams,
        body: SupportReplyInput,
        response: { 201: thread, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ data: await replyToMessage(db, request.staff!, request.params.id, request.body) }),
  );

  app.post(
    '/backoffice/support/messages/:id/status',
    {
      onRequest: guard,
      schema: {
        tags,
        security,
        summary:
          'Set the status (new, answered, closed); 409 INVALID_STATUS_TRANSITION when it is already that',
        params: IdParams,
        body: SupportStatusInput,
        response: { 200: thread, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      data: await setMessageStatus(db, request.staff!, request.params.id, request.body),
    }),
  );
}
