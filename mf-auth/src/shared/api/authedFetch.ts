/**
 * Calls of the session itself, made with an explicit identity (the pool being initialised, or the account just
 * created) rather than "the current user": same headers as the base query (authorization, accept-language), same
 * base URL. The long-lived refresh token never leaves the Firebase SDK: the API needs only the ID token.
 */
import type { User } from 'firebase/auth';
import type { ApiErrorBody, ApiResponse } from '@jobportal/contracts';
import { currentLocale, getRuntimeConfig } from 'mf_shared_ui/platform';

export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | null,
  ) {
    super(body?.error.message ?? `HTTP ${status}`);
    this.name = 'ApiCallError';
  }
}

export async function authHeadersOf(user: User): Promise<Record<string, string>> {
  return { authorization: `Bearer ${await user.getIdToken()}` };
}

export async function authedFetch<T>(
  user: User,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<T> {
  const base = getRuntimeConfig().apiBaseUrl.replace(/\/$/, '');
  const headers: Record<string, string> = {
    ...(await authHeadersOf(user)),
    'accept-language': currentLocale(),
  };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  const json = text ? (JSON.parse(text) as unknown) : null;
  if (!response.ok) throw new ApiCallError(response.status, (json as ApiErrorBody | null) ?? null);
  // 204 No Content (e.g. the sign-out revocation) has no body.
  return (json as ApiResponse<T> | null)?.data as T;
}
