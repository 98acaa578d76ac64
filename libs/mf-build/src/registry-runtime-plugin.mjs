// Module Federation runtime plugin, bundled into every container.
// The shell fetches /remotes.json at start and stores it on globalThis.__JOBPORTAL_REMOTES__ before any remote
// loads. A container that imports another remote statically (e.g. `mf_shared_ui/ui`) was built with a dev-only
// entry; this plugin swaps it for the published entry from the registry, so a build never fixes a remote URL.
export default function registryRuntimePlugin() {
  const resolve = (remote) => {
    const registry = globalThis.__JOBPORTAL_REMOTES__;
    const published = registry && registry[remote.name];
    return published ? { ...remote, entry: published.entry } : remote;
  };
  return {
    name: 'jobportal-registry',
    beforeInit(args) {
      const remotes = args.userOptions && args.userOptions.remotes;
      if (Array.isArray(remotes)) args.userOptions.remotes = remotes.map(resolve);
      return args;
    },
    registerRemote(args) {
      args.remote = resolve(args.remote);
      return args;
    },
    // The runtime keeps a failed remoteEntry.js load as a rejected promise for good; forgetting it lets the
    // "retry" of an unavailable part load the entry again (the error still reaches the caller).
    loadEntryError({ globalLoading, uniqueKey }) {
      delete globalLoading[uniqueKey];
    },
    // On the server (shell/src/server) a remote's server build is required from the registry's folder (its chunks
    // then load from the files next to it); in the browser nothing is set here and the runtime loads as usual.
    loadEntry({ remoteInfo }) {
      const load = globalThis.__JOBPORTAL_LOAD_SERVER_ENTRY__;
      return load ? load(remoteInfo.entry, remoteInfo.entryGlobalName) : undefined;
    },
  };
}
