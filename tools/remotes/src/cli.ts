#!/usr/bin/env tsx
/**
 * Operator CLI for the runtime remote registry.
 *   npm run remotes -- publish <remote> [--version V] [--no-build] [--no-activate] [--from <dist dir>]
 *   npm run remotes -- list [<remote>]
 *   npm run remotes -- rollback <remote> [--to V]
 *   npm run remotes -- use <remote> <version>          (roll forward or back to any published version)
 *   npm run remotes -- status
 * <remote> is mf-shared-ui, mf-auth, mf-public, mf-candidate or mf-corporate. Changes take effect on the next
 * page load; nothing else is rebuilt.
 */
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { Registry } from './registry';
import { REMOTES, REPO_ROOT, defaultRegistryDir, toFolder } from './remotes';

function flag(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

export function runCli(
  argv: string[],
  registry = new Registry(defaultRegistryDir()),
  log = console.log,
): void {
  const [command, ...args] = argv;
  const positional = args.filter(
    (a, i) => !a.startsWith('--') && !(i > 0 && ['--version', '--to', '--from'].includes(args[i - 1])),
  );
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
      const info = registry.publish(
        remote,
        from ? path.resolve(from) : path.join(REPO_ROOT, remote, 'dist'),
        flag(args, '--version'),
      );
      log(`published ${remote}@${info.version}`);
      if (!args.includes('--no-activate')) {
        registry.activate(remote, info.version);
        log(`${remote} now serves ${info.version}`);
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
      const version = registry.rollback(remote, flag(args, '--to'));
      log(`${remote} rolled back to ${version}`);
      return;
    }
    case 'use': {
      const remote = toFolder(required(positional[0], 'remote'));
      const version = required(positional[1], 'version');
      registry.activate(remote, version);
      log(`${remote} now serves ${version}`);
      return;
    }
    case 'status': {
      log(JSON.stringify(registry.read(), null, 2));
      return;
    }
    default:
      throw new Error('usage: remotes <publish|list|rollback|use|status> ...');
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
