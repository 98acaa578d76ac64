/**
 * The Module Federation containers the registry publishes: folder name (used in URLs and on the command line) ->
 * container name (the Module Federation name, the key of /remotes.json, the prefix of `mf_x/module` ids).
 */
export const REMOTES = {
  'mf-shared-ui': 'mf_shared_ui',
  'mf-auth': 'mf_auth',
  'mf-public': 'mf_public',
  'mf-candidate': 'mf_candidate',
  'mf-corporate': 'mf_corporate',
  'mf-backoffice': 'mf_backoffice',
} as const;

export type RemoteFolder = keyof typeof REMOTES;
export type ContainerName = (typeof REMOTES)[RemoteFolder];
/** The containers that expose `./pages` for the shell's routes (mf_shared_ui exposes the design system instead). */
export type PageRemote = Exclude<ContainerName, 'mf_shared_ui'>;

export const REMOTE_FOLDERS = Object.keys(REMOTES) as RemoteFolder[];
