export interface DiffRow {
  field: string;
  before: string;
  after: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const show = (value: unknown): string =>
  value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value, null, 2);

/** The fields whose values differ between two audit snapshots ('' = the whole value when they are not objects). */
export function diffOf(before: unknown, after: unknown): DiffRow[] {
  if (isRecord(before) || isRecord(after)) {
    const b = isRecord(before) ? before : {};
    const a = isRecord(after) ? after : {};
    return [...new Set([...Object.keys(b), ...Object.keys(a)])]
      .filter((key) => JSON.stringify(b[key]) !== JSON.stringify(a[key]))
      .sort()
      .map((field) => ({ field, before: show(b[field]), after: show(a[field]) }));
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  return [{ field: '', before: show(before ?? undefined), after: show(after ?? undefined) }];
}
