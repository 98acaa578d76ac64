import { createInstance, getInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import type { RegistryFile, RemoteRelease } from '@jobportal/platform-contract';

/** The part of /remotes.json the shell reads; any container name it does not know is registered as it is. */
export interface RemoteRegistry {
  remotes: RegistryFile['remotes'] & Record<string, RemoteRelease>;
}

declare global {
  var __JOBPORTAL_REMOTES__: RemoteRegistry['remotes'] | undefined;
}

export async function fetchRegistry(): Promise<RemoteRegistry> {
  try {
    const response = await fetch('/remotes.json', { cache: 'no-store' });
    if (!response.ok) throw new Error(`remotes.json ${response.status}`);
    const body = (await response.json()) as RemoteRegistry;
    return { remotes: body.remotes ?? {} };
  } catch (error) {
    console.warn('[shell] registry unavailable', error);
    return { remotes: {} };
  }
}

let federation: ModuleFederation | null = null;

/** Registers every remote of the registry with the host's federation instance. */
export function registerRegistry(registry: RemoteRegistry): ModuleFederation {
  globalThis.__JOBPORTAL_REMOTES__ = registry.remotes;
  federation = getInstance() ?? createInstance({ name: 'shell', remotes: [] });
  federation.registerRemotes(
    Object.entries(registry.remotes).map(([name, { entry }]) => ({ name, entry })),
    { force: true },
  );
  return federation;
}

export function hasRemote(name: string): boolean {
  return Boolean(globalThis.__JOBPORTAL_REMOTES__?.[name]);
}

/** Loads an exposed module; rejects (never resolves null) so callers can render the failure. */
export async function loadRemoteModule<T>(id: string): Promise<T> {
  const remoteName = id.split('/')[0];
  if (!federation || !hasRemote(remoteName)) throw new Error(`Remote ${remoteName} is not registered`);
  const mod = await federation.loadRemote<T>(id);
  if (!mod) throw new Error(`Remote module ${id} could not be loaded`);
  return mod;
}
