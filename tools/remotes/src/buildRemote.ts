import { execFileSync } from 'node:child_process';
import { REPO_ROOT, type RemoteFolder } from './remotes';

/** `nx run <remote>:build` (from the Nx cache when unchanged): writes <remote>/dist. */
export function buildRemote(remote: RemoteFolder): void {
  execFileSync('npx', ['nx', 'run', `${remote}:build`, '--skip-nx-cache=false'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
  });
}
