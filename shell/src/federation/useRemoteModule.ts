import { useCallback, useEffect, useState } from 'react';
import { loadRemoteModule } from './registry';

const cache = new Map<string, unknown>();

/** Loads an exposed module and reports its failure as state, so the caller can render it. */
export function useRemoteModule<T>(id: string | null) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ id: string | null; module: T | null; error: Error | null }>(() => ({
    id,
    module: id ? ((cache.get(id) as T | undefined) ?? null) : null,
    error: null,
  }));
  useEffect(() => {
    if (!id) return undefined;
    const cached = cache.get(id) as T | undefined;
    if (cached) {
      setState({ id, module: cached, error: null });
      return undefined;
    }
    let alive = true;
    setState({ id, module: null, error: null });
    loadRemoteModule<T>(id).then(
      (module) => {
        cache.set(id, module);
        if (alive) setState({ id, module, error: null });
      },
      (error: Error) => alive && setState({ id, module: null, error }),
    );
    return () => {
      alive = false;
    };
  }, [id, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const current = state.id === id ? state : { module: null, error: null };
  return { module: current.module, error: current.error, retry };
}
