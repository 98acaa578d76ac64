import { createInstance, getInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import type { RegistryFile, RemoteRelease } from '@jobportal/platform-contract';
import { planRegistryUpdate, withdrawnRunning, type Releases } from './deployCheck';

/** The part of /remotes.json the shell reads; any container name it does not know is registered as it is. */
export interface RemoteRegistry {
  remotes: RegistryFile['remotes'] & Record<string, RemoteRelease>;
}

declare global {
  var __JOBPORTAL_REMOTES__: RemoteRegistry['remotes'] | undefined;
}

/** The design system: its container holds the store and theme of the running page, it is never swapped live. */
export const SHARED_REMOTE = 'mf_shared_ui';

/** When the registry was last read (0: never): a navigation to a remote first used in this tab wants a fresh one. */
let lastRead = 0;

export async function fetchRegistry(): Promise<RemoteRegistry> {
  try {
    // no-cache: revalidated every time (the gateway answers 304 while it has not changed), never a stale copy.
    const response = await fetch('/remotes.json', { cache: 'no-cache' });
    if (!response.ok) throw new Error(`remotes.json ${response.status}`);
    const body = (await response.json()) as RemoteRegistry;
    lastRead = Date.now();
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
/** Containers whose code ran in this tab (loaded, even if a page of theirs failed since). */
const ran = new Set<string>();
const failed = new Set<string>();
/** Running remotes the registry serves another version of: the release they would move to. */
const stale = new Map<string, RemoteRelease>();
const staleListeners = new Set<() => void>();
const swapListeners = new Set<(remote: string) => void>();
const withdrawListeners = new Set<(remotes: string[]) => void>();

/**
 * The chunk-loading array a container's runtime shares through a global (rspack `output.chunkLoadingGlobal`, from
 * `uniqueName`: libs/mf-build). A second build of the same container started in the same tab would replay the first
 * build's chunks into its own runtime and run the old version's modules with the new version's chunk map (a retry
 * after a rollback asked `<version>/608.undefined.js`). A replaced container starts with an array of its own.
 */
export const chunkLoadingGlobal = (name: string) => `rspackChunk${name}`;

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
    ran.add(remoteName);
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
  // The same release again (a retry) keeps what ran: a withdraw of it must still reach this tab.
  if (registered[name]?.entry !== release.entry && ran.delete(name)) {
    delete (globalThis as Record<string, unknown>)[chunkLoadingGlobal(name)];
  }
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
  const withdrawn = withdrawnRunning(registered, remotes, ran);
  if (withdrawn.length) withdrawListeners.forEach((listener) => listener(withdrawn));
  const plan = planRegistryUpdate(registered, remotes, loaded, failed);
  for (const name of plan.swap) swapRemote(name, remotes[name]);
  let changed = false;
  for (const name of plan.stale) {
    if (stale.get(name)?.entry === remotes[name].entry) continue;
    stale.set(name, remotes[name]);
    changed = true;
  }
  if (changed) staleListeners.forEach((listener) => listener());
  return [...stale.keys()];
}

/**
 * Before a remote's first use in this tab: the registry as it is now (a rollback a moment ago must not load the
 * release it replaced). Skipped when it was read within `maxAgeMs`; bounded by `timeoutMs` so that a slow read
 * never holds the navigation longer (the load then uses what the tab knows, and its retry reads again).
 */
export async function ensureFreshRegistry(name: string, maxAgeMs = 2_000, timeoutMs = 1_500): Promise<void> {
  if (ran.has(name) || Date.now() - lastRead < maxAgeMs) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    refreshRegistry().catch(() => undefined),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, timeoutMs);
    }),
  ]);
  clearTimeout(timer);
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
  return [...stale.keys()];
}

/** The releases the stale remotes would move to (their `change` tells a rollback from a new version). */
export function staleReleases(): RemoteRelease[] {
  return [...stale.values()];
}

/** Called with the remotes running a withdrawn release: the tab must leave them now. */
export function onWithdrawn(listener: (remotes: string[]) => void): () => void {
  withdrawListeners.add(listener);
  return () => withdrawListeners.delete(listener);
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
