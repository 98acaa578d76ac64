import { CvOptions, DataOf, FileInfo, Ref } from '@jobportal/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types';
import { errorResponses } from '../../openapi/schemas';
import { bearer } from '../../http/route-schemas';
import { candidateCv, storeCandidateCv } from '../../services/cv';

/** The CV made from the caller's own profile (issue 44): a PDF to download, or stored as a résumé to apply with. */
export default async function candidateCvRoutes(fastify: FastifyInstance, opts: { db: Db }): Promise<void> {
  const { db } = opts;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['candidate'];

  // The file's bytes are no JSON body: this route keeps the plain reply (its schema documents the errors only).
  fastify.get<{ Querystring: CvOptions }>(
    '/candidate/profile/cv.pdf',
    {
      onRequest: fastify.requireCandidate,
      schema: {
        tags,
        security: bearer,
        summary: "The caller's profile as an A4 PDF résumé (template classic|modern, lang th|en)",
        querystring: CvOptions,
        response: errorResponses(400, 401, 403),
      },
    },
    async (request, reply) => {
      const { template, lang } = request.query;
      const { name, data } = await candidateCv(db, request.identity!, template, lang);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`)
        .header('cache-control', 'private, no-store')
        .send(data);
    },
  );

  app.post(
    '/candidate/profile/cv',
    {
      onRequest: app.requireActiveCandidate,
      schema: {
        tags,
        security: bearer,
        summary:
          "Store the caller's profile as a PDF résumé (kind resume, not made the profile's résumé) to apply with",
        body: CvOptions,
        response: { 200: DataOf(Ref(FileInfo)), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { template, lang } = request.body;
      return { data: await storeCandidateCv(db, request.identity!, template, lang) };
    },
  );
}
