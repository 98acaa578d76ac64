import { PAGE_LIMITS, type Page } from '@jobportal/contracts';

export interface PageQuery {
  offset?: number;
  limit?: number;
}

export const DEFAULT_LIMIT = PAGE_LIMITS.limitDefault;
export const MAX_LIMIT = PAGE_LIMITS.limitMax;

export function pageParams(q: PageQuery, defaultLimit = DEFAULT_LIMIT): { offset: number; limit: number } {
  const offset = Math.max(0, Math.floor(q.offset ?? 0));
  const limit = Math.min(MAX_LIMIT, Math.max(1, Math.floor(q.limit ?? defaultLimit)));
  return { offset, limit };
}

export function page<T>(items: T[], total: number, offset: number, limit: number): Page<T> {
  return { items, total, offset, limit };
}
