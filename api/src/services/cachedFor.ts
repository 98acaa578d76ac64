/**
 * A value computed at most once per `ttlMs` (0 = never kept): callers within the window share one computation and
 * its result; a failure is not kept (the next caller computes again).
 */
export function cachedFor<T>(ttlMs: number, compute: () => Promise<T>): () => Promise<T> {
  let cached: { at: number; value: Promise<T> } | null = null;
  return () => {
    const now = Date.now();
    if (ttlMs > 0 && cached && now - cached.at < ttlMs) return cached.value;
    const value = compute();
    const entry = { at: now, value };
    cached = entry;
    value.catch(() => {
      if (cached === entry) cached = null;
    });
    return value;
  };
}
