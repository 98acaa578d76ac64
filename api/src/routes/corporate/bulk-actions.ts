import { BulkActionInput, BulkApplyInput, BulkPreview, BulkResult, DataOf } from '@jobportal/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types';
import { errorResponses } from '../../openapi/schemas';
import { IdParams, bearer } from '../../http/route-schemas';
import { applyBulk, previewBulk } from '../../services/templates/bulk';

/**
 * The pipeline's bulk move + message, in two steps so that nothing is sent unseen: the preview answers every final
 * text (in each candidate's language) and a fingerprint; the apply with the same input and that fingerprint moves
 * and sends exactly those texts. `job:pipeline` for a move, `job:message` for a message, on the job.
 */
export default async function corporateBulkActionRoutes(
  fastify: FastifyInstance,
  opts: { db: Db },
): Promise<void> {
  const { db } = opts;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['corporate applications'];
  const pre = app.requireCorporate;

  app.post(
    '/corporate/jobs/:id/applications/bulk/preview',
    {
      onRequest: pre,
      schema: {
        tags,
        security: bearer,
        summary:
          'Preview a bulk move and/or message on applications of one job: per application the move and the final text',
        params: IdParams,
        body: BulkActionInput,
        response: { 200: DataOf(BulkPreview), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      data: await previewBulk(db, request.corporate!, request.params.id, request.body),
    }),
  );

  app.post(
    '/corporate/jobs/:id/applications/bulk',
    {
      onRequest: pre,
      config: { checkRevoked: true, idempotent: true },
      schema: {
        tags,
        security: bearer,
        summary:
          'Apply a previewed bulk move and/or message (all or nothing; 409 PREVIEW_OUTDATED when the texts changed)',
        params: IdParams,
        body: BulkApplyInput,
        response: { 200: DataOf(BulkResult), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      data: await applyBulk(db, request.corporate!, request.params.id, request.body),
    }),
  );
}
