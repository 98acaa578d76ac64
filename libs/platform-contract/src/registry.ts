import type { ContainerName } from './containers';

/** How the served version of a container came to be served: what the open tabs are told. */
export type ReleaseChange = 'activate' | 'rollback' | 'withdraw';

/** The active version of one container and the URL of its remoteEntry.js. */
export interface RemoteRelease {
  version: string;
  entry: string;
  /** the last change that made this version the served one (absent: an activation, or a registry written before) */
  change?: ReleaseChange;
  /**
   * Versions of this container marked harmful (`remotes withdraw`): a tab running one of them leaves it at once (a
   * guarded reload), where a plain publish or rollback only offers a reload.
   */
  withdrawn?: string[];
}

/** /remotes.json: written by the registry (tools/remotes), served by the gateway, read by the shell at start. */
export interface RegistryFile {
  remotes: Partial<Record<ContainerName, RemoteRelease>>;
  updatedAt: string;
}
