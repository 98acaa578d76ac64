import type { CompanyInput, CorporateCreateInput } from '@jobportal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types';
import { dataOf, errorResponses, ref } from '../../openapi/schemas';
import { bearer } from '../../http/route-schemas';
import { readSingleUpload } from '../../http/multipart';
import { ApiError } from '../../errors/api-error';
import { detectImage } from '../../services/file-types';
import { checkUploadedImage } from '../../services/image-bounds';
import { LOGO_MAX_BYTES, safeFileName } from '../../services/files';
import {
  createCorporate,
  getCorporateProfile,
  replaceLogo,
  updateCorporateProfile,
} from '../../services/corporate/account';

const profileList = dataOf({ type: 'array', items: ref('CorporateProfile') });

export default async function corporateAccountRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const { db } = opts;
  const tags = ['corporate'];

  app.post<{ Body: CorporateCreateInput }>(
    '/corporate/create',
    {
      onRequest: app.requireCorporateUnverified,
      config: { checkRevoked: true },
      schema: {
        tags,
        security: bearer,
        summary:
          'Create the employer account and its company (right after sign-up; unverified token accepted; the password is never stored)',
        body: ref('CorporateCreateInput'),
        response: { 201: profileList, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await createCorporate(db, request.identity!, request.body) }),
  );

  app.get(
    '/corporate/profile',
    {
      onRequest: app.requireCorporate,
      schema: {
        tags,
        security: bearer,
        summary: 'The employer profile as a one-item list',
        response: { 200: profileList, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ data: await getCorporateProfile(db, request.corporate!) }),
  );

  app.put<{ Body: CompanyInput & { contact_name?: string; phone?: string } }>(
    '/corporate/profile',
    {
      onRequest: app.requireCorporate,
      config: { checkRevoked: true },
      schema: {
        tags,
        security: bearer,
        summary: 'Update the company profile and the contact person (partial)',
        body: ref('CompanyProfileInput'),
        response: { 200: profileList, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await updateCorporateProfile(db, request.corporate!, request.body) }),
  );

  app.post(
    '/corporate/logo',
    {
      onRequest: app.requireCorporate,
      config: { checkRevoked: true },
      schema: {
        tags,
        security: bearer,
        summary: 'Upload the company logo (multipart `file`, PNG/JPEG/WebP by content, <= 2 MB)',
        consumes: ['multipart/form-data'],
        response: {
          200: dataOf({
            type: 'object',
            properties: { logo_url: { type: 'string' } },
            required: ['logo_url'],
          }),
          ...errorResponses(400, 401, 403, 413, 415),
        },
      },
    },
    async (request) => {
      const upload = await readSingleUpload(request, LOGO_MAX_BYTES);
      const type = detectImage(upload.data);
      if (!type) throw new ApiError('FILE_TYPE_NOT_ALLOWED');
      await checkUploadedImage(upload.data, type);
      return {
        data: await replaceLogo(db, request.corporate!, {
          name: safeFileName(upload.filename, type.ext),
          mime: type.mime,
          data: upload.data,
        }),
      };
    },
  );
}
