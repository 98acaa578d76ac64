import type { ApiErrorBody } from '@jobportal/contracts';

/** The `{ error: { code, message, fields } }` body of an RTK Query error, if there is one. */
export function apiErrorOf(error: unknown): {
  status: number | string | null;
  body: ApiErrorBody['error'] | null;
} {
  if (!error || typeof error !== 'object') return { status: null, body: null };
  const e = error as { status?: number | string; data?: unknown };
  const data = e.data as Partial<ApiErrorBody> | undefined;
  const body =
    data && typeof data === 'object' && data.error && typeof data.error.code === 'string' ? data.error : null;
  return { status: e.status ?? null, body };
}
