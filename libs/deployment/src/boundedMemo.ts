/**
 * A function's results remembered by key, at most `max` of them (the oldest goes first): for values that are costly
 * to make and asked for again and again with a few keys.
 */
export function boundedMemo<V>(max: number): (key: string, make: () => V) => V {
  const kept = new Map<string, V>();
  return (key, make) => {
    let value = kept.get(key);
    if (value === undefined) {
      value = make();
      if (kept.size >= max) kept.delete(kept.keys().next().value as string);
      kept.set(key, value);
    }
    return value;
  };
}
