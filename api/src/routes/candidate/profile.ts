import {
  CandidateProfile,
  CandidateProfileInput,
  DataOf,
  Defaulted,
  FileInfo,
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
import { detectResume } from '../../services/file-types';
import { checkDocxBounds } from '../../services/docx-bounds';
import { RESUME_MAX_BYTES, safeFileName, storeFile } from '../../services/files';
import {
  getProfileList,
  requestDeletion,
  savePdpa,
  setProfileResume,
  updateCandidateProfile,
  ensureCandidate,
} from '../../services/candidates/profile';

const profileList = DataOf(Type.Array(Ref(CandidateProfile)));

/** Body of PUT /candidate/savePDPASection: a consent left out is false. */
const pdpaBody = Type.Object(
  {
    cookie: Defaulted(Type.Boolean({ default: false })),
    pdpa: Defaulted(Type.Boolean({ default: false })),
    marketing: Defaulted(Type.Boolean({ default: false })),
  },
  { additionalProperties: false },
);

export default async function candidateProfileRoutes(
  fastify: FastifyInstance,
  opts: { db: Db },
): Promise<void> {
  const { db } = opts;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['candidate'];

  app.get(
    '/candidate/getProfile',
    {
      onRequest: app.requireCandidate,
      schema: {
        tags,
        security: bearer,
        summary: 'The profile as a one-item list (created on first call)',
        response: { 200: profileList, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ data: await getProfileList(db, request.identity!) }),
  );

  app.put(
    '/candidate/savePDPASection',
    {
      onRequest: app.requireCandidate,
      config: { checkRevoked: true },
      schema: {
        tags,
        security: bearer,
        summary: 'Save the three PDPA consents (history kept)',
        body: pdpaBody,
        response: { 200: profileList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      data: await savePdpa(
        db,
        request.identity!,
        request.body ?? { cookie: false, pdpa: false, marketing: false },
        {
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
        },
      ),
    }),
  );

  app.put(
    '/candidate/profile',
    {
      onRequest: app.requireActiveCandidate,
      config: { checkRevoked: true },
      schema: {
        tags,
        security: bearer,
        summary: 'Update the profile (partial)',
        body: Ref(CandidateProfileInput),
        response: { 200: DataOf(Ref(CandidateProfile)), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ data: await updateCandidateProfile(db, request.identity!, request.body) }),
  );

  app.post(
    '/candidate/files',
    {
      onRequest: app.requireActiveCandidate,
      schema: {
        tags,
        security: bearer,
        summary:
          'Upload a résumé (multipart `file`, PDF or DOCX by content, <= 5 MB; fields kind=resume, set_as_profile_resume)',
        consumes: ['multipart/form-data'],
        response: { 200: DataOf(Ref(FileInfo)), ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      const upload = await readSingleUpload(request, RESUME_MAX_BYTES);
      const kind = upload.fields.kind ?? 'resume';
      if (kind !== 'resume')
        throw new ApiError('VALIDATION_ERROR', { fields: [{ field: 'kind', code: 'enum' }] });
      const setAsProfile = upload.fields.set_as_profile_resume;
      if (setAsProfile !== undefined && setAsProfile !== 'true' && setAsProfile !== 'false') {
        throw new ApiError('VALIDATION_ERROR', {
          fields: [{ field: 'set_as_profile_resume', code: 'enum' }],
        });
      }
      const type = detectResume(upload.data);
      if (!type) throw new ApiError('FILE_TYPE_NOT_ALLOWED');
      if (type.ext === 'docx') await checkDocxBounds(upload.data);
      const identity = request.identity!;
      await ensureCandidate(db, identity);
      const info = await db.transaction(async (tx) => {
        const stored = await storeFile(tx, {
          ownerUid: identity.uid,
          ownerRole: 'candidate',
          kind: 'resume',
          name: safeFileName(upload.filename, type.ext),
          mime: type.mime,
          data: upload.data,
        });
        if (setAsProfile === 'true') await setProfileResume(tx, identity.uid, stored.id);
        return stored;
      });
      return reply.send({ data: info });
    },
  );

  app.post(
    '/candidate/deletion-request',
    {
      onRequest: app.requireCandidate,
      config: { checkRevoked: true },
      schema: {
        tags,
        security: bearer,
        summary: 'Ask for the account to be deleted (status becomes false)',
        response: { 200: profileList, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ data: await requestDeletion(db, request.identity!) }),
  );
}
