import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { StaffMe } from '@jobportal/contracts';
import type { RemoteFolder, RuntimeConfig } from '@jobportal/platform-contract';
import { Registry } from './registryModule';
import { shellServerEntry } from '../render/serverRendering';
import { verifyReleaseStaff, whoOf } from './staffAuth';
import { releaseErrorHandler, sendReleaseError } from './releaseErrors';
import { checkCandidate, type CandidateCheck } from './candidateCheck';
import { recordAndAnswer } from './releaseAnswer';
import { registryNotWritable } from './writableRegistry';
import { typed, type ReleaseContext } from './releaseContext';
import { registerActivateRoutes } from './activateRoutes';
import { registerChangeRoutes } from './changeRoutes';
import { registerPublishRoute } from './publishRoute';

export interface ReleaseServiceOptions {
  registryDir: string;
  shellDir: string;
  apiUrl: string;
  /** The server renderer's runtime configuration (the API's own address), for the smoke render. */
  renderConfig: RuntimeConfig;
  /** The whole check before an activation (static checks and smoke render). Default 20 s. */
  smokeTimeoutMs?: number;
  /** Where failures that need a person go (default: stderr, whatever the gateway's logger). */
  log?: (message: string) => void;
}

const DEFAULT_SMOKE_TIMEOUT_MS = 20_000;
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The release service (issue 42): GET /api/releases and POST /api/releases/<remote>/<action>, answered by the gateway
 * (it serves /remotes and renders pages, so it can smoke-render a candidate), never by the API. Every request is a
 * staff member's with the release role, verified by the API per request (staffAuth.ts); every change names the
 * version it expects to replace and is recorded in the API's release history (releaseAnswer.ts). An activation is
 * checked first (activationGate.ts); a rollback or withdraw is not (their targets were live before).
 * Production: the gateway is the registry's only writer (the volume read-write for it, read-only for nginx); a
 * registry it cannot write answers changes with 503 (writableRegistry.ts).
 */
export async function releaseService(app: FastifyInstance, options: ReleaseServiceOptions): Promise<void> {
  const log = options.log ?? ((message: string) => console.error(`[releases] ${message}`));
  const registry = new Registry(options.registryDir, { shellDist: options.shellDir });
  const staffOf = new WeakMap<FastifyRequest, StaffMe>();

  // One smoke render at a time (each starts two renderers); rollbacks and withdrawals never wait for one.
  let checking: Promise<unknown> = Promise.resolve();
  const check = (remote: RemoteFolder, version: string, versionDir: string): Promise<CandidateCheck> => {
    const run = checking.then(() =>
      checkCandidate(
        {
          registry,
          entry: shellServerEntry(options.shellDir),
          registryDir: options.registryDir,
          apiUrl: options.apiUrl,
          config: options.renderConfig,
          timeoutMs: options.smokeTimeoutMs ?? DEFAULT_SMOKE_TIMEOUT_MS,
        },
        remote,
        version,
        versionDir,
      ),
    );
    checking = run.catch(() => undefined);
    return run.then((checked) => {
      if (checked.skipped) log(`smoke render of ${remote}@${version}: ${checked.skipped}`);
      return checked;
    });
  };
  const context: ReleaseContext = {
    registry,
    gate: { registry, check },
    who: (request) => {
      const staff = staffOf.get(request);
      if (!staff) throw new Error('a release route without a verified caller');
      return whoOf(staff);
    },
    answer: (request, reply, events, result) =>
      recordAndAnswer(
        { apiUrl: options.apiUrl, authorization: request.headers.authorization ?? '', log },
        reply,
        events,
        result,
      ),
  };

  app.setErrorHandler(releaseErrorHandler(log));
  app.addContentTypeParser(
    ['application/gzip', 'application/x-gzip'],
    { parseAs: 'buffer' },
    (_request, body, done) => done(null, body),
  );
  // Before the body is read: an upload of a caller without the role is never taken in.
  app.addHook('onRequest', async (request, reply) => {
    const verified = await verifyReleaseStaff(options.apiUrl, request);
    // The API's refusal as it answered (or the gateway's own, in the same shape).
    if (!verified.ok) return reply.status(verified.status).send(verified.body);
    staffOf.set(request, verified.staff);
    const readOnly = MUTATING.has(request.method) ? registryNotWritable(options.registryDir) : null;
    if (readOnly) return sendReleaseError(reply, 503, 'SERVICE_UNAVAILABLE', readOnly);
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  const api = typed(app);
  api.get('/api/releases', async () => registry.status());
  registerActivateRoutes(api, context);
  registerChangeRoutes(api, context);
  registerPublishRoute(api, context);

  // Nothing under /api/releases reaches the API: an unknown path or method is the service's own 404.
  const notFound = async (request: FastifyRequest, reply: FastifyReply) =>
    sendReleaseError(reply, 404, 'NOT_FOUND', `Not found: ${request.method} ${request.url.split('?')[0]}`);
  app.route({
    method: ['DELETE', 'PATCH', 'POST', 'PUT', 'OPTIONS'],
    url: '/api/releases',
    handler: notFound,
  });
  app.route({
    method: ['GET', 'HEAD', 'DELETE', 'PATCH', 'POST', 'PUT', 'OPTIONS'],
    url: '/api/releases/*',
    handler: notFound,
  });
}
