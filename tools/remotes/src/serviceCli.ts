import fs from 'node:fs';
import path from 'node:path';
import type { ReleaseChangeResult } from '@jobportal/contracts';
import { buildRemote } from './buildRemote';
import { REMOTE_ENTRY } from './buildMetadata';
import { keepFlag, parseArgs, required, type CliArgs } from './cliArgs';
import { hashDirectory } from './contentHash';
import { packDist } from './distArchive';
import { formatBytes } from './diskUsage';
import { gitCommit } from './gitCommit';
import type { ReleaseServiceClient } from './releaseClient';
import { REPO_ROOT, toFolder, type RemoteFolder } from './remotes';
import { formatStatus, formatVersions } from './statusText';
import { defaultVersion } from './versionName';

export function formatChange(result: ReleaseChangeResult): string {
  return [
    `${result.remote}: ${result.action} ${result.from ?? '(none)'} -> ${result.to ?? '(none)'}`,
    result.removed?.length ? `removed ${result.removed.join(', ')}` : '',
    result.forced ? `FORCED past: ${result.forced}` : '',
    result.smoke
      ? `smoke render: ${result.smoke.routes} routes, ${result.smoke.chunks} chunks parsed, ${result.smoke.ms} ms`
      : '',
  ]
    .filter(Boolean)
    .join('; ');
}

/** The version the change expects to replace: --expect, or the one the service says is served now. */
async function expected(
  client: ReleaseServiceClient,
  remote: RemoteFolder,
  args: CliArgs,
  log: (line: string) => void,
): Promise<string | null> {
  if (args.expect !== undefined) return args.expect;
  const current = (await client.status()).remotes.find((r) => r.remote === remote)?.current ?? null;
  log(
    `${remote} serves ${current ?? 'nothing'} (read from the release service): the change expects it ` +
      '(--expect <version|none> to name the version you saw)',
  );
  return current;
}

/** The CLI through the release service (RELEASE_SERVICE_URL): the same commands, made by the gateway. */
export async function runServiceCli(
  argv: string[],
  client: ReleaseServiceClient,
  log: (line: string) => void = console.log,
): Promise<void> {
  const args = parseArgs(argv);
  const reason = args.flag('--reason');
  const force = args.has('--force');
  const remoteArg = () => toFolder(required(args.positional[0], 'remote'));
  const change = async (remote: RemoteFolder, action: string, body: object) =>
    log(formatChange(await client.change(remote, action, body)));
  switch (args.command) {
    case 'status':
      for (const line of formatStatus(await client.status())) log(line);
      return;
    case 'list': {
      const remote = args.positional[0] ? toFolder(args.positional[0]) : undefined;
      const { remotes } = await client.status();
      for (const line of formatVersions(remotes.filter((r) => !remote || r.remote === remote))) log(line);
      return;
    }
    case 'use':
    case 'activate': {
      const remote = remoteArg();
      const version = required(args.positional[1], 'version');
      const expect = await expected(client, remote, args, log);
      return change(remote, 'activate', {
        version,
        expect,
        ...(reason ? { reason } : {}),
        ...(force ? { force } : {}),
      });
    }
    case 'rollback': {
      const remote = remoteArg();
      const to = args.flag('--to');
      const expect = await expected(client, remote, args, log);
      return change(remote, 'rollback', { ...(to ? { to } : {}), expect, ...(reason ? { reason } : {}) });
    }
    case 'withdraw': {
      const remote = remoteArg();
      if (!reason?.trim()) throw new Error(`withdraw ${remote}: say why (--reason "...")`);
      const version = args.positional[1];
      const expect = await expected(client, remote, args, log);
      return change(remote, 'withdraw', { ...(version ? { version } : {}), expect, reason });
    }
    case 'pin': {
      const remote = remoteArg();
      const version = args.positional[1];
      const expect = await expected(client, remote, args, log);
      return change(remote, 'pin', {
        ...(version ? { version } : {}),
        expect,
        ...(reason ? { reason } : {}),
      });
    }
    case 'unpin':
      return change(remoteArg(), 'unpin', reason ? { reason } : {});
    case 'prune': {
      const remote = remoteArg();
      return change(remote, 'prune', args.has('--keep') ? { keep: keepFlag(args, 0) } : {});
    }
    case 'publish':
      return publish(client, args, log);
    case 'history':
      throw new Error(
        'history: with the release service the history is kept by the API (the back office, ' +
          'GET /api/backoffice/releases/events)',
      );
    default:
      throw new Error(
        'usage: remotes <publish|list|rollback|activate|use|withdraw|pin|unpin|prune|status> ...',
      );
  }
}

/** Builds (unless --from or --no-build), packs the dist and uploads it; the service publishes and activates it. */
async function publish(
  client: ReleaseServiceClient,
  args: CliArgs,
  log: (line: string) => void,
): Promise<void> {
  const remote = toFolder(required(args.positional[0], 'remote'));
  const from = args.flag('--from');
  if (!from && !args.has('--no-build')) buildRemote(remote);
  const dist = from ? path.resolve(from) : path.join(REPO_ROOT, remote, 'dist');
  if (!fs.existsSync(path.join(dist, REMOTE_ENTRY)))
    throw new Error(`${dist} has no ${REMOTE_ENTRY}: build ${remote} first`);
  // Named here as the registry on disk would name it: the same build is the same version in either mode.
  const version = args.flag('--version') ?? defaultVersion(dist, hashDirectory(dist));
  const activate = !args.has('--no-activate');
  const expect = activate ? await expected(client, remote, args, log) : undefined;
  const archive = await packDist(dist);
  log(`uploading ${remote}@${version} (${formatBytes(archive.length)})`);
  const result = await client.publish(remote, archive, {
    version,
    activate: String(activate),
    // empty: nothing served is expected
    expect: expect === undefined ? undefined : (expect ?? ''),
    reason: args.flag('--reason'),
    force: args.has('--force') ? 'true' : undefined,
    commit: gitCommit(dist) ?? gitCommit(REPO_ROOT) ?? undefined,
  });
  log(`published ${remote}@${version}`);
  log(formatChange(result));
}
