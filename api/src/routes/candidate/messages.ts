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
import { candidatePostableThread, sendCandidateMessage } from '../../services/messages/send';
import { candidateMarkRead, candidateThread } from '../../services/messages/thread';
import { candidateUnread } from '../../services/messages/unread';
import { storeMessageAttachment } from '../../services/messages/upload';

/** 204 No Content, sent without a body (past the typed reply, which would want a null). */
const noBody = (reply: FastifyReply): FastifyReply => reply.code(204).send();

/** The candidate side of the messages per application (issue 43): their own applications only. */
export default async function candidateMessageRoutes(
  fastify: FastifyInstance,
  opts: { db: Db },
): Promise<void> {
  const { db } = opts;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['messages'];

  app.get(
    '/candidate/applications/:id/messages',
    {
      onRequest: app.requireCandidate,
      schema: {
        tags,
        security: bearer,
        summary: 'The thread of my application with the company (readable also after withdrawal)',
        params: IdParams,
        response: { 200: DataOf(MessageThread), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      data: await candidateThread(
        db,
        request.identity!,
        request.params.id,
        localeOf(request.headers['accept-language']),
      ),
    }),
  );

  app.post(
    '/candidate/applications/:id/messages',
    {
      onRequest: app.requireActiveCandidate,
      config: { idempotent: true },
      schema: {
        tags,
        security: bearer,
        summary: "Write to the company about my application (notifies the job's team in-app and by e-mail)",
        params: IdParams,
        body: MessageInput,
        response: {
          200: DataOf(Type.Object({ id: Type.String() })),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => ({
      data: await sendCandidateMessage(db, request.identity!, request.params.id, {
        body: request.body.body,
        attachmentFileId: request.body.attachment_file_id ?? null,
      }),
    }),
  );

  app.post(
    '/candidate/applications/:id/messages/read',
    {
      onRequest: app.requireCandidate,
      schema: {
        tags,
        security: bearer,
        summary: 'I have read the thread',
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await candidateMarkRead(db, request.identity!, request.params.id);
      return noBody(reply);
    },
  );

  app.post(
    '/candidate/applications/:id/messages/attachments',
    {
      onRequest: app.requireActiveCandidate,
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
      const identity = request.identity!;
      await candidatePostableThread(db, identity, request.params.id);
      const upload = await readSingleUpload(request, MESSAGE_ATTACHMENT_MAX_BYTES);
      return { data: await storeMessageAttachment(db, { uid: identity.uid, role: 'candidate' }, upload) };
    },
  );

  app.get(
    '/candidate/messages/unread',
    {
      onRequest: app.requireCandidate,
      schema: {
        tags,
        security: bearer,
        summary: 'My unread company messages per application',
        response: { 200: DataOf(UnreadCounts), ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ data: await candidateUnread(db, request.identity!.uid) }),
  );
}
