import { useSearchParams } from 'react-router';

export const PAGE_SIZE = 20;

/**
 * A list's filters and page in the URL (?state=held&q=...&page=2), so a reload, the back button and a shared link
 * keep them. Changing a filter goes back to page 1.
 */
export function useListParams<K extends string>(defaults: Record<K, string>) {
  const [search, setSearch] = useSearchParams();
  const filters = Object.fromEntries(
    Object.entries(defaults).map(([key, value]) => [key, search.get(key) ?? value]),
  ) as Record<K, string>;
  const page = Math.max(1, Number(search.get('page')) || 1);
  const update = (patch: Partial<Record<K | 'page', string | number>>) => {
    const next = new URLSearchParams(search);
    if (!('page' in patch)) next.delete('page');
    for (const [key, value] of Object.entries(patch)) {
      const text = value === undefined ? '' : String(value);
      const isDefault = key !== 'page' && text === (defaults as Record<string, string>)[key];
      if (!text || isDefault || (key === 'page' && text === '1')) next.delete(key);
      else next.set(key, text);
    }
    setSearch(next);
  };
  return {
    filters,
    page,
    offset: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
    update,
    search: search.toString(),
  };
}

export type ListParams<K extends string> = ReturnType<typeof useListParams<K>>;
