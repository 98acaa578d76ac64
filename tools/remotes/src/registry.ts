import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import type { ReleaseStatus } from '@jobportal/contracts';
import type { RegistryFile, ReleaseChange, RemoteRelease } from '@jobportal/platform-contract';
import { REMOTE_FOLDERS, REMOTES, REPO_ROOT, toFolder, type RemoteFolder } from './remotes';
import { hashDirectory } from './contentHash';
import { dropStaleCompressedCopies } from './compressedCopies';
import { withLock } from './lock';
import {
  appendHistory,
  holdOf,
  lastLive,
  lastServedChange,
  liveStack,
  readHistory,
  whoAmI,
  withdrawals,
  type HistoryEntry,
} from './history';
import { REMOTE_ENTRY, providedExposes } from './buildMetadata';
import {
  builtAgainst,
  incompatibilities,
  PAGES_EXPOSE,
  readShellProvides,
  type SharedUiConsumer,
} from './compatibility';
import { LEGACY_META_FILE, metaFile, releasedDir, unreleasedDir, META_DIR } from './layout';
import { moveLegacyMeta, readMeta, writeMeta, type PublishedMeta } from './publishedMeta';
import { ReleaseConflictError, ReleaseRefusedError } from './releaseErrors';
import { diskFullError, isDiskFull } from './diskFull';
import { apparentSize } from './diskUsage';
import { RETENTION_KEEP, versionsToRemove } from './retention';
import { defaultVersion, isVersionName } from './versionName';
import { registryStatus } from './status';
import { readServedFile, withdrawnList, writeServedEntry, type ServedWrite } from './servedFile';
import { readDirents, removeDeadProcessFolders } from './leftovers';
import type {
  ActivateOptions,
  DeployResult,
  PublishOptions,
  RegistryOptions,
  ServedChange,
  VersionInfo,
} from './registryTypes';
import { gitCommit } from './gitCommit';

/** /remotes.json: what the shell registers at start. */
export type { RegistryFile } from '@jobportal/platform-contract';
export { hashDirectory } from './contentHash';
export { REMOTE_ENTRY } from './buildMetadata';
export { RECENTLY_LIVE_MS, RETENTION_KEEP } from './retention';
export type {
  ActivateOptions,
  DeployResult,
  PublishOptions,
  RegistryOptions,
  ServedChange,
  VersionInfo,
} from './registryTypes';

const HASH_FORMAT = 2;

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

  /** Where versions that have been served are: served to browsers as /remotes/<remote>/. */
  remoteDir(remote: RemoteFolder): string {
    return releasedDir(this.dir, remote);
  }

  /** Where versions published and never served are (not served). */
  unreleasedDir(remote: RemoteFolder): string {
    return unreleasedDir(this.dir, remote);
  }

  read(): RegistryFile {
    return readServedFile(this.registryFile);
  }

  current(remote: RemoteFolder): string | null {
    return this.read().remotes[REMOTES[remote]]?.version ?? null;
  }

  history(remote?: string): HistoryEntry[] {
    return readHistory(this.dir, remote ? toFolder(remote) : undefined);
  }

  /** The operator's rollback, withdraw or pin that `npm start` must not override, if any. */
  hold(remote: RemoteFolder): HistoryEntry | null {
    return holdOf(this.history(remote));
  }

  meta(remote: RemoteFolder, version: string): PublishedMeta | null {
    return isVersionName(version) ? readMeta(this.dir, remote, version) : null;
  }

  /** The folder holding a published version (served or not), null when there is none. */
  versionDir(remoteName: string, version: string): string | null {
    const remote = toFolder(remoteName);
    if (!isVersionName(version)) return null;
    for (const dir of [this.remoteDir(remote), this.unreleasedDir(remote)]) {
      const candidate = path.join(dir, version);
      if (fs.statSync(candidate, { throwIfNoEntry: false })?.isDirectory()) return candidate;
    }
    return null;
  }

  /** Published versions of a remote, served or not, oldest first. */
  versions(remote: RemoteFolder): VersionInfo[] {
    const current = this.current(remote);
    const withdrawn = withdrawals(this.history(remote));
    const found = new Map<string, string>();
    // released last: a version in both places (never, short of a hand copy) is the served one
    for (const parent of [this.unreleasedDir(remote), this.remoteDir(remote)]) {
      for (const entry of readDirents(parent)) {
        if (entry.isDirectory() && isVersionName(entry.name))
          found.set(entry.name, path.join(parent, entry.name));
      }
    }
    return [...found]
      .flatMap(([version, dir]): VersionInfo[] => {
        const meta = this.meta(remote, version);
        if (!meta) return [];
        return [
          {
            remote,
            version,
            publishedAt: meta.publishedAt,
            contentHash: meta.contentHash,
            current: version === current,
            released: path.dirname(dir) === this.remoteDir(remote),
            withdrawn: withdrawn.has(version),
            publishedBy: meta.publishedBy ?? null,
            commit: meta.commit ?? null,
            bytes: meta.bytes ?? apparentSize(dir),
          },
        ];
      })
      .sort((a, b) => a.publishedAt.localeCompare(b.publishedAt) || a.version.localeCompare(b.version));
  }

  /** The published version with this content (versions hashed the old way are hashed again). */
  private findByHash(remote: RemoteFolder, contentHash: string): VersionInfo | undefined {
    return this.versions(remote).find((v) => {
      if (this.meta(remote, v.version)?.hashFormat === HASH_FORMAT) return v.contentHash === contentHash;
      const dir = this.versionDir(remote, v.version);
      return !!dir && hashDirectory(dir, new Set([LEGACY_META_FILE])) === contentHash;
    });
  }

  private lockFile(remote: RemoteFolder): string {
    return path.join(this.dir, 'locks', `${remote}.lock`);
  }

  /** Runs `fn` holding the remote's lock, the metadata of an older registry moved out of the served folders first. */
  private withRemoteLock<T>(remote: RemoteFolder, operation: string, fn: () => T): T {
    return withLock(this.lockFile(remote), operation, () => {
      moveLegacyMeta(this.dir, remote);
      return fn();
    });
  }

  /** A full disk becomes an error that says what was not changed and how to make room. */
  private guardDisk<T>(operation: string, remote: RemoteFolder, fn: () => T): T {
    const servedBefore = this.current(remote);
    try {
      return fn();
    } catch (error) {
      if (!isDiskFull(error)) throw error;
      throw diskFullError(error as NodeJS.ErrnoException, {
        registryDir: this.dir,
        operation,
        remote,
        servedBefore,
        servedAfter: this.current(remote),
      });
    }
  }

  /** Compare-and-set: refuses when the remote serves another version than the caller saw. Call holding the lock. */
  private checkExpected(remote: RemoteFolder, options: ActivateOptions): void {
    if (options.expect === undefined) return;
    const current = this.current(remote);
    if (current === options.expect) return;
    throw ReleaseConflictError.of(
      remote,
      options.expect,
      current,
      lastServedChange(this.history(remote), current),
    );
  }

  /**
   * Copies a build into unreleased/<remote>/<version>/ as an immutable version (its first activation moves it
   * under the served remotes/), its metadata into meta/, then applies the retention policy. Publishing the same
   * content again is a no-op that returns the existing version; a different build under an existing version is
   * refused. The copy is made in a hidden staging folder and appears under its name in one rename.
   */
  publish(
    remoteName: string,
    distDir: string,
    requestedVersion?: string,
    now: Date = new Date(),
    options: PublishOptions = {},
  ): VersionInfo {
    const remote = toFolder(remoteName);
    const label = `publishing ${remote}${requestedVersion ? `@${requestedVersion}` : ''}`;
    const published = this.guardDisk(label, remote, () =>
      this.publishCopy(remote, distDir, requestedVersion, now, options),
    );
    if (published.isNew) {
      try {
        this.pruneVersions(remote, RETENTION_KEEP, now, retentionOptions(options.who), [
          published.info.version,
        ]);
      } catch (error) {
        // The version is published; what retention could not remove is removed by the next publish or prune.
        console.warn(`[registry] ${remote}: retention after publish failed: ${(error as Error).message}`);
      }
    }
    return published.info;
  }

  private publishCopy(
    remote: RemoteFolder,
    distDir: string,
    requestedVersion: string | undefined,
    now: Date,
    options: PublishOptions,
  ): { info: VersionInfo; isNew: boolean } {
    if (!fs.existsSync(path.join(distDir, REMOTE_ENTRY))) {
      throw new Error(`${distDir} has no ${REMOTE_ENTRY}: build ${remote} first`);
    }
    const contentHash = hashDirectory(distDir);
    const sameContent = () => {
      const existing = this.findByHash(remote, contentHash);
      return existing && (!requestedVersion || requestedVersion === existing.version) ? existing : undefined;
    };
    const unchanged = sameContent();
    if (unchanged) return { info: unchanged, isNew: false };
    const version = requestedVersion ?? defaultVersion(distDir, contentHash);
    if (!isVersionName(version)) throw new Error(`Invalid version "${version}"`);
    const staging = path.join(
      this.unreleasedDir(remote),
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
      const who = options.who ?? whoAmI();
      const meta: PublishedMeta = {
        publishedAt: now.toISOString(),
        contentHash,
        hashFormat: HASH_FORMAT,
        commit: options.commit !== undefined ? options.commit : (gitCommit(distDir) ?? gitCommit(REPO_ROOT)),
        publishedBy: who,
        bytes: apparentSize(staging),
        builtAgainst: { ...builtAgainst(staging), sharedUiVersion: this.current('mf-shared-ui') },
      };
      return this.withRemoteLock(remote, `publish ${remote}`, () => {
        const existing = sameContent();
        if (existing) return { info: existing, isNew: false };
        if (this.versionDir(remote, version))
          throw new Error(`${remote}@${version} is already published with other content`);
        const target = path.join(this.unreleasedDir(remote), version);
        writeMeta(this.dir, remote, version, meta);
        try {
          fs.renameSync(staging, target);
          appendHistory(this.dir, {
            action: 'publish',
            remote,
            to: version,
            who,
            when: meta.publishedAt,
            ...(options.reason ? { why: options.reason } : {}),
          });
        } catch (error) {
          // Not recorded: not published (the staging folder is removed below).
          if (fs.existsSync(target)) fs.renameSync(target, staging);
          fs.rmSync(metaFile(this.dir, remote, version), { force: true });
          throw error;
        }
        const info: VersionInfo = {
          remote,
          version,
          publishedAt: meta.publishedAt,
          contentHash,
          current: false,
          released: false,
          withdrawn: false,
          publishedBy: who,
          commit: meta.commit ?? null,
          bytes: meta.bytes ?? 0,
        };
        return { info, isNew: true };
      });
    } finally {
      fs.rmSync(staging, { recursive: true, force: true });
    }
  }

  /** Why this version must not be served now (empty: it may be). */
  incompatibilities(remoteName: string, version: string): string[] {
    const remote = toFolder(remoteName);
    const versionDir = this.versionDir(remote, version);
    if (!versionDir) return [`${remote}@${version} is not published`];
    const withdrawal = withdrawals(this.history(remote)).get(version);
    const shell = readShellProvides(this.shellDist);
    const sharedUi = this.current('mf-shared-ui');
    const sharedUiDir =
      remote === 'mf-shared-ui' || !sharedUi ? null : this.versionDir('mf-shared-ui', sharedUi);
    return [
      ...(withdrawal ? [withdrawnReason(withdrawal)] : []),
      ...incompatibilities({
        versionDir,
        mustExpose: remote === 'mf-shared-ui' ? [] : [PAGES_EXPOSE],
        shell,
        sharedUiExposes: sharedUiDir ? providedExposes(sharedUiDir) : null,
        consumers:
          remote === 'mf-shared-ui'
            ? {
                exposes: providedExposes(versionDir),
                of: this.sharedUiConsumers(shell?.sharedUiModules ?? []),
              }
            : null,
      }),
    ];
  }

  /** The served containers and the running shell, each with the mf-shared-ui modules it imports. */
  private sharedUiConsumers(shellModules: string[]): SharedUiConsumer[] {
    const served = REMOTE_FOLDERS.filter((r) => r !== 'mf-shared-ui').flatMap(
      (remote): SharedUiConsumer[] => {
        const version = this.current(remote);
        const dir = version ? this.versionDir(remote, version) : null;
        if (!version || !dir) return [];
        const modules =
          this.meta(remote, version)?.builtAgainst?.sharedUiModules ?? builtAgainst(dir).sharedUiModules;
        return [{ name: `${remote}@${version}`, modules }];
      },
    );
    return [...served, ...(shellModules.length ? [{ name: 'the shell', modules: shellModules }] : [])];
  }

  /** Points /remotes.json at a published version of ONE remote; the others are untouched. */
  activate(remoteName: string, version: string, options: ActivateOptions = {}): RegistryFile {
    const remote = toFolder(remoteName);
    return this.guardDisk(`activating ${remote}@${version}`, remote, () =>
      this.withRemoteLock(remote, `activate ${remote}@${version}`, () => {
        this.checkExpected(remote, options);
        return this.activateLocked(remote, version, 'activate', options);
      }),
    );
  }

  private activateLocked(
    remote: RemoteFolder,
    version: string,
    action: ReleaseChange,
    options: ActivateOptions,
    withdrawn?: string,
  ): RegistryFile {
    const dir = this.versionDir(remote, version);
    if (!dir || !this.meta(remote, version)) {
      throw new Error(
        `${remote}@${version} is not published. Published: ${
          this.versions(remote)
            .map((v) => v.version)
            .join(', ') || 'none'
        }`,
      );
    }
    const reasons = this.incompatibilities(remote, version);
    if (reasons.length && !options.force) throw ReleaseRefusedError.of(remote, version, reasons);
    const history = this.history(remote);
    // First activation: the version moves under the served folder before remotes.json names it.
    const served = path.join(this.remoteDir(remote), version);
    const moved = dir !== served;
    if (moved) {
      fs.mkdirSync(this.remoteDir(remote), { recursive: true });
      fs.renameSync(dir, served);
    }
    const release: RemoteRelease = {
      version,
      entry: `/remotes/${remote}/${version}/${REMOTE_ENTRY}`,
      change: action,
      ...withdrawnList(history, withdrawn, version),
    };
    let written: ServedWrite;
    try {
      written = this.writeServed(remote, () => release);
    } catch (error) {
      if (moved) fs.renameSync(served, dir);
      throw error;
    }
    this.recordOrUndo(
      remote,
      written.previous,
      () => {
        if (moved) fs.renameSync(served, dir);
      },
      {
        action,
        remote,
        from: written.previous?.version ?? null,
        to: version,
        ...(withdrawn ? { withdrawn } : {}),
        who: options.who ?? whoAmI(),
        when: new Date().toISOString(),
        ...(options.reason ? { why: options.reason } : {}),
        ...(reasons.length ? { forced: reasons.join('; ') } : {}),
      },
    );
    return written.file;
  }

  private writeServed(
    remote: RemoteFolder,
    next: (previous: RemoteRelease | undefined) => RemoteRelease | undefined,
  ): ServedWrite {
    return writeServedEntry(this.dir, this.registryFile, remote, next);
  }

  /**
   * Appends the history entry of a change already written to remotes.json; if it cannot be recorded (a full disk),
   * the change is undone: the history stays the account of what was served.
   */
  private recordOrUndo(
    remote: RemoteFolder,
    previous: RemoteRelease | undefined,
    undoFiles: () => void,
    entry: HistoryEntry,
  ): void {
    try {
      appendHistory(this.dir, entry);
    } catch (error) {
      try {
        this.writeServed(remote, () => previous);
        undoFiles();
      } catch {
        // remotes.json keeps the change: the error names what the remote serves now
      }
      throw error;
    }
  }

  /**
   * Goes back to the version that was live before the current one, as the activation history tells (never a
   * version that was only published, nor a withdrawn one), or to `to`. Consecutive rollbacks go one live version
   * further back each.
   */
  rollback(remoteName: string, to?: string, options: ActivateOptions = {}): ServedChange {
    const remote = toFolder(remoteName);
    return this.guardDisk(`rolling back ${remote}`, remote, () =>
      this.withRemoteLock(remote, `rollback ${remote}`, () => {
        this.checkExpected(remote, options);
        const from = this.current(remote);
        const target = to ?? this.previouslyLive(remote, 'choose one with --to <version>');
        this.activateLocked(remote, target, 'rollback', options);
        return { from, to: target };
      }),
    );
  }

  /**
   * Marks `version` (default: the served one) harmful: never activated again without --force, listed in
   * remotes.json so that open tabs running it leave it at once. If it is served, the version live before it is served
   * instead (as a rollback chooses it), and the remote is held like after a rollback.
   */
  withdraw(remoteName: string, version?: string, options: ActivateOptions = {}): ServedChange {
    const remote = toFolder(remoteName);
    if (!options.reason?.trim()) {
      throw new Error(
        `withdraw ${remote}: say why (--reason "..."): it is recorded and shown with the refusals`,
      );
    }
    return this.guardDisk(`withdrawing ${remote}${version ? `@${version}` : ''}`, remote, () =>
      this.withRemoteLock(remote, `withdraw ${remote}`, () => {
        this.checkExpected(remote, options);
        const current = this.current(remote);
        if (!current) throw new Error(`${remote} serves nothing: there is nothing to withdraw from`);
        const target = version ?? current;
        if (!this.meta(remote, target)) throw new Error(`${remote}@${target} is not published`);
        const earlier = withdrawals(this.history(remote)).get(target);
        if (earlier) {
          throw new Error(
            `${remote}@${target} is already withdrawn (by ${earlier.who} at ${earlier.when}: ${earlier.why})`,
          );
        }
        if (target !== current) {
          this.markWithdrawn(remote, target, current, options);
          return { from: current, to: current };
        }
        const to = this.previouslyLive(remote, 'activate a good version first, then withdraw this one');
        this.activateLocked(remote, to, 'withdraw', options, target);
        return { from: current, to };
      }),
    );
  }

  /** A withdraw of a version that is not served: listed in remotes.json (tabs may still run it) and recorded. */
  private markWithdrawn(
    remote: RemoteFolder,
    version: string,
    current: string,
    options: ActivateOptions,
  ): void {
    const history = this.history(remote);
    const written = this.writeServed(remote, (previous) => {
      if (!previous) return previous;
      const { withdrawn: _listed, ...release } = previous;
      return { ...release, ...withdrawnList(history, version, current) };
    });
    this.recordOrUndo(remote, written.previous, () => undefined, {
      action: 'withdraw',
      remote,
      from: current,
      to: current,
      withdrawn: version,
      who: options.who ?? whoAmI(),
      when: new Date().toISOString(),
      ...(options.reason ? { why: options.reason } : {}),
    });
  }

  private previouslyLive(remote: RemoteFolder, hint: string): string {
    const current = this.current(remote);
    const stack = liveStack(this.history(remote));
    const top = current ? stack.lastIndexOf(current) : -1;
    const earlier = (top >= 0 ? stack.slice(0, top) : stack).reverse();
    // the live stack holds no withdrawn version (history.liveStack)
    const target = earlier.find((v) => v !== current && this.meta(remote, v));
    if (!target) {
      throw new Error(
        `${remote} has no version before ${current ?? '(none)'} in its activation history; ${hint}`,
      );
    }
    return target;
  }

  /** Keeps the served version until `activate` or `unpin`: `npm start` does not activate newer builds. */
  pin(remoteName: string, version?: string, options: ActivateOptions = {}): string {
    const remote = toFolder(remoteName);
    return this.guardDisk(`pinning ${remote}`, remote, () =>
      this.withRemoteLock(remote, `pin ${remote}`, () => {
        this.checkExpected(remote, options);
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
      }),
    );
  }

  unpin(remoteName: string, options: ActivateOptions = {}): void {
    const remote = toFolder(remoteName);
    this.guardDisk(`unpinning ${remote}`, remote, () =>
      this.withRemoteLock(remote, `unpin ${remote}`, () => {
        this.checkExpected(remote, options);
        appendHistory(this.dir, {
          action: 'unpin',
          remote,
          to: this.current(remote),
          who: options.who ?? whoAmI(),
          when: new Date().toISOString(),
          ...(options.reason ? { why: options.reason } : {}),
        });
      }),
    );
  }

  /**
   * `npm start`: publishes a build and serves it unless the operator chose otherwise (a rollback, withdraw or pin in
   * the history, or another published version made current) or the checks refuse it (a withdrawn version always).
   */
  deployBuild(remoteName: string, distDir: string): DeployResult {
    const remote = toFolder(remoteName);
    const known = new Set(this.versions(remote).map((v) => v.version));
    const { version } = this.publish(remote, distDir, undefined, new Date(), { who: 'npm start' });
    const current = this.current(remote);
    const result: DeployResult = { version, current, activated: false };
    if (current === version) return result;
    const withdrawal = withdrawals(this.history(remote)).get(version);
    if (withdrawal) return { ...result, refused: withdrawnReason(withdrawal) };
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

  /** Staging or pruned folders of a process that died, and metadata left without its version folder. */
  private removeLeftovers(remote: RemoteFolder): void {
    removeDeadProcessFolders([this.remoteDir(remote), this.unreleasedDir(remote)]);
    // Publish writes the metadata, then renames the folder, holding this lock: metadata alone is a crash's leftover.
    for (const { name } of readDirents(path.join(this.dir, META_DIR, remote))) {
      const version = name.replace(/\.json$/, '');
      if (name.endsWith('.json') && !this.versionDir(remote, version))
        fs.rmSync(metaFile(this.dir, remote, version), { force: true });
    }
  }

  /** Removes all but the last `keep` versions, never the served one, the held one nor one live in the last 24 h. */
  prune(
    remoteName: string,
    keep = RETENTION_KEEP,
    now: Date = new Date(),
    options: ActivateOptions = {},
  ): string[] {
    return this.pruneVersions(toFolder(remoteName), keep, now, options, []);
  }

  /** The retention policy every publish applies: `prune` with RETENTION_KEEP. */
  applyRetention(remoteName: string, now: Date = new Date()): string[] {
    return this.pruneVersions(toFolder(remoteName), RETENTION_KEEP, now, retentionOptions(), []);
  }

  private pruneVersions(
    remote: RemoteFolder,
    keep: number,
    now: Date,
    options: ActivateOptions,
    alsoKeep: string[],
  ): string[] {
    return this.guardDisk(`pruning ${remote}`, remote, () =>
      this.withRemoteLock(remote, `prune ${remote}`, () => {
        const history = this.history(remote);
        const removed = versionsToRemove({
          versions: this.versions(remote).map((v) => v.version),
          keep,
          current: this.current(remote),
          held: holdOf(history)?.to ?? null,
          lastLive: lastLive(history),
          now,
        }).filter((v) => !alsoKeep.includes(v));
        for (const version of removed) this.removeVersion(remote, version);
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
      }),
    );
  }

  private removeVersion(remote: RemoteFolder, version: string): void {
    const dir = this.versionDir(remote, version);
    if (!dir) return;
    // Out of sight in one rename, then deleted: a half-deleted version is never listed.
    const aside = path.join(path.dirname(dir), `.pruned-${version}-${process.pid}`);
    fs.renameSync(dir, aside);
    fs.rmSync(metaFile(this.dir, remote, version), { force: true });
    fs.rmSync(aside, { recursive: true, force: true });
  }

  /** The registry as operators see it (GET /api/releases). */
  status(_now: Date = new Date()): ReleaseStatus {
    return registryStatus(this);
  }
}

/** Retention after a publish is recorded as the publisher's (the verified identity through the release service). */
function retentionOptions(publisher?: string): ActivateOptions {
  return {
    who: `retention (${publisher ?? whoAmI()})`,
    reason: `retention: the last ${RETENTION_KEEP} published, the served, the held and any live in the last 24 h`,
  };
}

function withdrawnReason(withdrawal: HistoryEntry): string {
  return `was withdrawn by ${withdrawal.who} at ${withdrawal.when}: ${withdrawal.why ?? '(no reason given)'}`;
}
