import {
  PruneReleaseBody,
  RollbackReleaseBody,
  UnpinReleaseBody,
  WithdrawReleaseBody,
  type ReleaseChangeResult,
} from '@jobportal/contracts/releases';
import { sendRegistryError } from './releaseErrors';
import { RemoteParams, isVersionName } from './releaseSchemas';
import { badVersion, releaseEvent, type ReleaseContext, type TypedApp } from './releaseContext';

/**
 * The changes that need no smoke render: a rollback or withdraw serves a version that was live before (they must take
 * well under a second), unpin and prune serve nothing new. The registry checks the expected version in its lock.
 */
export function registerChangeRoutes(app: TypedApp, context: ReleaseContext): void {
  const { registry } = context;

  app.post(
    '/api/releases/:remote/rollback',
    { schema: { params: RemoteParams, body: RollbackReleaseBody } },
    async (request, reply) => {
      const { remote } = request.params;
      const { to, expect, reason } = request.body;
      if (to !== undefined && !isVersionName(to)) return badVersion(reply, to);
      let change: { from: string | null; to: string };
      try {
        change = registry.rollback(remote, to, { who: context.who(request), reason, expect });
      } catch (error) {
        return sendRegistryError(reply, error);
      }
      const result: ReleaseChangeResult = { remote, action: 'rollback', ...change };
      return context.answer(
        request,
        reply,
        [releaseEvent('rollback', remote, { ...change, reason })],
        () => result,
      );
    },
  );

  app.post(
    '/api/releases/:remote/withdraw',
    { schema: { params: RemoteParams, body: WithdrawReleaseBody } },
    async (request, reply) => {
      const { remote } = request.params;
      const { version, expect, reason } = request.body;
      if (version !== undefined && !isVersionName(version)) return badVersion(reply, version);
      let change: { from: string | null; to: string };
      try {
        change = registry.withdraw(remote, version, { who: context.who(request), reason, expect });
      } catch (error) {
        return sendRegistryError(reply, error);
      }
      const result: ReleaseChangeResult = { remote, action: 'withdraw', ...change };
      return context.answer(
        request,
        reply,
        [releaseEvent('withdraw', remote, { ...change, reason })],
        () => result,
      );
    },
  );

  app.post(
    '/api/releases/:remote/unpin',
    { schema: { params: RemoteParams, body: UnpinReleaseBody } },
    async (request, reply) => {
      const { remote } = request.params;
      const { reason } = request.body;
      try {
        registry.unpin(remote, { who: context.who(request), reason });
      } catch (error) {
        return sendRegistryError(reply, error);
      }
      const current = registry.current(remote);
      const result: ReleaseChangeResult = { remote, action: 'unpin', from: current, to: current };
      return context.answer(
        request,
        reply,
        [releaseEvent('unpin', remote, { ...result, reason })],
        () => result,
      );
    },
  );

  app.post(
    '/api/releases/:remote/prune',
    { schema: { params: RemoteParams, body: PruneReleaseBody } },
    async (request, reply) => {
      const { remote } = request.params;
      let removed: string[];
      try {
        removed = registry.prune(remote, request.body.keep, new Date(), { who: context.who(request) });
      } catch (error) {
        return sendRegistryError(reply, error);
      }
      const result: ReleaseChangeResult = { remote, action: 'prune', from: null, to: null, removed };
      // Nothing removed, nothing changed: the registry records nothing either.
      const events = removed.length ? [releaseEvent('prune', remote, { removed })] : [];
      return context.answer(request, reply, events, () => result);
    },
  );
}
