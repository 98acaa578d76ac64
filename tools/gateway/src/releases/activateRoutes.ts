import { ActivateReleaseBody, PinReleaseBody, type ReleaseChangeResult } from '@jobportal/contracts/releases';
import { activationGate, activationResult, conflictRefusal, type GateResult } from './activationGate';
import { sendRegistryError } from './releaseErrors';
import { RemoteParams, isVersionName } from './releaseSchemas';
import { badVersion, refuse, releaseEvent, type ReleaseContext, type TypedApp } from './releaseContext';

/**
 * The changes that serve a version the remote did not serve: activate, and pin of another version. Each is checked
 * first (activationGate.ts: the expected version, the static checks, the smoke render).
 */
export function registerActivateRoutes(app: TypedApp, context: ReleaseContext): void {
  const { registry, gate } = context;

  app.post(
    '/api/releases/:remote/activate',
    { schema: { params: RemoteParams, body: ActivateReleaseBody } },
    async (request, reply) => {
      const { remote } = request.params;
      const { version, expect, reason, force } = request.body;
      if (!isVersionName(version)) return badVersion(reply, version);
      const gated = await activationGate(gate, remote, version, { expect, force: force ?? false });
      if (!gated.ok) return refuse(reply, gated.refusal);
      try {
        registry.activate(remote, version, {
          who: context.who(request),
          reason,
          force: gated.forced !== undefined,
          expect,
        });
      } catch (error) {
        return sendRegistryError(reply, error);
      }
      const result = activationResult(remote, expect, version, gated);
      return context.answer(
        request,
        reply,
        [releaseEvent('activate', remote, { ...result, reason })],
        () => result,
      );
    },
  );

  app.post(
    '/api/releases/:remote/pin',
    { schema: { params: RemoteParams, body: PinReleaseBody } },
    async (request, reply) => {
      const { remote } = request.params;
      const { version, expect, reason } = request.body;
      if (version !== undefined && !isVersionName(version)) return badVersion(reply, version);
      // Pinning another version than the served one activates it: checked like any activation (never forced).
      const gated: GateResult =
        version !== undefined
          ? await activationGate(gate, remote, version, { expect, force: false })
          : registry.current(remote) === expect
            ? { ok: true }
            : { ok: false, refusal: conflictRefusal(registry, remote, expect) };
      if (!gated.ok) return refuse(reply, gated.refusal);
      let pinned: string;
      try {
        pinned = registry.pin(remote, version, { who: context.who(request), reason, expect });
      } catch (error) {
        return sendRegistryError(reply, error);
      }
      const result: ReleaseChangeResult = {
        remote,
        action: 'pin',
        from: expect,
        to: pinned,
        ...(gated.smoke ? { smoke: gated.smoke } : {}),
      };
      const events = [releaseEvent('pin', remote, { from: expect, to: pinned, reason })];
      return context.answer(request, reply, events, () => result);
    },
  );
}
