import type { ApiErrorBody } from '@jobportal/contracts';

export interface ApiFailure {
  status: number | string | null;
  code: string | null;
  message: string | null;
  fields: { field: string; code: string; message: string }[];
}

/** Reads an RTK Query error (FetchBaseQueryError or SerializedError) into the API's error shape. */
export function apiFailure(error: unknown): ApiFailure | null {
  if (!error || typeof error !== 'object') return null;
  const e = error as { status?: number | string; data?: unknown; message?: string };
  const body = (e.data && typeof e.data === 'object' ? (e.data as Partial<ApiErrorBody>) : null)?.error;
  return {
    status: e.status ?? null,
    code: body?.code ?? null,
    message: body?.message ?? e.message ?? null,
    fields: body?.fields ?? [],
  };
}

export const isForbidden = (error: unknown): boolean => {
  const f = apiFailure(error);
  return f?.status === 403 || f?.code === 'FORBIDDEN' || f?.code === 'WRONG_ROLE';
};

export const isNotFound = (error: unknown): boolean => {
  const f = apiFailure(error);
  return f?.status === 404 || f?.status === 400;
};
