#!/usr/bin/env tsx
/**
 * Operator CLI for the runtime remote registry.
 *   npm run remotes -- publish <remote> [--version V] [--no-build] [--no-activate] [--from <dist dir>] [--force]
 *                                       [--expect V|none] [--reason "..."]
 *   npm run remotes -- list [<remote>]
 *   npm run remotes -- rollback <remote> [--to V] [--expect V|none] [--reason "..."] [--force]
 *                                                          (back to what was live before; prints from -> to)
 *   npm run remotes -- activate <remote> <version> [--expect V|none] [--reason "..."] [--force]  (alias: use)
 *   npm run remotes -- withdraw <remote> [<version>] --reason "..." [--expect V|none] [--force]
 *                                  (marks it harmful: open tabs leave it at once; serves the version live before it)
 *   npm run remotes -- pin <remote> [<version>] [--expect V|none] [--reason "..."]   /   unpin <remote>
 *   npm run remotes -- prune <remote> [--keep N]      (every publish applies the retention policy: keep 5)
 *   npm run remotes -- history [<remote>]
 *   npm run remotes -- status                           (served versions, holds, disk use and free, retention)
 * <remote> is mf-shared-ui, mf-auth, mf-public, mf-candidate, mf-corporate or mf-backoffice. Changes take effect
 * on the next page load; nothing else is rebuilt. Every change is recorded in <registry>/history.jsonl (who, when, why).
 *
 * --expect <version|none>: the version you saw served; the change is refused (naming who changed it, when) if the
 * remote serves another one by then. Without it the local CLI does not check; the service mode reads it first.
 *
 * Two modes:
 *   - direct: changes the registry on this machine's disk (REGISTRY_DIR, default <repo>/.registry). Refused when
 *     RUN_MODE=production or NODE_ENV=production.
 *   - service: RELEASE_SERVICE_URL=https://<site>/ and RELEASE_TOKEN=<staff ID token with the release role>: the
 *     same commands through the gateway's release service (/api/releases); `publish` uploads the dist as a tar.gz.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Registry, type ActivateOptions } from './registry';
import type { HistoryEntry } from './history';
import { buildRemote } from './buildRemote';
import { keepFlag, parseArgs, required } from './cliArgs';
import { cliMode } from './cliMode';
import { ReleaseServiceClient } from './releaseClient';
import { RETENTION_KEEP } from './retention';
import { REMOTE_FOLDERS, REPO_ROOT, defaultRegistryDir, toFolder } from './remotes';
import { runServiceCli } from './serviceCli';
import { formatStatus, formatVersions } from './statusText';

export function formatHistory(e: HistoryEntry): string {
  const change =
    e.action === 'prune'
      ? `removed ${(e.removed ?? []).join(', ')}`
      : e.from !== undefined
        ? `${e.from ?? '(none)'} -> ${e.to}`
        : `${e.to ?? ''}`;
  return [
    e.when,
    e.action.padEnd(8),
    e.remote.padEnd(12),
    change,
    e.withdrawn ? `WITHDREW ${e.withdrawn}` : '',
    `by ${e.who}`,
    e.why ? `why: ${e.why}` : '',
    e.forced ? `FORCED past: ${e.forced}` : '',
  ]
    .filter(Boolean)
    .join('  ');
}

/** The CLI on the registry on disk (direct mode). */
export function runCli(
  argv: string[],
  registry = new Registry(defaultRegistryDir()),
  log: (line: string) => void = console.log,
): void {
  const args = parseArgs(argv);
  const { positional } = args;
  const options: ActivateOptions = {
    reason: args.flag('--reason'),
    force: args.has('--force'),
    ...(args.expect !== undefined ? { expect: args.expect } : {}),
  };
  const remoteArg = () => toFolder(required(positional[0], 'remote'));
  switch (args.command) {
    case 'publish': {
      const remote = remoteArg();
      const from = args.flag('--from');
      if (!from && !args.has('--no-build')) buildRemote(remote);
      const known = new Set(registry.versions(remote).map((v) => v.version));
      const { expect: _expect, ...publishOptions } = options;
      const info = registry.publish(
        remote,
        from ? path.resolve(from) : path.join(REPO_ROOT, remote, 'dist'),
        args.flag('--version'),
        new Date(),
        publishOptions,
      );
      log(`published ${remote}@${info.version}`);
      const hold = registry.hold(remote);
      if (registry.current(remote) === info.version) {
        log(`${remote} already serves ${info.version}`);
      } else if (hold && known.has(info.version) && !options.force) {
        // An unchanged rebuild is not a decision to undo the operator's rollback or pin.
        log(
          `${remote} not activated: held at ${hold.to} by ${hold.action} (${hold.who}, ${hold.when}); ` +
            `\`remotes activate ${remote} ${info.version}\` to serve it`,
        );
      } else if (!args.has('--no-activate')) {
        registry.activate(remote, info.version, options);
        log(`${remote} now serves ${info.version}${options.force ? ' (forced)' : ''}`);
      }
      return;
    }
    case 'list': {
      const remotes = positional[0] ? [toFolder(positional[0])] : REMOTE_FOLDERS;
      for (const line of formatVersions(
        remotes.map((remote) => ({ remote, versions: registry.versions(remote) })),
      ))
        log(line);
      return;
    }
    case 'rollback': {
      const remote = remoteArg();
      const { from, to } = registry.rollback(remote, args.flag('--to'), options);
      log(
        `${remote} rolled back: ${from ?? '(none)'} -> ${to}; ` +
          'npm start will not activate newer builds until activate or unpin',
      );
      return;
    }
    case 'use':
    case 'activate': {
      const remote = remoteArg();
      const version = required(positional[1], 'version');
      registry.activate(remote, version, options);
      log(`${remote} now serves ${version}${options.force ? ' (forced)' : ''}`);
      return;
    }
    case 'withdraw': {
      const remote = remoteArg();
      const withdrawn = positional[1] ?? registry.current(remote);
      const { from, to } = registry.withdraw(remote, positional[1], options);
      log(
        from === to
          ? `${remote}@${withdrawn} withdrawn; ${remote} still serves ${to}`
          : `${remote}@${withdrawn} withdrawn: ${from} -> ${to}; open tabs leave it at once; ` +
              'npm start will not activate newer builds until activate or unpin',
      );
      return;
    }
    case 'pin': {
      const remote = remoteArg();
      const version = registry.pin(remote, positional[1], options);
      log(`${remote} pinned at ${version}; npm start will not activate newer builds until unpin`);
      return;
    }
    case 'unpin': {
      const remote = remoteArg();
      registry.unpin(remote, options);
      log(`${remote} unpinned: npm start activates new builds again`);
      return;
    }
    case 'prune': {
      const remote = remoteArg();
      const removed = registry.prune(remote, keepFlag(args, RETENTION_KEEP), new Date(), options);
      log(removed.length ? `${remote}: removed ${removed.join(', ')}` : `${remote}: nothing to prune`);
      return;
    }
    case 'history': {
      for (const entry of registry.history(positional[0])) log(formatHistory(entry));
      return;
    }
    case 'status': {
      for (const line of formatStatus(registry.status())) log(line);
      return;
    }
    default:
      throw new Error(
        'usage: remotes <publish|list|rollback|activate|use|withdraw|pin|unpin|prune|history|status> ...',
      );
  }
}

/** The command line: the release service when RELEASE_SERVICE_URL is set, else the registry on disk. */
export async function main(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
  log: (line: string) => void = console.log,
): Promise<void> {
  const mode = cliMode(env);
  if (mode.kind === 'service') {
    await runServiceCli(argv, new ReleaseServiceClient(mode.url, mode.token), log);
    return;
  }
  runCli(argv, new Registry(defaultRegistryDir(env)), log);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(`remotes: ${(error as Error).message}`);
    process.exit(1);
  });
}
