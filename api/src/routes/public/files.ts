import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types';
import { errorResponses } from '../../openapi/schemas';
import { IdParams } from '../../http/route-schemas';
import { isPublicFile, readFileFor } from '../../services/files';

export default async function fileRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const { db } = opts;
  app.get<{ Params: { id: string } }>(
    '/files/:id',
    {
      onRequest: app.optionalAnyUser,
      schema: {
        tags: ['files'],
        summary:
          'File bytes: logos and covers are public; a résumé only for its owner or a company that received it with an application not withdrawn; a verification document only for the employer who uploaded it',
        params: IdParams,
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const f = await readFileFor(db, request.params.id, request.identity);
      const isPublic = isPublicFile(f.kind);
      reply
        .header('content-type', f.mime)
        .header('content-length', String(f.data.length))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', isPublic ? 'public, max-age=86400, immutable' : 'private, no-store')
        .header(
          'content-disposition',
          `${isPublic ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(f.name)}`,
        );
      return reply.send(f.data);
    },
  );
}
