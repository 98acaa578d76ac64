import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { writeFileAtomic } from './atomicWrite';
import type { RegistryFile } from '@jobportal/platform-contract';
import { REMOTES, REPO_ROOT, toFolder, type RemoteFolder } from './remotes';
import { hashDirectory } from './contentHash';
import { dropStaleCompressedCopies } from './compressedCopies';
import { isAlive, withLock } from './lock';
import {
  appendHistory,
  holdOf,
  lastLive,
  liveStack,
  readHistory,
  whoAmI,
  type HistoryEntry,
} from './history';
import {
  builtAgainst,
  declaredExposes,
  incompatibilities,
  readJson,
  readShellProvides,
  STATS_FILE,
} from './compatibility';

/** /remotes.json: what the shell registers at start. */
export type { RegistryFile } from '@jobportal/platform-contract';
export { hashDirectory } from './contentHash';

export interface VersionInfo {
  remote: RemoteFolder;
  version: string;
  publishedAt: string;
  contentHash: string;
  current: boolean;
}

/** Written into each version's folder at publish. */
interface PublishedMeta {
  publishedAt: string;
  contentHash: string;
  /** 2: manifests hashed in canonical form (contentHash.ts); older versions are hashed again when compared */
  hashFormat?: number;
  commit?: string | null;
  publishedBy?: string;
  builtAgainst?: ReturnType<typeof builtAgainst> & { sharedUiVersion: string | null };
}

export interface RegistryOptions {
  /** where the remotes' rspack configs are (the exposes they must have) */
  repoRoot?: string;
  /** the running shell's build: the shared versions it provides */
  shellDist?: string;
}

export interface ActivateOptions {
  reason?: string;
  /** serve it although the compatibility check refuses it (recorded) */
  force?: boolean;
  who?: string;
}

export interface DeployResult {
  version: string;
  current: string | null;
  activated: boolean;
  /** the operator's rollback or pin that kept the build from being activated */
  held?: HistoryEntry;
  refused?: string;
}

const META_FILE = '.published.json';
const HASH_FORMAT = 2;
/**
 * The registry points at each version's remoteEntry.js, not its mf-manifest.json: the manifest costs a
 * revalidated request per visit and the runtime's manifest processing and preload-link generation on a phone's
 * CPU at start, and saves no round trip (manifest -> entry + chunks vs entry -> chunks). Measured in
 * docs/STATUS.md (Lighthouse of `/`).
 */
export const REMOTE_ENTRY = 'remoteEntry.js';
const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z._-]{0,63}$/;
export const RECENTLY_LIVE_MS = 24 * 60 * 60 * 1000;

export class Registry {
  readonly repoRoot: string;
  readonly shellDist: string;

  constructor(
    readonly dir: string,
    options: RegistryOptions = {},
  ) {
    this.repoRoot = options.repoRoot ?? REPO_ROOT;
    this.shellDist = options.shellDist ?? process.env.SHELL_DIST ?? path.join(this.repoRoot, 'shell', 'dist');
  }

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

  history(remote?: string): HistoryEntry[] {
    return readHistory(this.dir, remote ? toFolder(remote) : undefined);
  }

  /** The operator's rollback or pin that `npm start` must not override, if any. */
  hold(remote: RemoteFolder): HistoryEntry | null {
    return holdOf(this.history(remote));
  }

  meta(remote: RemoteFolder, version: string): PublishedMeta | null {
    return readJson<PublishedMeta>(path.join(this.remoteDir(remote), version, META_FILE));
  }

  /** Published versions of a remote, oldest first. */
  versions(remote: RemoteFolder): VersionInfo[] {
    const dir = this.remoteDir(remote);
    if (!fs.existsSync(dir)) return [];
    const current = this.current(remote);
    return fs
      .readdirSync(dir)
      .filter((name) => !name.startsWith('.'))
      .flatMap((version) => {
        const meta = this.meta(remote, version);
        if (!meta) return [];
        const { publishedAt, contentHash } = meta;
        return [{ remote, version, publishedAt, contentHash, current: version === current }];
      })
      .sort((a, b) => a.publishedAt.localeCompare(b.publishedAt) || a.version.localeCompare(b.version));
  }

  /** The published version with this content (versions hashed the old way are hashed again). */
  private findByHash(remote: RemoteFolder, contentHash: string): VersionInfo | undefined {
    return this.versions(remote).find((v) => {
      if (this.meta(remote, v.version)?.hashFormat === HASH_FORMAT) return v.contentHash === contentHash;
      return (
        hashDirectory(path.join(this.remoteDir(remote), v.version), new Set([META_FILE])) === contentHash
      );
    });
  }

  private lockFile(remote: RemoteFolder): string {
    return path.join(this.dir, 'locks', `${remote}.lock`);
  }

  /**
   * Copies a build into /remotes/<remote>/<version>/ as an immutable version. Publishing the same content again
   * is a no-op that returns the existing version; a different build under an existing version is refused. The copy
   * is made in a hidden staging folder and appears under its name in one rename.
   */
  publish(
    remoteName: string,
    distDir: string,
    requestedVersion?: string,
    now: Date = new Date(),
    options: ActivateOptions = {},
  ): VersionInfo {
    const remote = toFolder(remoteName);
    if (!fs.existsSync(path.join(distDir, REMOTE_ENTRY))) {
      throw new Error(`${distDir} has no ${REMOTE_ENTRY}: build ${remote} first`);
    }
    const contentHash = hashDirectory(distDir);
    const sameContent = () => {
      const existing = this.findByHash(remote, contentHash);
      return existing && (!requestedVersion || requestedVersion === existing.version) ? existing : undefined;
    };
    const unchanged = sameContent();
    if (unchanged) return unchanged;
    const pkgVersion = readPackageVersion(path.dirname(distDir));
    const version = requestedVersion ?? `${pkgVersion}-${contentHash.slice(0, 8)}`;
    if (!VERSION_PATTERN.test(version)) throw new Error(`Invalid version "${version}"`);
    const staging = path.join(
      this.remoteDir(remote),
      `.staging-${process.pid}-${crypto.randomBytes(4).toString('hex')}`,
    );
    try {
      fs.mkdirSync(staging, { recursive: true });
      fs.cpSync(distDir, staging, { recursive: true });
      const dropped = dropStaleCompressedCopies(staging);
      if (dropped.length > 0)
        console.warn(
          `[registry] ${remote}: compressed copies that were not their file, dropped: ${dropped.join(', ')}`,
        );
      const publishedAt = now.toISOString();
      const who = options.who ?? whoAmI();
      const meta: PublishedMeta = {
        publishedAt,
        contentHash,
        hashFormat: HASH_FORMAT,
        commit: gitCommit(distDir) ?? gitCommit(REPO_ROOT),
        publishedBy: who,
        builtAgainst: { ...builtAgainst(staging), sharedUiVersion: this.current('mf-shared-ui') },
      };
      fs.writeFileSync(path.join(staging, META_FILE), `${JSON.stringify(meta, null, 2)}\n`);
      return withLock(this.lockFile(remote), `publish ${remote}`, () => {
        const existing = sameContent();
        if (existing) return existing;
        const target = path.join(this.remoteDir(remote), version);
        if (fs.existsSync(target))
          throw new Error(`${remote}@${version} is already published with other content`);
        fs.renameSync(staging, target);
        appendHistory(this.dir, {
          action: 'publish',
          remote,
          to: version,
          who,
          when: publishedAt,
          ...(options.reason ? { why: options.reason } : {}),
        });
        return { remote, version, publishedAt, contentHash, current: false };
      });
    } finally {
      fs.rmSync(staging, { recursive: true, force: true });
    }
  }

  /** Why this version must not be served now (empty: it may be). */
  incompatibilities(remoteName: string, version: string): string[] {
    const remote = toFolder(remoteName);
    const versionDir = path.join(this.remoteDir(remote), version);
    const sharedUi = this.current('mf-shared-ui');
    return incompatibilities({
      versionDir,
      expectedExposes: declaredExposes(path.join(this.repoRoot, remote, 'rspack.config.mjs')),
      shell: readShellProvides(this.shellDist),
      sharedUiExposes:
        remote === 'mf-shared-ui' || !sharedUi
          ? null
          : exposesOf(path.join(this.remoteDir('mf-shared-ui'), sharedUi)),
    });
  }

  /** Points /remotes.json at a published version of ONE remote; the others are untouched. */
  activate(remoteName: string, version: string, options: ActivateOptions = {}): RegistryFile {
    const remote = toFolder(remoteName);
    return withLock(this.lockFile(remote), `activate ${remote}@${version}`, () =>
      this.activateLocked(remote, version, 'activate', options),
    );
  }

  private activateLocked(
    remote: RemoteFolder,
    version: string,
    action: 'activate' | 'rollback',
    options: ActivateOptions,
  ): RegistryFile {
    if (!this.meta(remote, version)) {
      throw new Error(
        `${remote}@${version} is not published. Published: ${
          this.versions(remote)
            .map((v) => v.version)
            .join(', ') || 'none'
        }`,
      );
    }
    const reasons = this.incompatibilities(remote, version);
    if (reasons.length && !options.force) {
      throw new Error(
        `${remote}@${version} refused:\n  - ${reasons.join('\n  - ')}\n(--force serves it anyway and records that it was forced)`,
      );
    }
    // Two operators changing different remotes at once must not lose each other's update.
    let from: string | null = null;
    const registry = withLock(path.join(this.dir, 'locks', 'remotes.json.lock'), 'write remotes.json', () => {
      const file = this.read();
      from = file.remotes[REMOTES[remote]]?.version ?? null;
      file.remotes[REMOTES[remote]] = { version, entry: `/remotes/${remote}/${version}/${REMOTE_ENTRY}` };
      file.updatedAt = new Date().toISOString();
      writeFileAtomic(this.registryFile, `${JSON.stringify(file, null, 2)}\n`);
      return file;
    });
    appendHistory(this.dir, {
      action,
      remote,
      from,
      to: version,
      who: options.who ?? whoAmI(),
      when: new Date().toISOString(),
      ...(options.reason ? { why: options.reason } : {}),
      ...(reasons.length ? { forced: reasons.join('; ') } : {}),
    });
    return registry;
  }

  /**
   * Goes back to the version that was live before the current one, as the activation history tells (never a
   * version that was only published), or to `to`. Consecutive rollbacks go one live version further back each.
   */
  rollback(remoteName: string, to?: string, options: ActivateOptions = {}): string {
    const remote = toFolder(remoteName);
    return withLock(this.lockFile(remote), `rollback ${remote}`, () => {
      const target = to ?? this.previouslyLive(remote);
      this.activateLocked(remote, target, 'rollback', options);
      return target;
    });
  }

  private previouslyLive(remote: RemoteFolder): string {
    const current = this.current(remote);
    const stack = liveStack(this.history(remote));
    const top = current ? stack.lastIndexOf(current) : -1;
    const earlier = (top >= 0 ? stack.slice(0, top) : stack).reverse();
    const target = earlier.find((v) => v !== current && this.meta(remote, v));
    if (!target) {
      throw new Error(
        `${remote} has no version before ${current ?? '(none)'} in its activation history; choose one with --to <version>`,
      );
    }
    return target;
  }

  /** Keeps the served version until `activate` or `unpin`: `npm start` does not activate newer builds. */
  pin(remoteName: string, version?: string, options: ActivateOptions = {}): string {
    const remote = toFolder(remoteName);
    return withLock(this.lockFile(remote), `pin ${remote}`, () => {
      const target = version ?? this.current(remote);
      if (!target) throw new Error(`${remote} serves nothing yet: pin <remote> <version>`);
      if (target !== this.current(remote)) this.activateLocked(remote, target, 'activate', options);
      appendHistory(this.dir, {
        action: 'pin',
        remote,
        to: target,
        who: options.who ?? whoAmI(),
        when: new Date().toISOString(),
        ...(options.reason ? { why: options.reason } : {}),
      });
      return target;
    });
  }

  unpin(remoteName: string, options: ActivateOptions = {}): void {
    const remote = toFolder(remoteName);
    withLock(this.lockFile(remote), `unpin ${remote}`, () =>
      appendHistory(this.dir, {
        action: 'unpin',
        remote,
        to: this.current(remote),
        who: options.who ?? whoAmI(),
        when: new Date().toISOString(),
        ...(options.reason ? { why: options.reason } : {}),
      }),
    );
  }

  /**
   * `npm start`: publishes a build and serves it unless the operator chose otherwise (a rollback or a pin in the
   * history, or another published version made current) or the compatibility check refuses it.
   */
  deployBuild(remoteName: string, distDir: string): DeployResult {
    const remote = toFolder(remoteName);
    const known = new Set(this.versions(remote).map((v) => v.version));
    const { version } = this.publish(remote, distDir, undefined, new Date(), { who: 'npm start' });
    const current = this.current(remote);
    const result: DeployResult = { version, current, activated: false };
    if (current === version) return result;
    const held = this.hold(remote);
    if (current && held) return { ...result, held };
    if (current && known.has(version)) return result;
    try {
      this.activate(remote, version, { who: `npm start (${whoAmI()})` });
      return { ...result, current: version, activated: true };
    } catch (error) {
      return { ...result, refused: (error as Error).message };
    }
  }

  private removeLeftovers(remote: RemoteFolder): void {
    for (const name of fs.readdirSync(this.remoteDir(remote))) {
      const pid = leftoverOwner(name);
      if (pid !== null && !isAlive(pid)) {
        fs.rmSync(path.join(this.remoteDir(remote), name), { recursive: true, force: true });
      }
    }
  }

  /** Removes all but the last `keep` versions, never the served one nor one live in the last 24 h. */
  prune(remoteName: string, keep = 5, now: Date = new Date(), options: ActivateOptions = {}): string[] {
    const remote = toFolder(remoteName);
    return withLock(this.lockFile(remote), `prune ${remote}`, () => {
      const versions = this.versions(remote);
      const history = this.history(remote);
      const live = lastLive(history);
      const kept = new Set(versions.slice(Math.max(0, versions.length - keep)).map((v) => v.version));
      const current = this.current(remote);
      if (current) kept.add(current);
      const held = holdOf(history)?.to;
      if (held) kept.add(held);
      for (const [version, at] of live) if (now.getTime() - at < RECENTLY_LIVE_MS) kept.add(version);
      const removed = versions.map((v) => v.version).filter((v) => !kept.has(v));
      for (const version of removed) {
        // Out of sight in one rename, then deleted: a half-deleted version is never listed.
        const aside = path.join(this.remoteDir(remote), `.pruned-${version}-${process.pid}`);
        fs.renameSync(path.join(this.remoteDir(remote), version), aside);
        fs.rmSync(aside, { recursive: true, force: true });
      }
      this.removeLeftovers(remote);
      if (removed.length) {
        appendHistory(this.dir, {
          action: 'prune',
          remote,
          removed,
          who: options.who ?? whoAmI(),
          when: now.toISOString(),
          ...(options.reason ? { why: options.reason } : {}),
        });
      }
      return removed;
    });
  }
}

/** Staging or pruned folders of a process that died mid-copy or mid-delete (never listed, only disk space). */
function leftoverOwner(name: string): number | null {
  const match = /^\.(?:staging-|pruned-.*-)(\d+)(?:-[0-9a-f]+)?$/.exec(name);
  return match ? Number(match[1]) : null;
}

function exposesOf(versionDir: string): string[] | null {
  const stats = readJson<{ exposes?: { path: string }[] }>(path.join(versionDir, STATS_FILE));
  return stats ? (stats.exposes ?? []).map((e) => e.path) : null;
}

/** The commit of the repository the build is in (or of the one this tool runs from). */
function gitCommit(dir: string): string | null {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: dir, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return null;
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
