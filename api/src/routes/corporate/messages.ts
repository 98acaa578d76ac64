import { DataOf, FileInfo, MessageInput, MessageThread, Ref, UnreadCounts } from '@jobportal/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import type { Db } from '../../db/types';
import { errorResponses } from '../../openapi/schemas';
import { IdParams, bearer } from '../../http/route-schemas';
import { readSingleUpload } from '../../http/multipart';
import { localeOf } from '../../services/alerts/kinds';
import { MESSAGE_ATTACHMENT_MAX_BYTES } from '../../services/messages/attachments';
import { companyPostableThread, sendCompanyMessage } from '../../services/messages/send';
import { companyMarkRead, companyThread } from '../../services/messages/thread';
import { companyUnread } from '../../services/messages/unread';
import { storeMessageAttachment } from '../../services/messages/upload';

/** 204 No Content, sent without a body (past the typed reply, which would want a null). */
const noBody = (reply: FastifyReply): FastifyReply => reply.code(204).send();

/** The employer side of the messages per application (issue 43). */
export default async function corporateMessageRoutes(
  fastify: FastifyInstance,
  opts: { db: Db },
): Promise<void> {
  const { db } = opts;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['messages'];
  const pre = app.requireCorporate;

  app.get(
    '/corporate/applications/:id/messages',
    {
      onRequest: pre,
      schema: {
        tags,
        security: bearer,
        summary:
          "The thread of one of our applications with the candidate (every team role reads it); empty while the candidate's data is closed to employers",
        params: IdParams,
        response: { 200: DataOf(MessageThread), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      data: await companyThread(
        db,
        request.corporate!,
        request.params.id,
        localeOf(request.headers['accept-language']),
      ),
    }),
  );

  app.post(
    '/corporate/applications/:id/messages',
    {
      onRequest: pre,
      config: { checkRevoked: true, idempotent: true },
      schema: {
        tags,
        security: bearer,
        summary:
          'Write to the candidate (job:message on the job; 409 THREAD_CLOSED after withdrawal, restriction or erasure request); notifies the candidate in-app and by e-mail',
        params: IdParams,
        body: MessageInput,
        response: {
          200: DataOf(Type.Object({ id: Type.String() })),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => ({
      data: await sendCompanyMessage(db, request.corporate!, request.params.id, {
        body: request.body.body,
        attachmentFileId: request.body.attachment_file_id ?? null,
      }),
    }),
  );

  app.post(
    '/corporate/applications/:id/messages/read',
    {
      onRequest: pre,
      schema: {
        tags,
        security: bearer,
        summary: 'The member has read the thread (their own read marker)',
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await companyMarkRead(db, request.corporate!, request.params.id);
      return noBody(reply);
    },
  );

  app.post(
    '/corporate/applications/:id/messages/attachments',
    {
      onRequest: pre,
      config: { checkRevoked: true },
      schema: {
        tags,
        security: bearer,
        summary:
          'Upload a file for a message (multipart `file`: PDF, DOCX, PNG, JPEG or WebP by content, <= 5 MB); readable by the thread only once sent',
        params: IdParams,
        consumes: ['multipart/form-data'],
        response: { 200: DataOf(Ref(FileInfo)), ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) => {
      const ctx = request.corporate!;
      await companyPostableThread(db, ctx, request.params.id);
      const upload = await readSingleUpload(request, MESSAGE_ATTACHMENT_MAX_BYTES);
      return { data: await storeMessageAttachment(db, { uid: ctx.uid, role: 'corporate' }, upload) };
    },
  );

  app.get(
    '/corporate/messages/unread',
    {
      onRequest: pre,
      schema: {
        tags,
        security: bearer,
        summary: "The member's unread candidate messages per application (optionally one job's)",
        querystring: Type.Object(
          { job_id: Type.Optional(Type.String({ format: 'uuid', maxLength: 36 })) },
          { additionalProperties: false },
        ),
        response: { 200: DataOf(UnreadCounts), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const ctx = request.corporate!;
      return { data: await companyUnread(db, ctx, request.query.job_id) };
    },
  );
}
