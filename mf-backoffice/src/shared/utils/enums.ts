/** `value` when it is one of `values` (a filter read from the URL), else `fallback`. */
export function oneOf<T extends string, F>(
  values: readonly T[],
  value: string | null | undefined,
  fallback: F,
): T | F {
  return (values as readonly string[]).includes(value ?? '') ? (value as T) : fallback;
}
