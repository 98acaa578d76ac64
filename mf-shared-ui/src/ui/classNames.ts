/** The class names that are set, space-separated; undefined when none (antd writes no empty class). */
export function classNames(names: (string | false | undefined)[]): string | undefined {
  return names.filter(Boolean).join(' ') || undefined;
}
