import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Db } from '../db/types';
import { dataOf, errorResponses, ref } from '../openapi/schemas';
import { bearer, uuidParams } from '../http/route-schemas';
import { getProfileList } from '../services/candidates/profile';
import { cancelErasure, type IdentityPools } from '../services/pdpa/erasure';
import { createExport, downloadExport, getExport, type ExportOwner } from '../services/pdpa/export-jobs';
import { getPrivacy, setRestriction } from '../services/pdpa/privacy';

const nbool = { type: ['boolean', 'null'] };
const nstr = { type: ['string', 'null'] };
const consentChange = {
  type: 'object',
  properties: {
    at: { type: 'string' },
    pdpa: nbool,
    cookie: nbool,
    marketing: nbool,
    restricted: nbool,
    ip: nstr,
    user_agent: nstr,
  },
};
const privacySchema = dataOf({
  type: 'object',
  properties: {
    consent: ref('PdpaConsent'),
    restricted: { type: 'boolean' },
    visible_to_employers: { type: 'boolean' },
    history: { type: 'array', items: consentChange },
    deletion: {
      anyOf: [
        { type: 'null' },
        {
          type: 'object',
          properties: { requested_at: { type: 'string' }, erasure_due_at: { type: 'string' } },
        },
      ],
    },
  },
});
const exportSchema = dataOf({
  type: 'object',
  properties: {
    id: { type: 'string' },
    status: { type: 'string', enum: ['pending', 'ready', 'failed'] },
    size: { type: ['integer', 'null'] },
    created_at: { type: 'string' },
    ready_at: nstr,
    expires_at: { type: 'string' },
  },
});

/** The three "download my data" routes of one role. */
function exportRoutes(
  app: FastifyInstance,
  db: Db,
  pools: IdentityPools,
  base: string,
  guard: onRequestAsyncHookHandler,
  tags: string[],
): void {
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
    async (request, reply: FastifyReply) => {
      const info = await createExport(db, pools, owner(request));
      return reply.code(info.status === 'ready' ? 200 : 202).send({ data: info });
    },
  );
  app.get<{ Params: { id: string } }>(
    `${base}/data-export/:id`,
    {
      onRequest: guard,
      schema: {
        tags,
        security: bearer,
        summary: 'The state of a data export',
        params: uuidParams('id'),
        response: { 200: exportSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await getExport(db, owner(request), request.params.id) }),
  );
  app.get<{ Params: { id: string } }>(
    `${base}/data-export/:id/download`,
    {
      onRequest: guard,
      schema: {
        tags,
        security: bearer,
        summary: 'The export archive (application/zip); 409 EXPORT_NOT_READY while it is being prepared',
        params: uuidParams('id'),
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
  app: FastifyInstance,
  opts: { db: Db; pools: IdentityPools },
): Promise<void> {
  const { db, pools } = opts;
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

  app.put<{ Body: { restricted: boolean } }>(
    '/candidate/privacy/restriction',
    {
      onRequest: app.requireActiveCandidate,
      config: { checkRevoked: true },
      schema: {
        tags,
        security: bearer,
        summary:
          'Object to / restrict processing: hidden from every employer search and AI ranking, nothing deleted',
        body: {
          type: 'object',
          required: ['restricted'],
          properties: { restricted: { type: 'boolean' } },
          additionalProperties: false,
        },
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
          200: dataOf({ type: 'array', items: ref('CandidateProfile') }),
          ...errorResponses(401, 403),
        },
      },
    },
    async (request) => {
      await cancelErasure(db, request.identity!.uid);
      return { data: await getProfileList(db, request.identity!) };
    },
  );

  exportRoutes(app, db, pools, '/candidate', app.requireCandidate, tags);
  exportRoutes(app, db, pools, '/corporate', app.requireCorporate, tags);
}
