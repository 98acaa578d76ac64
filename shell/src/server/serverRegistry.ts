import type { RemoteRegistry } from '../federation/registry';

/**
 * The server loads each remote's server build (`server/remoteEntry.js` next to the browser's entry in the same
 * published version) under this origin; the registry runtime plugin (libs/mf-build) answers its requests from the
 * registry's files, never from the network.
 */
export const SERVER_REMOTES_ORIGIN = 'http://remotes.server.invalid';

export function toServerRegistry(registry: RemoteRegistry): RemoteRegistry {
  const remotes: RemoteRegistry['remotes'] = {};
  for (const [name, release] of Object.entries(registry.remotes)) {
    const dir = release.entry.slice(0, release.entry.lastIndexOf('/'));
    remotes[name] = { ...release, entry: `${SERVER_REMOTES_ORIGIN}${dir}/server/remoteEntry.js` };
  }
  return { remotes };
}
