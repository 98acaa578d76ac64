import {
  BLOG_LIMITS,
  BlogChanges,
  BlogChangesQuery,
  BlogPost,
  BlogPostSummary,
  ContactInput,
  DataOf,
  Defaulted,
  PageOf,
  Ref,
} from '@jobportal/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { Db } from '../../db/types';
import { errorResponses } from '../../openapi/schemas';
import { SlugParams } from '../../http/route-schemas';
import { localeFrom } from '../../i18n/locale';
import { getBlogPost, listBlogPosts } from '../../services/content/blog';
import { blogChanges } from '../../services/content/blog-changes';
import { saveContactMessage } from '../../services/content/contact';

export default async function contentRoutes(fastify: FastifyInstance, opts: { db: Db }): Promise<void> {
  const { db } = opts;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/blog',
    {
      schema: {
        tags: ['content'],
        summary: 'Published blog posts, newest first',
        querystring: Type.Object(
          {
            offset: Defaulted(Type.Integer({ minimum: 0, maximum: BLOG_LIMITS.offsetMax, default: 0 })),
            limit: Defaulted(
              Type.Integer({ minimum: 1, maximum: BLOG_LIMITS.limitMax, default: BLOG_LIMITS.limitDefault }),
            ),
            tag: Type.Optional(Type.String({ minLength: 1, maxLength: BLOG_LIMITS.tagMax })),
          },
          { additionalProperties: false },
        ),
        response: { 200: PageOf(Ref(BlogPostSummary)), ...errorResponses(400) },
      },
    },
    async (request) => ({ data: await listBlogPosts(db, request.query) }),
  );

  app.get(
    '/blog/changes',
    {
      schema: {
        tags: ['content'],
        summary:
          'Blog posts whose public page may have changed since a time (the gateway drops its pages of them)',
        querystring: BlogChangesQuery,
        response: { 200: DataOf(BlogChanges), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await blogChanges(db, request.query.since) };
    },
  );

  app.get(
    '/blog/:slug',
    {
      schema: {
        tags: ['content'],
        summary: 'One blog post with related posts',
        params: SlugParams,
        response: { 200: DataOf(Ref(BlogPost)), ...errorResponses(404) },
      },
    },
    async (request) => ({ data: await getBlogPost(db, request.params.slug) }),
  );

  app.post(
    '/contact',
    {
      schema: {
        tags: ['content'],
        summary: 'Contact form (rate-limited per IP address)',
        body: Ref(ContactInput),
        response: {
          201: DataOf(Type.Object({ id: Type.String() })),
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
