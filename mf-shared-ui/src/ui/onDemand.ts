import { useEffect, useState } from 'react';

/** A module loaded the first time something needs it, then kept: the same promise for every caller. */
export interface OnDemand<T> {
  load(): Promise<T>;
  /** The module if it has arrived already. */
  current(): T | undefined;
}

export function onDemand<T>(importer: () => Promise<T>): OnDemand<T> {
  let promise: Promise<T> | undefined;
  let value: T | undefined;
  return {
    load: () =>
      (promise ??= importer().then((loaded) => {
        value = loaded;
        return loaded;
      })),
    current: () => value,
  };
}

/**
 * The module once it is `wanted` and has arrived; undefined until then. `immediate` returns it on the first render
 * when it is already there (only where the server's markup does not depend on it, or hydration would not match).
 * A failed load leaves the caller on its light rendering.
 */
export function useOnDemand<T>(part: OnDemand<T>, wanted: boolean, immediate = false): T | undefined {
  const [loaded, setLoaded] = useState<T | undefined>(() => (immediate ? part.current() : undefined));
  useEffect(() => {
    if (!wanted || loaded) return;
    let live = true;
    part.load().then(
      (module) => {
        if (live) setLoaded(() => module);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [part, wanted, loaded]);
  return wanted ? loaded : undefined;
}
