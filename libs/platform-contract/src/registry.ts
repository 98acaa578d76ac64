import type { ContainerName } from './containers';

/** The active version of one container and the URL of its remoteEntry.js. */
export interface RemoteRelease {
  version: string;
  entry: string;
}

/** /remotes.json: written by the registry CLI (tools/remotes), served by the gateway, read by the shell at start. */
export interface RegistryFile {
  remotes: Partial<Record<ContainerName, RemoteRelease>>;
  updatedAt: string;
}
