import { useEffect, useSyncExternalStore } from 'react';
import {
  loadRemoteModule,
  onRemoteSwap,
  readActiveRelease,
  remoteOf,
  renewRemote,
  SHARED_REMOTE,
  takeActiveRelease,
} from './registry';
import { recoveryFor, REMOTE_LOAD_TIMEOUT_MS } from './deployCheck';
import { isChunkLoadError } from '../loading/chunkReloadGuard';

interface Entry {
  status: 'loading' | 'ready' | 'error';
  module: unknown;
  error: Error | null;
}

/**
 * One load state per exposed module, shared by every component using it (mf-auth's session, guard and account
 * menu): a retry from any of them reloads it for all. A load that has not settled after REMOTE_LOAD_TIMEOUT_MS
 * counts as failed (the fallback shows); if it arrives later, it is used.
 */
const entries = new Map<string, Entry>();
const listeners = new Map<string, Set<() => void>>();
let generation = 0;
const generations = new Map<string, number>();

function set(id: string, entry: Entry): void {
  entries.set(id, entry);
  listeners.get(id)?.forEach((listener) => listener());
}

/** A module of a version that is no longer active (pruned, e.g. mf-auth republished): the active one at once. */
async function loadRecovering(id: string): Promise<unknown> {
  try {
    return await loadRemoteModule(id);
  } catch (error) {
    const remote = remoteOf(id);
    if (!isChunkLoadError(error) || remote === SHARED_REMOTE) throw error;
    const active = await readActiveRelease(remote);
    const recovery = recoveryFor({
      chunkError: true,
      versionChanged: active.changed,
      sharedRemote: false,
      claimReload: () => false,
    });
    if (recovery !== 'swap' || !active.release) throw error;
    takeActiveRelease(remote, active.release);
    return loadRemoteModule(id);
  }
}

function start(id: string): void {
  const mine = ++generation;
  generations.set(id, mine);
  set(id, { status: 'loading', module: null, error: null });
  const timer = setTimeout(() => {
    if (generations.get(id) === mine && entries.get(id)?.status === 'loading')
      set(id, { status: 'error', module: null, error: new Error(`${id} timed out`) });
  }, REMOTE_LOAD_TIMEOUT_MS);
  loadRecovering(id).then(
    (module) => {
      clearTimeout(timer);
      if (generations.get(id) === mine) set(id, { status: 'ready', module, error: null });
    },
    (error: Error) => {
      clearTimeout(timer);
      if (generations.get(id) === mine) set(id, { status: 'error', module: null, error });
    },
  );
}

export function ensureRemoteModule(id: string): void {
  if (!entries.has(id)) start(id);
}

/** Re-reads the registry (a rollback may have changed the remote), then loads the module again. */
export function retryRemoteModule(id: string): Promise<void> {
  const mine = ++generation;
  generations.set(id, mine);
  set(id, { status: 'loading', module: null, error: null });
  return renewRemote(remoteOf(id))
    .catch(() => false)
    .then(() => {
      if (generations.get(id) === mine) start(id);
    });
}

// A replaced container: modules that never loaded from it are loaded again from the new one.
onRemoteSwap((remote) => {
  for (const [id, entry] of entries)
    if (remoteOf(id) === remote && entry.status === 'error') {
      entries.delete(id);
      listeners.get(id)?.forEach((listener) => listener());
    }
});

function subscribe(id: string | null, listener: () => void): () => void {
  if (!id) return () => undefined;
  const set = listeners.get(id) ?? new Set();
  set.add(listener);
  listeners.set(id, set);
  return () => set.delete(listener);
}

/** The load state of a module, without starting its load. */
export function useRemoteModuleState(id: string | null): Entry | undefined {
  const snapshot = () => (id ? entries.get(id) : undefined);
  return useSyncExternalStore((listener) => subscribe(id, listener), snapshot, snapshot);
}

/** Loads an exposed module and reports its failure as state, so the caller can render it. */
export function useRemoteModule<T>(id: string | null) {
  const entry = useRemoteModuleState(id);
  useEffect(() => {
    if (id) ensureRemoteModule(id);
  }, [id, entry]);
  return {
    module: entry?.status === 'ready' ? (entry.module as T) : null,
    error: entry?.status === 'error' ? entry.error : null,
    retry: () => {
      if (id) void retryRemoteModule(id);
    },
  };
}
