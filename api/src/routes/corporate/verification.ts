import {
  CorporateVerification,
  CorporateVerificationInput,
  DataOf,
  FileInfo,
  Ref,
} from '@jobportal/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types';
import { errorResponses } from '../../openapi/schemas';
import { bearer } from '../../http/route-schemas';
import { readSingleUpload } from '../../http/multipart';
import { ApiError } from '../../errors/api-error';
import { detectImage, detectResume } from '../../services/file-types';
import { checkUploadedImage } from '../../services/image-bounds';
import { safeFileName, storeFile, VERIFICATION_DOCUMENT_MAX_BYTES } from '../../services/files';
import { corporateVerification, submitVerification } from '../../services/moderation/verification';
import { assertCan } from '../../services/corporate/team-access';

/** A PDF, JPEG or PNG by content (never by name or declared type). */
function detectVerificationDocument(data: Buffer) {
  const pdf = detectResume(data);
  if (pdf?.ext === 'pdf') return pdf;
  const image = detectImage(data);
  return image && (image.ext === 'png' || image.ext === 'jpg') ? image : null;
}

/** The employer's files (the verification document) and its company's verification request. */
export default async function corporateVerificationRoutes(
  fastify: FastifyInstance,
  opts: { db: Db },
): Promise<void> {
  const { db } = opts;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['corporate'];

  app.post(
    '/corporate/files',
    {
      onRequest: app.requireCorporate,
      config: { checkRevoked: true },
      schema: {
        tags,
        security: bearer,
        summary:
          'Upload a company document (multipart `file`, field kind=verification_document: PDF, JPEG or PNG by content, <= 5 MB); readable by its uploader and staff only',
        consumes: ['multipart/form-data'],
        response: { 200: DataOf(Ref(FileInfo)), ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request) => {
      // the company's papers are its owners' and admins' business (issue 43)
      assertCan(request.corporate!, 'company:edit');
      const upload = await readSingleUpload(request, VERIFICATION_DOCUMENT_MAX_BYTES);
      if ((upload.fields.kind ?? 'verification_document') !== 'verification_document')
        throw new ApiError('VALIDATION_ERROR', { fields: [{ field: 'kind', code: 'enum' }] });
      const type = detectVerificationDocument(upload.data);
      if (!type) throw new ApiError('FILE_TYPE_NOT_ALLOWED');
      if (type.ext !== 'pdf') await checkUploadedImage(upload.data, type);
      const ctx = request.corporate!;
      const info = await storeFile(db, {
        ownerUid: ctx.uid,
        ownerRole: 'corporate',
        kind: 'verification_document',
        name: safeFileName(upload.filename, type.ext),
        mime: type.mime,
        data: upload.data,
      });
      return { data: info };
    },
  );

  app.get(
    '/corporate/verification',
    {
      onRequest: app.requireCorporate,
      schema: {
        tags,
        security: bearer,
        summary:
          "The company's verification: none, pending, approved (the company is verified) or rejected, with staff's reason",
        response: { 200: DataOf(CorporateVerification), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ data: await corporateVerification(db, request.corporate!) }),
  );

  app.post(
    '/corporate/verification',
    {
      onRequest: app.requireCorporate,
      config: { checkRevoked: true },
      schema: {
        tags,
        security: bearer,
        summary:
          'Ask for verification with a document uploaded through POST /api/corporate/files (409 VERIFICATION_PENDING, 409 ALREADY_VERIFIED)',
        body: CorporateVerificationInput,
        response: { 201: DataOf(CorporateVerification), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      assertCan(request.corporate!, 'company:edit');
      return reply
        .code(201)
        .send({ data: await submitVerification(db, request.corporate!, request.body.file_id) });
    },
  );
}
