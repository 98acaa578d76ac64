import { execFileSync } from 'node:child_process';

/** The commit of the git repository `dir` is in (null: not in one, or no git). */
export function gitCommit(dir: string): string | null {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: dir, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return null;
  }
}
