/** What the release service uses of the registry (tools/remotes, whose index leaves out the CLI). */
export { Registry, ReleaseConflictError, ReleaseRefusedError, unpackDist } from '@jobportal/remotes';
