import {
  CompanyProfileInput,
  CorporateCreateInput,
  CorporateProfile,
  DataOf,
  Ref,
} from '@jobportal/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { Db } from '../../db/types';
import { errorResponses } from '../../openapi/schemas';
import { bearer } from '../../http/route-schemas';
import { readSingleUpload } from '../../http/multipart';
import { ApiError } from '../../errors/api-error';
import { detectImage } from '../../services/file-types';
import { checkUploadedImage } from '../../services/image-bounds';
import { LOGO_MAX_BYTES, safeFileName } from '../../services/files';
import { assertCan } from '../../services/corporate/team-access';
import {
  createCorporate,
  getCorporateProfile,
  replaceLogo,
  updateCorporateProfile,
} from '../../services/corporate/account';

const profileList = DataOf(Type.Array(Ref(CorporateProfile)));

export default async function corporateAccountRoutes(
  fastify: FastifyInstance,
  opts: { db: Db },
): Promise<void> {
  const { db } = opts;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['corporate'];

  app.post(
    '/corporate/create',
    {
      onRequest: app.requireCorporateUnverified,
      config: { checkRevoked: true, idempotent: true },
      schema: {
        tags,
        security: bearer,
        summary:
          'Create the employer account and its company (right after sign-up; unverified token accepted; the password is never stored)',
        body: Ref(CorporateCreateInput),
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

  app.put(
    '/corporate/profile',
    {
      onRequest: app.requireCorporate,
      config: { checkRevoked: true },
      schema: {
        tags,
        security: bearer,
        summary: 'Update the company profile and the contact person (partial)',
        body: Ref(CompanyProfileInput),
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
          200: DataOf(Type.Object({ logo_url: Type.String() })),
          ...errorResponses(400, 401, 403, 413, 415),
        },
      },
    },
    async (request) => {
      assertCan(request.corporate!, 'company:edit');
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
