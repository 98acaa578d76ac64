import type { HistoryEntry } from './history';
import type { RemoteFolder } from './remotes';

export interface VersionInfo {
  remote: RemoteFolder;
  version: string;
  publishedAt: string;
  contentHash: string;
  current: boolean;
  /** has been served: its folder is under the public remotes/ (never-served ones are in unreleased/) */
  released: boolean;
  /** marked harmful by a withdraw */
  withdrawn: boolean;
  publishedBy: string | null;
  commit: string | null;
  /** the sizes of its files */
  bytes: number;
}

export interface RegistryOptions {
  /** the repository: where the running shell's build is by default */
  repoRoot?: string;
  /** the running shell's build: the shared versions it provides */
  shellDist?: string;
}

export interface ActivateOptions {
  reason?: string;
  /** serve it although the compatibility check refuses it (recorded) */
  force?: boolean;
  who?: string;
  /**
   * The version the caller saw served (null: none). Checked inside the remote's lock: another version served is a
   * ReleaseConflictError. Undefined: not checked (`npm start`, the local CLI without --expect).
   */
  expect?: string | null;
}

export interface PublishOptions extends ActivateOptions {
  /** the commit the build was made from (default: the git commit of the dist folder, or of this checkout) */
  commit?: string | null;
}

/** What a rollback or withdraw changed: the version served before and the one served now. */
export interface ServedChange {
  from: string | null;
  to: string;
}

export interface DeployResult {
  version: string;
  current: string | null;
  activated: boolean;
  /** the operator's rollback, withdraw or pin that kept the build from being activated */
  held?: HistoryEntry;
  refused?: string;
}
