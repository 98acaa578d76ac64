import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { writeFileAtomic } from './atomicWrite';
import type { RegistryFile } from '@jobportal/platform-contract';
import { REMOTES, toFolder, type RemoteFolder } from './remotes';

/** /remotes.json: what the shell registers at start. */
export type { RegistryFile } from '@jobportal/platform-contract';

export interface VersionInfo {
  remote: RemoteFolder;
  version: string;
  publishedAt: string;
  contentHash: string;
  current: boolean;
}

const META_FILE = '.published.json';
/**
 * The registry points at each version's remoteEntry.js, not its mf-manifest.json: the manifest costs a
 * revalidated request per visit and the runtime's manifest processing and preload-link generation on a phone's
 * CPU at start, and saves no round trip (manifest -> entry + chunks vs entry -> chunks). Measured in
 * docs/STATUS.md (Lighthouse of `/`).
 */
export const REMOTE_ENTRY = 'remoteEntry.js';
const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z._-]{0,63}$/;

export class Registry {
  constructor(readonly dir: string) {}

  get registryFile(): string {
    return path.join(this.dir, 'remotes.json');
  }

  remoteDir(remote: RemoteFolder): string {
    return path.join(this.dir, 'remotes', remote);
  }

  read(): RegistryFile {
    try {
      return JSON.parse(fs.readFileSync(this.registryFile, 'utf8')) as RegistryFile;
    } catch {
      return { remotes: {}, updatedAt: new Date(0).toISOString() };
    }
  }

  current(remote: RemoteFolder): string | null {
    return this.read().remotes[REMOTES[remote]]?.version ?? null;
  }

  /** Published versions of a remote, oldest first. */
  versions(remote: RemoteFolder): VersionInfo[] {
    const dir = this.remoteDir(remote);
    if (!fs.existsSync(dir)) return [];
    const current = this.current(remote);
    return fs
      .readdirSync(dir)
      .filter((name) => !name.startsWith('.') && fs.existsSync(path.join(dir, name, META_FILE)))
      .map((version) => {
        const meta = JSON.parse(fs.readFileSync(path.join(dir, version, META_FILE), 'utf8')) as {
          publishedAt: string;
          contentHash: string;
        };
        return { remote, version, ...meta, current: version === current };
      })
      .sort((a, b) => a.publishedAt.localeCompare(b.publishedAt) || a.version.localeCompare(b.version));
  }

  /**
   * Copies a build into /remotes/<remote>/<version>/ as an immutable version. Publishing the same content again
   * is a no-op that returns the existing version; a different build under an existing version is refused.
   */
  publish(
    remoteName: string,
    distDir: string,
    requestedVersion?: string,
    now: Date = new Date(),
  ): VersionInfo {
    const remote = toFolder(remoteName);
    if (!fs.existsSync(path.join(distDir, REMOTE_ENTRY))) {
      throw new Error(`${distDir} has no ${REMOTE_ENTRY}: build ${remote} first`);
    }
    const contentHash = hashDirectory(distDir);
    const existing = this.versions(remote).find((v) => v.contentHash === contentHash);
    if (existing && (!requestedVersion || requestedVersion === existing.version)) return existing;
    const pkgVersion = readPackageVersion(path.dirname(distDir));
    const version = requestedVersion ?? `${pkgVersion}-${contentHash.slice(0, 8)}`;
    if (!VERSION_PATTERN.test(version)) throw new Error(`Invalid version "${version}"`);
    const target = path.join(this.remoteDir(remote), version);
    if (fs.existsSync(target))
      throw new Error(`${remote}@${version} is already published with other content`);
    const staging = path.join(
      this.remoteDir(remote),
      `.staging-${process.pid}-${crypto.randomBytes(4).toString('hex')}`,
    );
    fs.mkdirSync(staging, { recursive: true });
    fs.cpSync(distDir, staging, { recursive: true });
    const publishedAt = now.toISOString();
    fs.writeFileSync(path.join(staging, META_FILE), JSON.stringify({ publishedAt, contentHash }, null, 2));
    // A half-copied version is never visible: it appears under its name in one rename.
    fs.renameSync(staging, target);
    return { remote, version, publishedAt, contentHash, current: false };
  }

  /** Points /remotes.json at a published version of ONE remote; the others are untouched. */
  activate(remoteName: string, version: string): RegistryFile {
    const remote = toFolder(remoteName);
    if (!this.versions(remote).some((v) => v.version === version)) {
      throw new Error(
        `${remote}@${version} is not published. Published: ${
          this.versions(remote)
            .map((v) => v.version)
            .join(', ') || 'none'
        }`,
      );
    }
    // Two operators publishing different remotes at once must not lose each other's update.
    return withLock(path.join(this.dir, '.remotes.lock'), () => {
      const registry = this.read();
      registry.remotes[REMOTES[remote]] = {
        version,
        entry: `/remotes/${remote}/${version}/${REMOTE_ENTRY}`,
      };
      registry.updatedAt = new Date().toISOString();
      writeFileAtomic(this.registryFile, `${JSON.stringify(registry, null, 2)}\n`);
      return registry;
    });
  }

  /** Rolls back to the version published before the current one, or to `to`. */
  rollback(remoteName: string, to?: string): string {
    const remote = toFolder(remoteName);
    const versions = this.versions(remote);
    let target = to;
    if (!target) {
      const index = versions.findIndex((v) => v.current);
      if (index <= 0) throw new Error(`${remote} has no version before ${this.current(remote) ?? '(none)'}`);
      target = versions[index - 1].version;
    }
    this.activate(remote, target);
    return target;
  }
}

const LOCK_STALE_MS = 30_000;

/** Exclusive lock by creating a file (O_EXCL); a lock older than 30 s is from a crashed process and is taken over. */
function withLock<T>(lockFile: string, fn: () => T): T {
  fs.mkdirSync(path.dirname(lockFile), { recursive: true });
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      fs.closeSync(fs.openSync(lockFile, 'wx'));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const stat = fs.statSync(lockFile, { throwIfNoEntry: false });
      if (!stat) continue;
      if (Date.now() - stat.mtimeMs > LOCK_STALE_MS) fs.rmSync(lockFile, { force: true });
      else if (Date.now() > deadline) throw new Error(`registry is locked (${lockFile})`);
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
    }
  }
  try {
    return fn();
  } finally {
    fs.rmSync(lockFile, { force: true });
  }
}

function readPackageVersion(appDir: string): string {
  try {
    return (JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8')) as { version: string })
      .version;
  } catch {
    return '0.0.0';
  }
}

/** Stable hash of every file's relative path and bytes. */
export function hashDirectory(dir: string): string {
  const hash = crypto.createHash('sha256');
  const walk = (current: string) => {
    for (const name of fs.readdirSync(current).sort()) {
      const full = path.join(current, name);
      const stat = fs.statSync(full);
      if (stat.isDirectory()) walk(full);
      else {
        hash.update(path.relative(dir, full));
        hash.update(fs.readFileSync(full));
      }
    }
  };
  walk(dir);
  return hash.digest('hex');
}
