import {
  CandidatePrivacy,
  CandidateProfile,
  DataExportInfo,
  DataOf,
  Ref,
  RestrictionInput,
} from '@jobportal/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { Type } from 'typebox';
import type { Db } from '../db/types';
import { errorResponses } from '../openapi/schemas';
import { IdParams, bearer } from '../http/route-schemas';
import { getProfileList } from '../services/candidates/profile';
import { cancelErasure, type IdentityPools } from '../services/pdpa/erasure';
import { createExport, downloadExport, getExport, type ExportOwner } from '../services/pdpa/export-jobs';
import { getPrivacy, setRestriction } from '../services/pdpa/privacy';

const privacySchema = DataOf(Ref(CandidatePrivacy));
const exportSchema = DataOf(Ref(DataExportInfo));

/** The three "download my data" routes of one role. */
function exportRoutes(
  fastify: FastifyInstance,
  db: Db,
  pools: IdentityPools,
  base: string,
  guard: onRequestAsyncHookHandler,
  tags: string[],
): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const owner = (request: FastifyRequest): ExportOwner => ({
    uid: request.identity!.uid,
    role: base === '/candidate' ? 'candidate' : 'corporate',
  });
  app.post(
    `${base}/data-export`,
    {
      onRequest: guard,
      config: { checkRevoked: true },
      schema: {
        tags,
        security: bearer,
        summary:
          'Download my data: a zip of data.json, summary.txt and the uploaded files; built at once when small (status ready), otherwise in the background',
        response: { 200: exportSchema, 202: exportSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const info = await createExport(db, pools, owner(request));
      return reply.code(info.status === 'ready' ? 200 : 202).send({ data: info });
    },
  );
  app.get(
    `${base}/data-export/:id`,
    {
      onRequest: guard,
      schema: {
        tags,
        security: bearer,
        summary: 'The state of a data export',
        params: IdParams,
        response: { 200: exportSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await getExport(db, owner(request), request.params.id) }),
  );
  // The archive's bytes are no JSON body: this route keeps the plain reply (its schema documents the errors only).
  fastify.get<{ Params: { id: string } }>(
    `${base}/data-export/:id/download`,
    {
      onRequest: guard,
      schema: {
        tags,
        security: bearer,
        summary: 'The export archive (application/zip); 409 EXPORT_NOT_READY while it is being prepared',
        params: IdParams,
        response: errorResponses(400, 401, 403, 404, 409),
      },
    },
    async (request, reply) => {
      const data = await downloadExport(db, owner(request), request.params.id);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="my-data-${request.params.id}.zip"`)
        .header('cache-control', 'no-store')
        .send(data);
    },
  );
}

/** Personal-data rights (docs/PERSONAL-DATA.md): consent history, restriction, cancel erasure, export. */
export default async function privacyRoutes(
  fastify: FastifyInstance,
  opts: { db: Db; pools: IdentityPools },
): Promise<void> {
  const { db, pools } = opts;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['privacy'];

  app.get(
    '/candidate/privacy',
    {
      onRequest: app.requireCandidate,
      schema: {
        tags,
        security: bearer,
        summary:
          'Consents, the restriction switch, every consent change (when, what, from where), a pending deletion',
        response: { 200: privacySchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ data: await getPrivacy(db, request.identity!) }),
  );

  app.put(
    '/candidate/privacy/restriction',
    {
      onRequest: app.requireActiveCandidate,
      config: { checkRevoked: true },
      schema: {
        tags,
        security: bearer,
        summary:
          'Object to / restrict processing: hidden from every employer search and AI ranking, nothing deleted',
        body: RestrictionInput,
        response: { 200: privacySchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      data: await setRestriction(db, request.identity!, request.body.restricted, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      }),
    }),
  );

  app.post(
    '/candidate/deletion-request/cancel',
    {
      onRequest: app.requireCandidate,
      config: { checkRevoked: true },
      schema: {
        tags,
        security: bearer,
        summary: 'Cancel a deletion request during the grace period (status becomes true again)',
        response: {
          200: DataOf(Type.Array(Ref(CandidateProfile))),
          ...errorResponses(401, 403),
        },
      },
    },
    async (request) => {
      await cancelErasure(db, request.identity!.uid);
      return { data: await getProfileList(db, request.identity!) };
    },
  );

  exportRoutes(fastify, db, pools, '/candidate', app.requireCandidate, tags);
  exportRoutes(fastify, db, pools, '/corporate', app.requireCorporate, tags);
}
