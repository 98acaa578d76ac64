/** Failed chunk load reloads the page, at most once per 10 s per path (spec sections 4 and 9). */
export const RELOAD_GUARD_MS = 10_000;
const STORAGE_KEY = 'jp:chunk-reload';

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /ChunkLoadError|Loading (CSS )?chunk|Failed to fetch dynamically imported module|RUNTIME-00[0-9]|Failed to load script/i.test(
    text,
  );
}

/** Returns true (and remembers it) when a reload for `path` is allowed now. */
export function claimChunkReload(path: string, storage: KeyValueStorage, now: number = Date.now()): boolean {
  return claimGuardedReload({ storageKey: STORAGE_KEY, key: path, guardMs: RELOAD_GUARD_MS }, storage, now);
}

/** Returns true (and remembers it) when a reload for `key` has not been made within `guardMs`: no reload loop. */
export function claimGuardedReload(
  guard: { storageKey: string; key: string; guardMs: number },
  storage: KeyValueStorage,
  now: number = Date.now(),
): boolean {
  let log: Record<string, number>;
  try {
    log = JSON.parse(storage.getItem(guard.storageKey) ?? '{}') as Record<string, number>;
  } catch {
    log = {};
  }
  const last = log[guard.key];
  if (last !== undefined && now - last < guard.guardMs) return false;
  log[guard.key] = now;
  try {
    storage.setItem(guard.storageKey, JSON.stringify(log));
  } catch {
    return false;
  }
  return true;
}
