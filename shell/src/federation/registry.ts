import { createInstance, getInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import type { RegistryFile, RemoteRelease } from '@jobportal/platform-contract';
import { planRegistryUpdate, type Releases } from './deployCheck';

/** The part of /remotes.json the shell reads; any container name it does not know is registered as it is. */
export interface RemoteRegistry {
  remotes: RegistryFile['remotes'] & Record<string, RemoteRelease>;
}

declare global {
  var __JOBPORTAL_REMOTES__: RemoteRegistry['remotes'] | undefined;
}

/** The design system: its container holds the store and theme of the running page, it is never swapped live. */
export const SHARED_REMOTE = 'mf_shared_ui';

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
/** What the tab registered (the version it uses or will use), which containers run, which failed. */
const registered: Releases = {};
const loaded = new Set<string>();
const failed = new Set<string>();
const stale = new Set<string>();
const staleListeners = new Set<() => void>();
const swapListeners = new Set<(remote: string) => void>();

function register(name: string, release: RemoteRelease): void {
  federation?.registerRemotes([{ name, entry: release.entry }], { force: true });
  registered[name] = release;
  // Read by the containers' registry runtime plugin when one remote loads another.
  globalThis.__JOBPORTAL_REMOTES__ = { ...globalThis.__JOBPORTAL_REMOTES__, [name]: release };
}

/** Registers every remote of the registry with the host's federation instance. */
export function registerRegistry(registry: RemoteRegistry): ModuleFederation {
  globalThis.__JOBPORTAL_REMOTES__ = { ...registry.remotes };
  federation = getInstance() ?? createInstance({ name: 'shell', remotes: [] });
  federation.registerRemotes(
    Object.entries(registry.remotes).map(([name, { entry }]) => ({ name, entry })),
    { force: true },
  );
  Object.assign(registered, registry.remotes);
  return federation;
}

export function hasRemote(name: string): boolean {
  return Boolean(globalThis.__JOBPORTAL_REMOTES__?.[name]);
}

export const remoteOf = (id: string): string => id.split('/')[0];

/** Loads an exposed module; rejects (never resolves null) so callers can render the failure. */
export async function loadRemoteModule<T>(id: string): Promise<T> {
  const remoteName = remoteOf(id);
  if (!federation || !hasRemote(remoteName)) throw new Error(`Remote ${remoteName} is not registered`);
  try {
    const mod = await federation.loadRemote<T>(id);
    if (!mod) throw new Error(`Remote module ${id} could not be loaded`);
    loaded.add(remoteName);
    failed.delete(remoteName);
    return mod;
  } catch (error) {
    markRemoteFailed(remoteName);
    throw error;
  }
}

/** A remote that failed (load or render) is taken fresh from the registry by its next load or retry. */
export function markRemoteFailed(name: string): void {
  failed.add(name);
}

export function isRemoteFailed(name: string): boolean {
  return failed.has(name);
}

/** Replaces a remote's container by `release` (same URL: forgets a failed or hung load); its next load fetches it. */
function swapRemote(name: string, release: RemoteRelease): void {
  register(name, release);
  loaded.delete(name);
  failed.delete(name);
  if (stale.delete(name)) staleListeners.forEach((listener) => listener());
  swapListeners.forEach((listener) => listener(name));
}

/**
 * New-deploy check: re-reads /remotes.json; a remote not loaded yet (or failed) takes the new version at once,
 * a running one is marked stale (the tab offers a reload). Returns the remotes that are stale now.
 */
export async function refreshRegistry(): Promise<string[]> {
  const { remotes } = await fetchRegistry();
  const plan = planRegistryUpdate(registered, remotes, loaded, failed);
  for (const name of plan.swap) swapRemote(name, remotes[name]);
  const before = stale.size;
  for (const name of plan.stale) stale.add(name);
  if (stale.size !== before) staleListeners.forEach((listener) => listener());
  return [...stale];
}

/** The remote's active release in the registry as it is now, and whether it differs from the registered one. */
export async function readActiveRelease(
  name: string,
): Promise<{ release: RemoteRelease | null; changed: boolean }> {
  const { remotes } = await fetchRegistry();
  const release = remotes[name] ?? null;
  return { release, changed: Boolean(release && registered[name]?.entry !== release.entry) };
}

/** For a retry or a recovery: the remote loads again from its active release (re-read now). */
export async function renewRemote(name: string): Promise<boolean> {
  const { release, changed } = await readActiveRelease(name);
  const next = release ?? registered[name];
  if (next) swapRemote(name, next);
  return changed;
}

export function takeActiveRelease(name: string, release: RemoteRelease): void {
  swapRemote(name, release);
}

export function staleRemotes(): string[] {
  return [...stale];
}

export function onStaleChange(listener: () => void): () => void {
  staleListeners.add(listener);
  return () => staleListeners.delete(listener);
}

/** Called with a remote's name when its container is replaced: caches of its modules must be dropped. */
export function onRemoteSwap(listener: (remote: string) => void): () => void {
  swapListeners.add(listener);
  return () => swapListeners.delete(listener);
}
