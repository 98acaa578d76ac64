import type { FastifyRequest } from 'fastify';
import type { StaffMe } from '@jobportal/contracts';

/** The roles that may change releases (admin holds every role). */
const RELEASE_ROLES: readonly string[] = ['release', 'admin'];
/** The API's answer about a token, or the gateway's refusal to wait longer for it. */
const VERIFY_TIMEOUT_MS = 5_000;

export type StaffCheck =
  | { ok: true; staff: StaffMe }
  | { ok: false; status: number; body: { error: { code: string; message: string } } };

/** What the registry records as `who`: the verified identity, never an environment variable. */
export const whoOf = (staff: StaffMe): string => `${staff.email} (${staff.uid})`;

const refusal = (status: number, code: string, message: string): StaffCheck => ({
  ok: false,
  status,
  body: { error: { code, message } },
});

const isStaffMe = (value: unknown): value is StaffMe => {
  const me = value as Partial<StaffMe> | null;
  return (
    typeof me?.uid === 'string' &&
    typeof me.email === 'string' &&
    Array.isArray(me.roles) &&
    me.roles.every((role) => typeof role === 'string')
  );
};

const isErrorBody = (value: unknown): value is { error: { code: string; message: string } } => {
  const error = (value as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  return typeof error?.code === 'string' && typeof error.message === 'string';
};

/**
 * The caller of a release route, as the API knows the bearer token (GET /api/backoffice/me verifies it: the staff
 * tenant, revocation, MFA in production, the roles). Asked on every request, never cached: a revoked token or a
 * removed role stops at once. The API's own refusal (401, 403) is passed on as it answered.
 */
export async function verifyReleaseStaff(apiUrl: string, request: FastifyRequest): Promise<StaffCheck> {
  const authorization = request.headers.authorization;
  if (!authorization || !/^Bearer\s+\S+$/i.test(authorization.trim()))
    return refusal(401, 'UNAUTHENTICATED', 'A staff token is required (Authorization: Bearer <token>)');
  let response: Response;
  try {
    response = await fetch(`${apiUrl.replace(/\/$/, '')}/api/backoffice/me`, {
      headers: {
        authorization,
        accept: 'application/json',
        'accept-language': request.headers['accept-language'] ?? 'th',
        // The API believes this from the gateway (loopback) only: the caller's address for its rate limit and audit.
        'x-forwarded-for': request.ip,
      },
      cache: 'no-store',
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    });
  } catch (error) {
    return refusal(503, 'SERVICE_UNAVAILABLE', `The API could not verify the token: ${String(error)}`);
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.status >= 400 && response.status < 500)
    return isErrorBody(body)
      ? { ok: false, status: response.status, body: { error: body.error } }
      : refusal(
          response.status,
          response.status === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN',
          `The API refused the token (${response.status})`,
        );
  const staff = (body as { data?: unknown } | null)?.data;
  if (!response.ok || !isStaffMe(staff))
    return refusal(503, 'SERVICE_UNAVAILABLE', `The API could not verify the token (${response.status})`);
  if (!staff.roles.some((role) => RELEASE_ROLES.includes(role)))
    return refusal(403, 'STAFF_ROLE_REQUIRED', 'Changing releases needs the release role (or admin)');
  return { ok: true, staff };
}
