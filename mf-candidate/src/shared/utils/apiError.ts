import type { ApiErrorBody } from '@jobportal/contracts';

/** RTK Query error -> the API's error body (or null for network errors). */
export function apiErrorBody(error: unknown): ApiErrorBody['error'] | null {
  const data = (error as { data?: unknown } | null)?.data as Partial<ApiErrorBody> | undefined;
  return data && typeof data === 'object' && data.error ? data.error : null;
}

export function apiErrorStatus(error: unknown): number | string | undefined {
  return (error as { status?: number | string } | null)?.status;
}

/** Dot path of a VALIDATION_ERROR field ("skills.2.level") -> antd Form name path (['skills', 2, 'level']). */
export function fieldPath(field: string): (string | number)[] {
  return field
    .replace(/^\/?body[./]?/, '')
    .split(/[./]/)
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}
