import type { ContactInput } from '@jobportal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types';
import { dataOf, errorResponses, pageOf, ref } from '../../openapi/schemas';
import { stringParams } from '../../http/route-schemas';
import { localeFrom } from '../../i18n/locale';
import { getBlogPost, listBlogPosts } from '../../services/content/blog';
import { saveContactMessage } from '../../services/content/contact';

export default async function contentRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const { db } = opts;

  app.get<{ Querystring: { offset: number; limit: number; tag?: string } }>(
    '/blog',
    {
      schema: {
        tags: ['content'],
        summary: 'Published blog posts, newest first',
        querystring: {
          type: 'object',
          properties: {
            offset: { type: 'integer', minimum: 0, maximum: 100000, default: 0 },
            limit: { type: 'integer', minimum: 1, maximum: 50, default: 12 },
            tag: { type: 'string', minLength: 1, maxLength: 60 },
          },
          additionalProperties: false,
        },
        response: { 200: pageOf(ref('BlogPostSummary')), ...errorResponses(400) },
      },
    },
    async (request) => ({ data: await listBlogPosts(db, request.query) }),
  );

  app.get<{ Params: { slug: string } }>(
    '/blog/:slug',
    {
      schema: {
        tags: ['content'],
        summary: 'One blog post with related posts',
        params: stringParams('slug'),
        response: { 200: dataOf(ref('BlogPost')), ...errorResponses(404) },
      },
    },
    async (request) => ({ data: await getBlogPost(db, request.params.slug) }),
  );

  app.post<{ Body: ContactInput }>(
    '/contact',
    {
      schema: {
        tags: ['content'],
        summary: 'Contact form (rate-limited per IP address)',
        body: ref('ContactInput'),
        response: {
          201: dataOf({ type: 'object', properties: { id: { type: 'string' } }, required: ['id'] }),
          ...errorResponses(400, 429),
        },
      },
    },
    async (request, reply) => {
      const saved = await saveContactMessage(db, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        locale: localeFrom(request.headers['accept-language']),
      });
      return reply.code(201).send({ data: saved });
    },
  );
}
