#!/usr/bin/env tsx
/**
 * Operator CLI for the runtime remote registry.
 *   npm run remotes -- publish <remote> [--version V] [--no-build] [--no-activate] [--from <dist dir>] [--force]
 *   npm run remotes -- list [<remote>]
 *   npm run remotes -- rollback <remote> [--to V] [--reason "..."] [--force]   (back to what was live before)
 *   npm run remotes -- activate <remote> <version> [--reason "..."] [--force]  (alias: use)
 *   npm run remotes -- pin <remote> [<version>] [--reason "..."]   /   unpin <remote>
 *   npm run remotes -- prune <remote> [--keep N]
 *   npm run remotes -- history [<remote>]
 *   npm run remotes -- status
 * <remote> is mf-shared-ui, mf-auth, mf-public, mf-candidate, mf-corporate or mf-backoffice. Changes take effect
 * on the next page load; nothing else is rebuilt. Every change is recorded in <registry>/history.jsonl (who, when, why).
 */
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { Registry } from './registry';
import type { HistoryEntry } from './history';
import { REMOTES, REPO_ROOT, defaultRegistryDir, toFolder } from './remotes';

const VALUE_FLAGS = ['--version', '--to', '--from', '--reason', '--keep'];

function flag(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

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
    `by ${e.who}`,
    e.why ? `why: ${e.why}` : '',
    e.forced ? `FORCED past: ${e.forced}` : '',
  ]
    .filter(Boolean)
    .join('  ');
}

export function runCli(
  argv: string[],
  registry = new Registry(defaultRegistryDir()),
  log = console.log,
): void {
  const [command, ...args] = argv;
  const positional = args.filter(
    (a, i) => !a.startsWith('--') && !(i > 0 && VALUE_FLAGS.includes(args[i - 1])),
  );
  const options = { reason: flag(args, '--reason'), force: args.includes('--force') };
  switch (command) {
    case 'publish': {
      const remote = toFolder(required(positional[0], 'remote'));
      const from = flag(args, '--from');
      if (!from && !args.includes('--no-build')) {
        execFileSync('npx', ['nx', 'run', `${remote}:build`, '--skip-nx-cache=false'], {
          cwd: REPO_ROOT,
          stdio: 'inherit',
          env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
        });
      }
      const known = new Set(registry.versions(remote).map((v) => v.version));
      const info = registry.publish(
        remote,
        from ? path.resolve(from) : path.join(REPO_ROOT, remote, 'dist'),
        flag(args, '--version'),
        new Date(),
        options,
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
      } else if (!args.includes('--no-activate')) {
        registry.activate(remote, info.version, options);
        log(`${remote} now serves ${info.version}${options.force ? ' (forced)' : ''}`);
      }
      return;
    }
    case 'list': {
      const remotes = positional[0]
        ? [toFolder(positional[0])]
        : (Object.keys(REMOTES) as (keyof typeof REMOTES)[]);
      for (const remote of remotes) {
        for (const v of registry.versions(remote)) {
          log(`${v.current ? '*' : ' '} ${remote}@${v.version}  ${v.publishedAt}`);
        }
      }
      return;
    }
    case 'rollback': {
      const remote = toFolder(required(positional[0], 'remote'));
      const version = registry.rollback(remote, flag(args, '--to'), options);
      log(
        `${remote} rolled back to ${version}; npm start will not activate newer builds until activate or unpin`,
      );
      return;
    }
    case 'use':
    case 'activate': {
      const remote = toFolder(required(positional[0], 'remote'));
      const version = required(positional[1], 'version');
      registry.activate(remote, version, options);
      log(`${remote} now serves ${version}${options.force ? ' (forced)' : ''}`);
      return;
    }
    case 'pin': {
      const remote = toFolder(required(positional[0], 'remote'));
      const version = registry.pin(remote, positional[1], options);
      log(`${remote} pinned at ${version}; npm start will not activate newer builds until unpin`);
      return;
    }
    case 'unpin': {
      const remote = toFolder(required(positional[0], 'remote'));
      registry.unpin(remote, options);
      log(`${remote} unpinned: npm start activates new builds again`);
      return;
    }
    case 'prune': {
      const remote = toFolder(required(positional[0], 'remote'));
      const keep = Number(flag(args, '--keep') ?? 5);
      if (!Number.isInteger(keep) || keep < 1) throw new Error('--keep must be a whole number >= 1');
      const removed = registry.prune(remote, keep, new Date(), options);
      log(removed.length ? `${remote}: removed ${removed.join(', ')}` : `${remote}: nothing to prune`);
      return;
    }
    case 'history': {
      for (const entry of registry.history(positional[0])) log(formatHistory(entry));
      return;
    }
    case 'status': {
      log(JSON.stringify(registry.read(), null, 2));
      for (const remote of Object.keys(REMOTES) as (keyof typeof REMOTES)[]) {
        const hold = registry.hold(remote);
        if (hold) log(`${remote}: held at ${hold.to} by ${hold.action} (${hold.who}, ${hold.when})`);
      }
      return;
    }
    default:
      throw new Error(
        'usage: remotes <publish|list|rollback|activate|use|pin|unpin|prune|history|status> ...',
      );
  }
}

function required(value: string | undefined, name: string): string {
  if (!value) throw new Error(`missing <${name}>`);
  return value;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  try {
    runCli(process.argv.slice(2));
  } catch (error) {
    console.error(`remotes: ${(error as Error).message}`);
    process.exit(1);
  }
}
