import { CvImportDraft, DataOf } from '@jobportal/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../openapi/schemas';
import { bearer } from '../../http/route-schemas';
import { readSingleUpload } from '../../http/multipart';
import { ApiError } from '../../errors/api-error';
import { detectResume } from '../../services/file-types';
import { checkDocxBounds } from '../../services/docx-bounds';
import { RESUME_MAX_BYTES } from '../../services/files';
import { extractCvLines } from '../../services/cv-import/extract';
import { parseCv } from '../../services/cv-import/parse';

/**
 * "Fill from my CV": the uploaded CV goes through the résumé upload's checks (size, type by content, DOCX bounds),
 * is read in memory and dropped; the answer is a draft of the profile's fields and nothing is stored.
 */
export default async function candidateProfileImportRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/candidate/profile/import',
    {
      onRequest: app.requireActiveCandidate,
      schema: {
        tags: ['candidate'],
        security: bearer,
        summary:
          'A profile draft read from a CV (multipart `file`, PDF or DOCX by content, <= 5 MB); nothing is stored',
        consumes: ['multipart/form-data'],
        response: { 200: DataOf(CvImportDraft), ...errorResponses(400, 401, 403, 413, 415, 429) },
      },
    },
    async (request) => {
      const upload = await readSingleUpload(request, RESUME_MAX_BYTES);
      const type = detectResume(upload.data);
      if (!type) throw new ApiError('FILE_TYPE_NOT_ALLOWED');
      if (type.ext === 'docx') await checkDocxBounds(upload.data);
      const lines = await extractCvLines(upload.data, type.ext as 'pdf' | 'docx');
      return { data: parseCv(lines) };
    },
  );
}
