import {
  BackofficePost,
  BackofficePostInput,
  BackofficePostQuery,
  BackofficePostSummary,
  DataOf,
  PageOf,
  PostUnpublishInput,
  UploadedImage,
} from '@jobportal/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import type { Db } from '../../db/types';
import { errorResponses } from '../../openapi/schemas';
import { IdParams, staffBearer } from '../../http/route-schemas';
import { readSingleUpload } from '../../http/multipart';
import { ApiError } from '../../errors/api-error';
import { detectImage } from '../../services/file-types';
import { checkUploadedImage } from '../../services/image-bounds';
import { BLOG_COVER_MAX_BYTES, safeFileName } from '../../services/files';
import { storeBlogCover } from '../../services/backoffice/blog-cover';
import { getPost, listPosts } from '../../services/backoffice/posts';
import {
  createPost,
  deletePost,
  republishPost,
  unpublishPost,
  updatePost,
} from '../../services/backoffice/post-writes';

/** The blog editor of the back office (role editor): posts in every state, their covers. */
export default async function backofficeContentRoutes(
  fastify: FastifyInstance,
  opts: { db: Db },
): Promise<void> {
  const { db } = opts;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['backoffice'];
  const guard = app.requireStaff('editor');
  const security = staffBearer('editor');
  const post = DataOf(BackofficePost);

  app.get(
    '/backoffice/posts',
    {
      onRequest: guard,
      schema: {
        tags,
        security,
        summary: 'Blog posts in every state (draft, scheduled, published, unpublished), last saved first',
        querystring: BackofficePostQuery,
        response: { 200: PageOf(BackofficePostSummary), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ data: await listPosts(db, request.query) }),
  );

  app.get(
    '/backoffice/posts/:id',
    {
      onRequest: guard,
      schema: {
        tags,
        security,
        summary: 'One post as stored (any state)',
        params: IdParams,
        response: { 200: post, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await getPost(db, request.params.id) }),
  );

  app.post(
    '/backoffice/posts',
    {
      onRequest: guard,
      schema: {
        tags,
        security,
        summary: 'Write a post: saved as a draft, published now or scheduled (409 SLUG_TAKEN)',
        body: BackofficePostInput,
        response: { 201: post, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await createPost(db, request.staff!, request.body) }),
  );

  app.put(
    '/backoffice/posts/:id',
    {
      onRequest: guard,
      schema: {
        tags,
        security,
        summary: 'Save a post (the whole post; a cover left out stays)',
        params: IdParams,
        body: BackofficePostInput,
        response: { 200: post, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({ data: await updatePost(db, request.staff!, request.params.id, request.body) }),
  );

  app.post(
    '/backoffice/posts/:id/unpublish',
    {
      onRequest: guard,
      schema: {
        tags,
        security,
        summary: 'Take a published post off the site at once, with the reason',
        params: IdParams,
        body: PostUnpublishInput,
        response: { 200: post, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      data: await unpublishPost(db, request.staff!, request.params.id, request.body.reason),
    }),
  );

  app.post(
    '/backoffice/posts/:id/republish',
    {
      onRequest: guard,
      schema: {
        tags,
        security,
        summary: 'Put a post taken down back on the site (at its first publication time)',
        params: IdParams,
        response: { 200: post, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({ data: await republishPost(db, request.staff!, request.params.id) }),
  );

  app.delete(
    '/backoffice/posts/:id',
    {
      onRequest: guard,
      schema: {
        tags,
        security,
        summary: 'Delete a post that is not public (a published post is unpublished first: 409)',
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await deletePost(db, request.staff!, request.params.id);
      // no body (past the typed reply, which would want a null)
      const raw: FastifyReply = reply;
      return raw.code(204).send();
    },
  );

  app.post(
    '/backoffice/files',
    {
      onRequest: guard,
      schema: {
        tags,
        security,
        summary:
          'Upload a blog cover (multipart `file`, PNG/JPEG/WebP by content, <= 5 MB); public like a logo',
        consumes: ['multipart/form-data'],
        response: { 201: DataOf(UploadedImage), ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      const upload = await readSingleUpload(request, BLOG_COVER_MAX_BYTES);
      const type = detectImage(upload.data);
      if (!type) throw new ApiError('FILE_TYPE_NOT_ALLOWED');
      await checkUploadedImage(upload.data, type);
      const stored = await storeBlogCover(db, request.staff!, {
        name: safeFileName(upload.filename, type.ext),
        mime: type.mime,
        data: upload.data,
      });
      return reply.code(201).send({ data: stored });
    },
  );
}
