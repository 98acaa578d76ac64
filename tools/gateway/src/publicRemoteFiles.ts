import fs from 'node:fs';
import path from 'node:path';

/**
 * Whether a path under /remotes/ (relative to the registry's `remotes/` folder, as @fastify/static gives it) may be
 * served. Never: a dot-segment (a version's `.published.json`, a `.staging-*` copy, `..`), a version's server build
 * (`<remote>/<version>/server/...`: the gateway's code, not a file for browsers), or a file whose real path is
 * outside `remotes/` (a link into unreleased/ or meta/). The same rules are in deploy/nginx/default.conf.template.
 */
export function isPublicRemotePath(pathname: string, remotesRoot: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  const segments = decoded.split(/[/\\]/).filter(Boolean);
  if (segments.some((segment) => segment.startsWith('.'))) return false;
  if (segments.length > 2 && segments[2] === 'server') return false;
  const file = path.join(remotesRoot, ...segments);
  let real: string;
  try {
    real = fs.realpathSync.native(file);
  } catch {
    // Not there (a 404 anyway) or unreadable.
    return true;
  }
  const root = fs.realpathSync.native(remotesRoot);
  return real === root || real.startsWith(root + path.sep);
}
