import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../openapi/schemas';
import type { Db } from '../../db/types';
import {
  IMAGE_FORMATS,
  IMAGE_MAX_WIDTH,
  IMAGE_MIN_WIDTH,
  ImagePipeline,
  type ImageFormat,
} from '../../services/images';

export interface ImageRouteOptions {
  db: Db;
  assetsDir: string;
  cacheBytes: number;
  avifEffort: number;
}

/** Variants of same-origin sources (content-addressed file ids: a year; assets: a day plus an ETag). */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=86400';

/** If-None-Match matches: `*`, or one of the listed (weak or strong) tags. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === '*' || t === etag);
}

export default async function imageRoutes(app: FastifyInstance, opts: ImageRouteOptions): Promise<void> {
  const pipeline = new ImagePipeline({
    db: opts.db,
    assetsDir: opts.assetsDir,
    cacheBytes: opts.cacheBytes,
    avifEffort: opts.avifEffort,
  });

  app.get<{ Querystring: { src: string; w: number; fmt: ImageFormat } }>(
    '/images',
    {
      schema: {
        tags: ['files'],
        summary:
          'A public image (`/api/files/<id>` logo or cover, `/assets/...` static file) re-encoded as AVIF or WebP at width `w` (rounded up to a multiple of 16, never above a raster source’s own width; SVG is rasterised at `w`)',
        querystring: {
          type: 'object',
          required: ['src', 'w', 'fmt'],
          properties: {
            src: {
              type: 'string',
              minLength: 1,
              maxLength: 512,
              description: 'Same-origin path: /api/files/<uuid> or /assets/...',
            },
            w: { type: 'integer', minimum: IMAGE_MIN_WIDTH, maximum: IMAGE_MAX_WIDTH },
            fmt: { type: 'string', enum: [...IMAGE_FORMATS] },
          },
          additionalProperties: false,
        },
        response: errorResponses(400, 404, 413, 415),
      },
    },
    async (request, reply) => {
      const { src, w, fmt } = request.query;
      const image = await pipeline.resolve(src, w, fmt);
      reply
        .header('cache-control', image.immutable ? IMMUTABLE : REVALIDATE)
        .header('etag', image.etag)
        .header('x-content-type-options', 'nosniff');
      if (matches(request.headers['if-none-match'], image.etag)) return reply.code(304).send();
      const variant = await image.variant();
      return reply
        .header('content-type', variant.contentType)
        .header('content-length', String(variant.data.length))
        .send(variant.data);
    },
  );
}
