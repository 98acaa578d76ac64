// What other packages use of the registry (npm start, the gateway's release service): the registry and the remotes it
// knows. Not the CLI (src/cli.ts): it runs when it is the main module, and inside a one-file bundle every module is.
export {
  Registry,
  REMOTE_ENTRY,
  RETENTION_KEEP,
  type ActivateOptions,
  type DeployResult,
  type PublishOptions,
  type ServedChange,
  type VersionInfo,
} from './registry';
export { ReleaseConflictError, ReleaseRefusedError } from './releaseErrors';
export { RegistryDiskFullError } from './diskFull';
export { packDist, unpackDist, DIST_LIMITS } from './distArchive';
export {
  REMOTES,
  REPO_ROOT,
  defaultRegistryDir,
  toFolder,
  type ContainerName,
  type RemoteFolder,
} from './remotes';
export { hashDirectory } from './contentHash';
