// What other packages use of the registry (npm start): the registry and the remotes it knows.
export { Registry, REMOTE_ENTRY, type DeployResult, type VersionInfo } from './registry';
export {
  REMOTES,
  REPO_ROOT,
  defaultRegistryDir,
  toFolder,
  type ContainerName,
  type RemoteFolder,
} from './remotes';
export { runCli } from './cli';
export { hashDirectory } from './contentHash';
