import type { ReleaseChangeResult } from '@jobportal/contracts';
import { activationGate, activationResult, conflictRefusal } from './activationGate';
import { sendRegistryError, sendReleaseError } from './releaseErrors';
import { PublishQuery, RemoteParams } from './releaseSchemas';
import { refuse, releaseEvent, type ReleaseContext, type TypedApp } from './releaseContext';
import { NotABuildError, unpackUpload, type UploadedBuild } from './uploadedBuild';

/** A tar.gz of a remote's build (mf-shared-ui's is the largest, ~14 MB with its compressed copies). */
const UPLOAD_LIMIT_BYTES = 60 * 1024 * 1024;

/**
 * unpackDist's refusal of an archive (not a tar.gz, a link, a path that leaves the folder, too large), not a failure
 * of the machine (ENOSPC, EACCES).
 */
const isUnpackRefusal = (error: unknown) =>
  error instanceof Error && !/^E[A-Z]+$/.test((error as NodeJS.ErrnoException).code ?? '');

/**
 * POST /api/releases/:remote/publish?version=&activate=&expect=&reason=&force=&commit= with the build's tar.gz as
 * the body (application/gzip): published into the registry's unreleased/ (private), then, unless activate=false,
 * checked and activated like POST …/activate (`expect` required then; empty: nothing served). A candidate refused
 * by the checks stays published and private; the answer is the refusal.
 */
export function registerPublishRoute(app: TypedApp, context: ReleaseContext): void {
  const { registry, gate } = context;
  app.post(
    '/api/releases/:remote/publish',
    {
      bodyLimit: UPLOAD_LIMIT_BYTES,
      // The archive is gzip itself: never inflated on the way in (@fastify/compress), whatever the headers say.
      config: { decompress: false },
      schema: { params: RemoteParams, querystring: PublishQuery },
    },
    async (request, reply) => {
      const { remote } = request.params;
      const query = request.query;
      if (!Buffer.isBuffer(request.body))
        return sendReleaseError(
          reply,
          415,
          'VALIDATION_ERROR',
          "Send the build as application/gzip: a tar.gz of the remote's dist folder",
        );
      const activate = query.activate ?? true;
      if (activate && query.expect === undefined)
        return sendReleaseError(
          reply,
          400,
          'VALIDATION_ERROR',
          'expect (the version served now, empty for none) is required to activate; activate=false only publishes',
        );
      const expect = query.expect ? query.expect : null;
      // Someone else changed the remote since the caller looked: said before the build is unpacked.
      if (activate && registry.current(remote) !== expect)
        return refuse(reply, conflictRefusal(registry, remote, expect));
      const who = context.who(request);
      let upload: UploadedBuild;
      try {
        upload = await unpackUpload(request.body);
      } catch (error) {
        if (error instanceof NotABuildError || isUnpackRefusal(error))
          return sendReleaseError(reply, 400, 'VALIDATION_ERROR', (error as Error).message);
        throw error;
      }
      let version: string;
      try {
        // The registry applies its retention after a publish (old versions never served go).
        version = registry.publish(remote, upload.distDir, query.version, new Date(), {
          who,
          reason: query.reason,
          // Not the gateway's own checkout: the caller names the build's commit, or it is unknown.
          commit: query.commit ?? null,
        }).version;
      } catch (error) {
        return sendRegistryError(reply, error);
      } finally {
        upload.remove();
      }
      const events = [releaseEvent('publish', remote, { to: version, reason: query.reason })];
      const published: ReleaseChangeResult = { remote, action: 'publish', from: null, to: version };
      if (!activate) return context.answer(request, reply, events, () => published);
      const gated = await activationGate(gate, remote, version, { expect, force: query.force ?? false });
      // Published but not served: the publish is recorded, the refusal answered.
      if (!gated.ok) return context.answer(request, reply, events, () => refuse(reply, gated.refusal));
      try {
        registry.activate(remote, version, {
          who,
          reason: query.reason,
          force: gated.forced !== undefined,
          expect,
        });
      } catch (error) {
        return context.answer(request, reply, events, () => sendRegistryError(reply, error));
      }
      const result = activationResult(remote, expect, version, gated);
      events.push(releaseEvent('activate', remote, { ...result, reason: query.reason }));
      return context.answer(request, reply, events, () => result);
    },
  );
}
